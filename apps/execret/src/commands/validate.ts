import { formatProblem, validateBundle, type BundleValidationReport } from '@execret/core';
import { Option, type Command } from 'commander';
import { EXIT_CODES, EXIT_CODES_HELP } from '../exit-codes.js';
import type { CommandIo } from '../io.js';
import { positiveInteger } from '../option-parsers.js';
import { resolveBundlePath } from './run.js';

/** Options of `execret validate`. */
export interface ValidateOptions {
  /** Print a JSON report instead of text. */
  json?: boolean;
  /** Report at most this many problems. */
  maxProblems?: number;
}

/** The summary printed by `execret validate --json`. */
export interface ValidateSummary {
  bundle: string;
  valid: boolean;
  counts: BundleValidationReport['counts'];
  distractors_per_query: Record<string, number>;
  problems: Array<{ kind: string; file: string; line?: number; field?: string; message: string }>;
  warnings: Array<{ kind: string; file: string; line?: number; field?: string; message: string }>;
}

function summarize(path: string, report: BundleValidationReport): ValidateSummary {
  const perQuery = new Map<number, number>();
  for (const query of report.bundle.queries) {
    const count = query.paired_distractor_corpus_ids.length;
    perQuery.set(count, (perQuery.get(count) ?? 0) + 1);
  }
  const flatten = (problem: BundleValidationReport['problems'][number]) => ({
    kind: problem.kind,
    file: problem.location.file,
    ...(problem.location.line === undefined ? {} : { line: problem.location.line }),
    ...(problem.location.field === undefined ? {} : { field: problem.location.field }),
    message: formatProblem(problem),
  });
  return {
    bundle: path,
    valid: report.valid,
    counts: report.counts,
    distractors_per_query: Object.fromEntries([...perQuery.entries()].sort(([left], [right]) => left - right).map(([count, queries]) => [String(count), queries])),
    problems: report.problems.map(flatten),
    warnings: report.warnings.map(flatten),
  };
}

/**
 * `execret validate <bundle>`: checks a bundle and prints a summary (queries, snippets,
 * distractors per bug type). Problems go to stderr as `file:line: message`; returns exit code 1
 * when the bundle is invalid.
 */
export async function runValidate(path: string, options: ValidateOptions, io: CommandIo): Promise<number> {
  const report = await validateBundle(path, { maxProblems: options.maxProblems });
  const summary = summarize(path, report);
  if (options.json) {
    io.stdout(`${JSON.stringify(summary, null, 2)}\n`);
    return report.valid ? EXIT_CODES.OK : EXIT_CODES.CHECK_FAILED;
  }
  const counts = report.counts;
  const lines = [
    `bundle      ${path}`,
    `queries     ${counts.queries}`,
    `snippets    ${counts.corpus} (${counts.canonicals} canonical, ${counts.distractors} distractors)`,
    `distractors per query: ${Object.entries(summary.distractors_per_query).map(([count, queries]) => `${count}: ${queries} queries`).join(', ') || 'none'}`,
    'distractors per bug type:',
    ...Object.entries(counts.bug_types).map(([bugType, count]) => `  ${bugType.padEnd(24)} ${count}`),
    `distractor metadata rows ${counts.distractor_metadata}, execution cache rows ${counts.execution_cache}`,
  ];
  io.stdout(`${lines.join('\n')}\n`);
  for (const warning of report.warnings) io.stderr(`warning: ${formatProblem(warning)}\n`);
  for (const problem of report.problems) io.stderr(`error: ${formatProblem(problem)}\n`);
  if (report.valid) {
    io.stdout('valid\n');
    return EXIT_CODES.OK;
  }
  io.stderr(`invalid: ${report.problems.length} problem${report.problems.length === 1 ? '' : 's'}\n`);
  return EXIT_CODES.CHECK_FAILED;
}

/** Adds `execret validate <bundle>` to the program; `setExitCode` receives its exit code. */
export function registerValidateCommand(program: Command, io: CommandIo, setExitCode: (code: number) => void): void {
  program
    .command('validate')
    .description('check a bundle (queries.jsonl, corpus.jsonl, ...) and print a summary')
    .argument('<bundle>', 'builtin, builtin:typescript, or a bundle folder (or a folder whose data/ subfolder holds the files)')
    .option('--json', 'print a machine-readable report')
    .addOption(new Option('--max-problems <n>', 'report at most this many problems').argParser(positiveInteger).default(1000))
    .addHelpText('after', EXIT_CODES_HELP)
    .action(async (bundle: string, options: { json?: boolean; maxProblems: number }) => {
      setExitCode(await runValidate(bundle.startsWith('builtin') ? resolveBundlePath(bundle) : bundle, options, io));
    });
}
