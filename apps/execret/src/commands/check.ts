import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { IoError } from '@execret/core';
import { readPrecomputedMatrices, summarizeEmbeddings } from '@execret/embeddings';
import { Oracle, VerdictBook } from '@execret/oracle';
import { checkReleaseFolder, type ReleaseCheckOptions, type ReleaseCheckReport, type SavedEmbeddings } from '@execret/report';
import type { Command } from 'commander';
import { EXIT_CODES, EXIT_CODES_HELP } from '../exit-codes.js';
import type { CommandIo } from '../io.js';
import { resolveBundlePath } from './run.js';
import { runAxesFromConfig } from '../run-axes.js';
import { directedBundle } from '../search-direction.js';

/** Options of `execret check`. */
export interface CheckCommandOptions {
  /** The bundle the folder's results were computed on (default: the one `config.json` names). */
  bundle?: string;
  /** Print JSON instead of text. */
  json?: boolean;
}

async function readSavedEmbeddings(path: string): Promise<SavedEmbeddings> {
  const matrices = await readPrecomputedMatrices(path);
  return { summary: summarizeEmbeddings({ ...matrices, similarity: matrices.similarity ?? 'cosine' }), queryIds: matrices.queries.ids, corpusIds: matrices.corpus.ids };
}

/**
 * What `check` adds to the release checks of `@execret/report`: `builtin` bundle names, the
 * oracle's verdict book (setups told apart; nothing is executed), the npz reader, and the query
 * style and direction `config.json` records (`directedBundle`).
 */
export function cliReleaseCheckOptions(bundle: string | undefined): ReleaseCheckOptions {
  return {
    ...(bundle === undefined ? {} : { bundle }),
    resolveBundle: resolveBundlePath,
    verdicts: (withCaches) => new VerdictBook(withCaches, new Oracle({ executors: {} })),
    readEmbeddings: readSavedEmbeddings,
    benchmarkOf: (bundle, config) => directedBundle(bundle, bundle.queries, runAxesFromConfig(config)),
  };
}

function formatReport(report: ReleaseCheckReport): string {
  const lines: string[] = [];
  for (const check of report.checks) {
    lines.push(`${check.status === 'fail' ? 'FAIL' : check.status}  ${check.title}${check.detail === '' ? '' : ` (${check.detail})`}`);
    for (const problem of check.problems) lines.push(`        ${problem}`);
  }
  const count = (status: string): number => report.checks.filter((check) => check.status === status).length;
  lines.push('', `${report.checks.length} checks: ${count('pass')} passed, ${count('fail')} failed, ${count('skip')} skipped`);
  return `${lines.join('\n')}\n`;
}

/**
 * `execret check <dir>`: runs the release checks of an output folder (`checkReleaseFolder` of `@execret/report`),
 * prints each with pass, FAIL or skip and the problems found, and returns exit code 1 when any
 * check fails.
 *
 * @throws IoError (exit code 3) when the folder does not exist.
 */
export async function runCheck(directory: string, options: CheckCommandOptions, io: CommandIo): Promise<number> {
  const folder = resolve(directory);
  const info = await stat(folder).catch(() => undefined);
  if (info === undefined || !info.isDirectory()) throw new IoError(`${directory}: no such folder (expected the --out folder of execret run)`, { file: directory });
  const report = await checkReleaseFolder(folder, cliReleaseCheckOptions(options.bundle));
  io.stdout(options.json ? `${JSON.stringify(report, null, 2)}\n` : formatReport(report));
  return report.passed ? EXIT_CODES.OK : EXIT_CODES.CHECK_FAILED;
}

/** Adds `execret check <dir>` to the program. */
export function registerCheckCommand(program: Command, io: CommandIo, setExitCode: (code: number) => void): void {
  program
    .command('check <dir>')
    .description('check an output folder as a release: SHA256SUMS, per-query values, means, intervals, pairwise counts, queries, corpus ids, labels and verdicts against the bundle; exit 1 on any failure')
    .option('--bundle <bundle>', 'the bundle the results were computed on (default: the one config.json names)')
    .option('--json', 'print machine-readable output')
    .addHelpText('after', EXIT_CODES_HELP)
    .action(async (directory: string, options: CheckCommandOptions) => {
      setExitCode(await runCheck(directory, options, io));
    });
}
