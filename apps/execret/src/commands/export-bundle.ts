import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { bundleSha256, InvalidArgumentError, readBundle, resolveBundleDirectory, writeBundle, type Language } from '@execret/core';
import { builtinBundleDirectory, withoutGeneratedTests } from '@execret/datasets';
import type { Command } from 'commander';
import { EXIT_CODES } from '../exit-codes.js';
import type { CommandIo } from '../io.js';
import { resolveBundlePath } from './run.js';

/** Options of `execret export-bundle`. */
export interface ExportBundleOptions {
  /** The folder to write the bundle's files into. */
  out: string;
  /** Write into a non-empty folder (files of the same name are replaced). */
  force?: boolean;
}

/** The built-in bundle names `export-bundle` accepts, with their language. */
const BUILTIN_BUNDLES = { builtin: 'python', 'builtin:python': 'python', 'builtin:typescript': 'typescript', 'builtin:javascript': 'javascript' } as const satisfies Record<string, Language>;

function isBuiltinBundleName(name: string): name is keyof typeof BUILTIN_BUNDLES {
  return Object.hasOwn(BUILTIN_BUNDLES, name);
}

async function folderEntries(folder: string): Promise<string[] | undefined> {
  try {
    return await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Copies every file of a built-in bundle (`builtin`, `builtin:typescript`) byte for byte into `out`
 * and returns the file names written, sorted. A non-empty `out` is refused unless `force` is set.
 */
export async function exportBuiltinBundle(bundle: string, options: ExportBundleOptions): Promise<string[]> {
  if (!isBuiltinBundleName(bundle)) throw new InvalidArgumentError(`unknown built-in bundle "${bundle}"; expected one of ${Object.keys(BUILTIN_BUNDLES).join(', ')}`);
  const source = builtinBundleDirectory(BUILTIN_BUNDLES[bundle]);
  const out = resolve(options.out);
  const existing = await folderEntries(out);
  if (existing !== undefined && existing.length > 0 && options.force !== true) {
    throw new InvalidArgumentError(`${out} is not empty (${existing.length} entries); use --force to write into it anyway`);
  }
  const files = (await readdir(source, { withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name).sort();
  await mkdir(out, { recursive: true });
  for (const file of files) await copyFile(join(source, file), join(out, file));
  return files;
}

/** What {@link exportWithoutGeneratedTests} wrote. */
export interface WithoutGeneratedTestsExport {
  /** File names written, sorted. */
  files: string[];
  /** Queries that had generated tests, and the tests removed. */
  queries: number;
  removedTests: number;
}

/**
 * Writes `bundle` (builtin, builtin:typescript or a bundle folder) without its generated tests
 * (`metadata.generated_tests`, added by `build --amplify`) into `out`: the JSONL files as
 * `withoutGeneratedTests` derives them (no code runs) and a new `manifest.json` keeping the
 * source's seed and tools and recording `derived_from` (the source's content hash and the tests
 * removed). The result is a bundle of its own, with its own content hash: `run`, `report`,
 * `verify` and `check` on it score every query by its original tests only. A non-empty `out` is
 * refused unless `force` is set.
 */
export async function exportWithoutGeneratedTests(bundle: string, options: ExportBundleOptions): Promise<WithoutGeneratedTestsExport> {
  const source = resolveBundlePath(bundle);
  const out = resolve(options.out);
  const existing = await folderEntries(out);
  if (existing !== undefined && existing.length > 0 && options.force !== true) {
    throw new InvalidArgumentError(`${out} is not empty (${existing.length} entries); use --force to write into it anyway`);
  }
  const { bundle: whole } = await readBundle(source);
  const { sha256 } = await bundleSha256(await resolveBundleDirectory(source));
  const { bundle: reduced, queries, removedTests } = withoutGeneratedTests(whole);
  const { manifest, ...rows } = reduced;
  await mkdir(out, { recursive: true });
  await writeBundle(out, rows, {
    ...(manifest?.seed === undefined ? {} : { seed: manifest.seed }),
    ...(manifest?.tools === undefined ? {} : { tools: manifest.tools }),
    manifestFields: { derived_from: { bundle_sha256: sha256, without_generated_tests: removedTests } },
  });
  return { files: (await readdir(out)).sort(), queries, removedTests };
}

/** Adds `execret export-bundle` to the program. */
export function registerExportBundleCommand(program: Command, io: CommandIo, setExitCode: (code: number) => void): void {
  program
    .command('export-bundle')
    .description('write a built-in bundle (builtin, builtin:typescript) into a folder, for embedding it elsewhere')
    .argument('<bundle>', 'builtin (Python), builtin:typescript or builtin:javascript; with --without-generated-tests also a bundle folder')
    .requiredOption('--out <dir>', 'folder to write the bundle files into (new or empty)')
    .option('--force', 'write into a non-empty folder (files of the same name are replaced)')
    .option('--without-generated-tests', 'write the bundle without the tests build --amplify generated (metadata.generated_tests), to score with the original tests only')
    .action(async (bundle: string, options: ExportBundleOptions & { withoutGeneratedTests?: boolean }) => {
      if (options.withoutGeneratedTests === true) {
        const written = await exportWithoutGeneratedTests(bundle, options);
        io.stdout(`wrote ${bundle} without its generated tests (${written.removedTests} tests of ${written.queries} queries removed) to ${resolve(options.out)}: ${written.files.join(', ')}\n`);
        setExitCode(EXIT_CODES.OK);
        return;
      }
      const files = await exportBuiltinBundle(bundle, options);
      io.stdout(`wrote ${files.length} files of ${bundle} to ${resolve(options.out)}: ${files.join(', ')}\n`);
      setExitCode(EXIT_CODES.OK);
    });
}
