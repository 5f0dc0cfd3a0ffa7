import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { InvalidArgumentError, type Language } from '@execret/core';
import { builtinBundleDirectory } from '@execret/datasets';
import type { Command } from 'commander';
import { EXIT_CODES } from '../exit-codes.js';
import type { CommandIo } from '../io.js';

/** Options of `execret export-bundle`. */
export interface ExportBundleOptions {
  /** The folder to write the bundle's files into. */
  out: string;
  /** Write into a non-empty folder (files of the same name are replaced). */
  force?: boolean;
}

/** The built-in bundle names `export-bundle` accepts, with their language. */
const BUILTIN_BUNDLES = { builtin: 'python', 'builtin:python': 'python', 'builtin:typescript': 'typescript' } as const satisfies Record<string, Language>;

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

/** Adds `execret export-bundle` to the program. */
export function registerExportBundleCommand(program: Command, io: CommandIo, setExitCode: (code: number) => void): void {
  program
    .command('export-bundle')
    .description('write a built-in bundle (builtin, builtin:typescript) into a folder, for embedding it elsewhere')
    .argument('<bundle>', 'builtin (Python) or builtin:typescript')
    .requiredOption('--out <dir>', 'folder to write the bundle files into (new or empty)')
    .option('--force', 'write into a non-empty folder (files of the same name are replaced)')
    .action(async (bundle: string, options: ExportBundleOptions) => {
      const files = await exportBuiltinBundle(bundle, options);
      io.stdout(`wrote ${files.length} files of ${bundle} to ${resolve(options.out)}: ${files.join(', ')}\n`);
      setExitCode(EXIT_CODES.OK);
    });
}
