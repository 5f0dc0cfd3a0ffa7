import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { BUNDLE_FILES, bundleSha256, IoError, readBundle, resolveBundleDirectory, toExecretError } from '@execret/core';
import { Oracle, VerdictBook } from '@execret/oracle';
import type { ReportBundle } from '@execret/report';
import { resolveBundlePath } from '../commands/run.js';
import { OUTPUT_FILES, readOutputFolder, recordedBundleName } from '../output-folder.js';

/** The bundle a report reads, and why none was read when the folder's own could not be used. */
export interface ReportBundleChoice {
  /** The bundle, or undefined when none was given and config.json names none that can be read. */
  bundle: ReportBundle | undefined;
  /** Why the bundle config.json names was not used (one line each). */
  notes: string[];
}

async function holdsBundle(path: string): Promise<boolean> {
  const directory = await resolveBundleDirectory(path);
  return (await stat(join(directory, BUNDLE_FILES.queries)).catch(() => undefined))?.isFile() === true;
}

async function readReportBundle(name: string, path: string): Promise<ReportBundle> {
  const { bundle } = await readBundle(path);
  const { sha256 } = await bundleSha256(await resolveBundleDirectory(path));
  // Verdicts come from the bundle's execution cache exactly as `execret run` reads them; the oracle
  // has no executor, since a report never executes code (VerdictBook.get only reads).
  const book = new VerdictBook(bundle, new Oracle({ executors: {} }));
  return { name, sha256, bundle, verdictOf: (queryId, corpusId) => book.get(queryId, corpusId) };
}

/**
 * Chooses the bundle of `execret report <dir>`: `given` (`--bundle`: builtin, builtin:typescript or
 * a folder) when present, else the bundle `<dir>/config.json` names (`bundle`, as `execret run`
 * recorded it: builtin or a path relative to the working folder) when it can be read there and its
 * content hash is the one config.json records. A config.json bundle that is missing, changed or
 * invalid is not used, with a note saying why; a given one must be readable.
 *
 * @throws IoError when `given` names no bundle folder.
 * @throws BundleError when `given` is not a valid bundle.
 */
export async function loadReportBundle(directory: string, given: string | undefined): Promise<ReportBundleChoice> {
  if (given !== undefined) {
    const path = resolveBundlePath(given);
    if (!(await holdsBundle(path))) throw new IoError(`--bundle ${given}: no bundle at ${path} (expected ${BUNDLE_FILES.queries} there or in its data/ folder)`, { file: path });
    // Named as config.json names bundles (builtin:<language>, or relative to the working folder), so the report holds no absolute path.
    return { bundle: await readReportBundle(recordedBundleName(given), path), notes: [] };
  }
  const { config } = await readOutputFolder(directory);
  const name = config?.['bundle'];
  if (typeof name !== 'string' || name === '') return { bundle: undefined, notes: [] };
  const path = resolveBundlePath(name);
  const unused = 'the dataset tables are left out and missing diagnostics are not derived; give --bundle <bundle>';
  if (!(await holdsBundle(path))) return { bundle: undefined, notes: [`${OUTPUT_FILES.config} names bundle "${name}", which is not at ${path}: ${unused}`] };
  try {
    const recorded = config?.['bundle_sha256'];
    const { sha256 } = await bundleSha256(await resolveBundleDirectory(path));
    if (typeof recorded === 'string' && recorded !== sha256) {
      return { bundle: undefined, notes: [`bundle "${name}" has changed since the run (sha256 ${sha256.slice(0, 12)}…, ${OUTPUT_FILES.config} records ${recorded.slice(0, 12)}…): ${unused}`] };
    }
    return { bundle: await readReportBundle(name, path), notes: [] };
  } catch (error) {
    return { bundle: undefined, notes: [`bundle "${name}" (from ${OUTPUT_FILES.config}) cannot be read (${toExecretError(error).message.split('\n')[0]}): ${unused}`] };
  }
}
