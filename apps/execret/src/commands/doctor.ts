import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { HTTP_PROVIDERS } from '@execret/embeddings';
import { formatHardeningReport, PythonExecutor, type HardeningReport } from '@execret/oracle';
import type { Command } from 'commander';
import { EXIT_CODES } from '../exit-codes.js';
import type { CommandIo } from '../io.js';
import { localModels } from '../local-models.js';

/** Options of `execret doctor`: the `--out` and `--cache` a user would give `run` or `build`. */
export interface DoctorCommandOptions {
  /** The `--out` of `run` / `build` (run's default `execret-out`; build has no default). */
  out?: string;
  /** The `--cache` of `run` / `build` (default: each command's own). */
  cache?: string;
  /** The `--models` of `run` (default: transformers.js' own folders). */
  models?: string;
  /** Print JSON. */
  json?: boolean;
}

/** Where `run` and `build` keep their caches for given `--out` / `--cache`: absolute paths, or a `<out>` template when build's required `--out` is not given. */
export interface CacheLocations {
  run: { executions: string; embeddings: string };
  build: { executions: string };
}

/** The run default of `--out` (see `addRunOptions` in run.ts). */
const RUN_DEFAULT_OUT = 'execret-out';

/**
 * The cache files `execret run` and `execret build` open for these options, computed the way those
 * commands compute them (run: `--cache <dir>` or `<out>/cache`; build: `--cache <dir>` or
 * `<out>/../.execret-cache`). Nothing is created or opened.
 */
export function cacheLocations(options: Pick<DoctorCommandOptions, 'out' | 'cache'>): CacheLocations {
  const runFolder = options.cache === undefined ? join(resolve(options.out ?? RUN_DEFAULT_OUT), 'cache') : resolve(options.cache);
  // build's --out is required, so without one the path can only be shown as build computes it.
  const buildExecutions =
    options.cache !== undefined || options.out !== undefined
      ? join(options.cache !== undefined ? resolve(options.cache) : join(resolve(options.out as string), '..', '.execret-cache'), 'executions.sqlite')
      : '<out>/../.execret-cache/executions.sqlite';
  return {
    run: { executions: join(runFolder, 'executions.sqlite'), embeddings: join(runFolder, 'embeddings.sqlite') },
    build: { executions: buildExecutions },
  };
}

// The sandbox report comes from a Python executor alone: opening the oracle would create its cache.
async function pythonHardening(warnings: string[]): Promise<HardeningReport> {
  const executor = new PythonExecutor({ onWarning: (message) => warnings.push(message) });
  try {
    return await executor.hardeningReport();
  } finally {
    await executor.dispose();
  }
}

/** Adds `execret doctor` (Python, sandbox protections, cache paths, API key names) to the program; it creates nothing. */
/** The compiler of each compiled language: its version line, or `not found (apt-get install <package>)` with a warning. */
export function languageToolchains(warnings: string[]): Record<string, string> {
  const toolchains: Record<string, string> = {};
  for (const [language, command, args, debianPackage] of TOOLCHAIN_PROBES) {
    try {
      const output = execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 30_000 });
      toolchains[language] = output.split('\n').map((line) => line.trim()).find((line) => line !== '') ?? 'unknown version';
    } catch (error) {
      const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim().split('\n')[0];
      if ((error as { code?: unknown }).code !== 'ENOENT' && stderr !== undefined && stderr !== '') {
        toolchains[language] = stderr;
        continue;
      }
      toolchains[language] = `not found (apt-get install ${debianPackage})`;
      warnings.push(`${command} is not on PATH: ${language} tasks cannot be executed (install the Debian package ${debianPackage})`);
    }
  }
  return toolchains;
}

/** language, command, arguments that print its version, Debian package. */
const TOOLCHAIN_PROBES: ReadonlyArray<readonly [string, string, string[], string]> = [
  ['cpp', 'g++', ['--version'], 'g++'],
  ['rust', 'rustc', ['--version'], 'rustc'],
  ['go', 'go', ['version'], 'golang-go'],
  ['java', 'javac', ['-version'], 'default-jdk-headless'],
];

export function registerDoctorCommand(program: Command, io: CommandIo, setExitCode: (code: number) => void): void {
  program
    .command('doctor')
    .description('show the Python version, the compilers of C++, Rust, Go and Java, sandbox protections, the cache paths run and build use, the local models folder and its models, and API keys found (names only); creates nothing')
    .option('--out <dir>', 'the --out you give run or build (run default: execret-out)')
    .option('--cache <dir>', 'the --cache you give run or build (default: each command\'s own)')
    .option('--models <dir>', 'the --models you give run: list the local models in it (default: transformers.js\' own folders)')
    .option('--json', 'print JSON')
    .action(async (options: DoctorCommandOptions) => {
      const warnings: string[] = [];
      let python = 'not found';
      try {
        python = execFileSync('python3', ['--version'], { encoding: 'utf8' }).trim();
      } catch {
        warnings.push('python3 is not on PATH: Python tasks cannot be executed');
      }
      const toolchains = languageToolchains(warnings);
      const hardening = await pythonHardening(warnings);
      const keys = Object.values(HTTP_PROVIDERS).flatMap((spec) => spec.keyVariables).filter((name, index, all) => all.indexOf(name) === index);
      const found = keys.filter((name) => (process.env[name] ?? '') !== '');
      const caches = cacheLocations(options);
      const models = await localModels(options.models);
      const report = { node: process.version, python, toolchains, sandbox: hardening, caches, models, api_keys_found: found, api_keys_checked: keys, warnings };
      if (options.json) {
        io.stdout(`${JSON.stringify(report, null, 2)}\n`);
      } else {
        io.stdout(
          [
            `node      ${report.node}`,
            `python    ${python}`,
            'toolchains (compiled languages):',
            ...Object.entries(toolchains).map(([language, version]) => `  ${language.padEnd(5)} ${version}`),
            'sandbox:',
            ...formatHardeningReport(hardening).map((line) => `  ${line}`),
            'caches (not created until a command needs them):',
            `  run    executions  ${caches.run.executions}`,
            `         embeddings  ${caches.run.embeddings}`,
            `  build  executions  ${caches.build.executions}`,
            `local models (transformers: systems${options.models === undefined ? '; give run --models <dir> for your own folder' : ''}):`,
            ...(models.problem === undefined ? [] : [`  ${models.problem}`]),
            ...models.folders.map((folder) => {
              const held = models.models[folder] ?? [];
              return `  ${folder}  ${held.length === 0 ? 'no models' : `${held.length} model${held.length === 1 ? '' : 's'}: ${held.join(', ')}`}`;
            }),
            `API keys found   ${found.length > 0 ? found.join(', ') : 'none'} (checked ${keys.join(', ')})`,
            ...warnings.map((warning) => `warning: ${warning}`),
          ].join('\n') + '\n',
        );
      }
      setExitCode(EXIT_CODES.OK);
    });
}
