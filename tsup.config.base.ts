import { defineConfig, type Options } from 'tsup';

/**
 * What every execret package builds: ESM and CommonJS for Node 20 with declarations (`.d.ts` and
 * `.d.cts`) and source maps, one file per entry (no shared chunks), tree-shaken. `clean` is safe
 * because each package has exactly one config (an array of configs would wipe each other's output).
 */
export const baseOptions = {
  format: ['esm', 'cjs'],
  target: 'node20',
  platform: 'node',
  dts: true,
  sourcemap: true,
  clean: true,
  splitting: false,
  treeshake: true,
} as const satisfies Options;

/**
 * A package's tsup config: {@link baseOptions} plus the package's own `entry` (required) and
 * whatever it adds (`shims`, `noExternal`, `loader`, a narrower `dts`), which wins over the base.
 */
export function definePackageConfig(options: Options & Required<Pick<Options, 'entry'>>): ReturnType<typeof defineConfig> {
  return defineConfig({ ...baseOptions, ...options });
}
