import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { BUNDLE_FILES, bundleSha256, IoError, readBundle, resolveBundleDirectory, writeFileAtomic } from '@execret/core';
import { Oracle, VerdictBook } from '@execret/oracle';
import { renderBundleHtml } from '@execret/report';
import type { Command } from 'commander';
import { EXIT_CODES } from '../exit-codes.js';
import type { CommandIo } from '../io.js';
import { recordedBundleName } from '../output-folder.js';
import { exampleLines } from '../query-examples.js';
import { resolveBundlePath } from './run.js';

/** The file `execret show` writes into its output folder. */
export const BUNDLE_VIEW_FILE = 'bundle.html';
/** `build_report.json`: the build funnel a built bundle carries beside its data files. */
const BUILD_REPORT_FILE = 'build_report.json';

/** Options of {@link runShow}. */
export interface ShowOptions {
  /** The folder to write `bundle.html` into (created when missing). */
  out: string;
  /** Print a JSON summary instead of a line. */
  json?: boolean;
}

/** What `execret show --json` prints. */
export interface ShowSummary {
  /** The bundle as named on the command line (builtin names as given, folders relative to the working folder). */
  bundle: string;
  /** Its content hash. */
  sha256: string;
  /** Tasks (queries) shown. */
  tasks: number;
  /** Whether the build funnel was drawn (the bundle has a build_report.json). */
  build_report: boolean;
  /** The file written (absolute). */
  file: string;
  /** Its size in bytes. */
  bytes: number;
}

async function readBuildReport(directory: string): Promise<unknown> {
  const path = join(directory, BUILD_REPORT_FILE);
  const text = await readFile(path, 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A damaged build report only loses the funnel; the tasks are still worth showing.
    return undefined;
  }
}

/**
 * `execret show <bundle>`: writes `<out>/bundle.html`, a self-contained view of a bundle (built-in,
 * built or imported): per task the query, examples, tests, canonical and each distractor as a diff
 * with its bug type, operator and the tests that kill it (from the bundle's execution cache), the
 * dataset tables and the build funnel of `build_report.json` when the bundle has one; searchable.
 *
 * @throws IoError when `bundle` names no bundle folder (exit code 3).
 * @throws BundleError when it is not a valid bundle.
 */
export async function runShow(bundleName: string, options: ShowOptions, io: CommandIo): Promise<ShowSummary> {
  const path = resolveBundlePath(bundleName);
  const directory = await resolveBundleDirectory(path);
  if ((await stat(join(directory, BUNDLE_FILES.queries)).catch(() => undefined))?.isFile() !== true) {
    throw new IoError(`no bundle at ${path} (expected ${BUNDLE_FILES.queries} there or in its data/ folder)`, { file: path });
  }
  const { bundle } = await readBundle(path);
  const { sha256 } = await bundleSha256(directory);
  // Verdicts as `execret run` reads them; the oracle has no executor, since showing never executes code.
  const book = new VerdictBook(bundle, new Oracle({ executors: {} }));
  const buildReport = (await readBuildReport(directory)) ?? (await readBuildReport(path));
  const name = recordedBundleName(bundleName);
  const html = renderBundleHtml({
    bundle: { name, sha256, bundle, verdictOf: (queryId, corpusId) => book.get(queryId, corpusId) },
    ...(buildReport === undefined ? {} : { buildReport }),
    examplesOf: exampleLines,
  });
  const file = join(resolve(options.out), BUNDLE_VIEW_FILE);
  await writeFileAtomic(file, html);
  const summary: ShowSummary = { bundle: name, sha256, tasks: bundle.queries.length, build_report: buildReport !== undefined, file, bytes: Buffer.byteLength(html) };
  if (options.json === true) io.stdout(`${JSON.stringify(summary, null, 2)}\n`);
  else io.stdout(`${summary.tasks.toLocaleString('en-US')} tasks of ${name}${summary.build_report ? ' with its build funnel' : ''}: wrote ${file} (${(summary.bytes / 1e6).toFixed(1)} MB); open it in a browser\n`);
  return summary;
}

/** Adds `execret show <bundle>` to the program; `setExitCode` receives 0 on success. */
export function registerShowCommand(program: Command, io: CommandIo, setExitCode: (code: number) => void): void {
  program
    .command('show')
    .description('an offline HTML view of a bundle: every task with its canonical, distractors as diffs and the tests that kill them, and the build funnel')
    .argument('<bundle>', 'builtin, builtin:typescript or a bundle folder')
    .option('--out <dir>', 'the folder to write bundle.html into', 'execret-show')
    .option('--json', 'print a machine-readable summary')
    .action(async (bundle: string, options: { out: string; json?: boolean }) => {
      await runShow(bundle, options, io);
      setExitCode(EXIT_CODES.OK);
    });
}
