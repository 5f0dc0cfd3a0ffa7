import { join, resolve } from 'node:path';
import { BUNDLE_FILES, BundleError, formatProblem, InvalidArgumentError, validateBundle, type ExecutionResult } from '@execret/core';
import { repoQueryMetadata } from '@execret/repo';
import {
  DISAGREEMENT_KINDS,
  verifyBundle,
  type Oracle,
  type BundleVerification,
  type VerificationDisagreement,
} from '@execret/oracle';
import { Option, type Command } from 'commander';
import { EXIT_CODES, EXIT_CODES_HELP } from '../exit-codes.js';
import { interruptible } from '../interruptible.js';
import type { CommandIo } from '../io.js';
import { openExecutionOracle, openUncachedOracle } from '../execution-oracle.js';
import { createProgress } from '../progress.js';
import { resolveBundlePath } from './run.js';

/** Options of `execret verify`. */
export interface VerifyCommandOptions {
  /** Execution cache folder (default: see {@link defaultVerifyCache}). */
  cache?: string;
  /** Run every snippet again without reading or writing the execution cache. */
  fresh?: boolean;
  /** Print the {@link VerifyReport} as JSON instead of text. */
  json?: boolean;
  /** Run the executions on `execret worker` processes through this Redis (default `$EXECRET_REDIS_URL`, else here). */
  redis?: string;
}

/** What `execret verify --json` prints: the oracle's verification with where it ran. */
export interface VerifyReport extends BundleVerification {
  format: 'execret-verify-report';
  /** The bundle folder verified (absolute). */
  bundle: string;
  /** The execution cache folder used, or null with `--fresh`. */
  cache: string | null;
  /**
   * Integrity problems that do not stop a verification (a file whose SHA-256 differs from
   * `manifest.json`, a manifest that lists the files wrongly); `execret validate` reports them as errors.
   */
  warnings: string[];
}

/** Problem kinds about the manifest only: the rows can still be executed and compared, so they are warnings here. */
const INTEGRITY_ONLY = new Set(['hash-mismatch', 'manifest']);

/**
 * The default execution cache of `verify`: `<bundle>/../.execret-cache` (where `execret build`
 * put the bundle's cache), or `./.execret-cache` for the built-in bundles, whose folder belongs to
 * the installed package.
 */
export function defaultVerifyCache(bundle: string): string {
  if (bundle === 'builtin' || bundle.startsWith('builtin:')) return resolve('.execret-cache');
  return join(resolveBundlePath(bundle), '..', '.execret-cache');
}

/**
 * `execret verify <bundle>`: re-executes every canonical and distractor of a bundle on this machine
 * (`verifyBundle` of `@execret/oracle`) and prints a summary and one line per disagreement with the
 * bundle's `execution_cache.jsonl` or labels. Returns 1 on any disagreement, 0 otherwise.
 */
export async function runVerify(bundleArgument: string, options: VerifyCommandOptions, io: CommandIo, abortSignal?: AbortSignal): Promise<number> {
  const bundlePath = resolveBundlePath(bundleArgument);
  const report = await validateBundle(bundlePath, { abortSignal });
  const blocking = report.problems.filter((problem) => !INTEGRITY_ONLY.has(problem.kind));
  if (blocking.length > 0) throw new BundleError(blocking);
  const warnings = report.problems.filter((problem) => INTEGRITY_ONLY.has(problem.kind)).map((problem) => `${formatProblem(problem)} (execret validate reports this as an error)`);
  // A repository bundle's tests are test ids of its project, not statements the oracle can run.
  if (report.bundle?.queries.some((query) => repoQueryMetadata(query) !== undefined) === true) throw new InvalidArgumentError(`${bundleArgument} is a repository bundle (execret build --from repo): verify cannot re-run its project's tests yet; rebuild it to re-verify`);

  const progress = createProgress(io, { quiet: options.json });
  const cache = options.fresh ? null : resolve(options.cache ?? defaultVerifyCache(bundleArgument));
  const onWarning = (message: string): void => progress.note(`warning: ${message}`);
  const target = { redis: options.redis, onWarning };
  const local = cache === null ? undefined : openExecutionOracle(cache, target);
  // --fresh opens no cache at all, so it creates nothing on disk.
  const uncached = local === undefined ? openUncachedOracle(target) : undefined;
  const oracle = local?.oracle ?? (uncached?.oracle as Oracle);
  let verification: BundleVerification;
  try {
    let tick: ((done: number) => void) | undefined;
    verification = await verifyBundle(report.bundle, {
      oracle,
      fresh: options.fresh,
      abortSignal,
      onProgress: (done, total) => {
        tick ??= progress.stage('verify: execute', total);
        tick(done);
      },
    });
    progress.done();
  } finally {
    await (local ?? uncached)?.dispose();
  }

  const result: VerifyReport = { format: 'execret-verify-report', bundle: bundlePath, cache, ...verification, warnings };
  if (options.json) io.stdout(`${JSON.stringify(result, null, 2)}\n`);
  else {
    for (const warning of warnings) io.stderr(`warning: ${warning}\n`);
    io.stdout(formatVerifyReport(result));
  }
  return verification.disagreements.length > 0 ? EXIT_CODES.CHECK_FAILED : EXIT_CODES.OK;
}

/** How many `not recorded` lines the text report shows (`--json` lists them all). */
const NOT_RECORDED_SHOWN = 20;

/** The verify report as text: a summary, then one line per disagreement. */
export function formatVerifyReport(report: VerifyReport): string {
  const disagreements = report.disagreements.length;
  const lines = [
    `bundle         ${report.bundle}`,
    `snippets       ${report.snippets} (${report.executed} executed here, ${report.fromCache} from the execution cache${report.cache === null ? '; --fresh: cache not used' : ` ${join(report.cache, 'executions.sqlite')}`})`,
    `agreements     ${report.agreements}`,
    `disagreements  ${disagreements} (${DISAGREEMENT_KINDS.map((kind) => `${kind} ${report.byKind[kind]}`).join(', ')}; ${report.timingDependent} timing-dependent)`,
    report.hasExecutionCache
      ? `not recorded   ${report.notRecorded.length} (snippets with no ${BUNDLE_FILES.executionCache} row: labels checked only)`
      : `not recorded   ${report.notRecorded.length} (the bundle has no ${BUNDLE_FILES.executionCache}: labels checked only)`,
  ];
  if (report.messageDifferences > 0) lines.push(`wording only   ${report.messageDifferences} (recorded FAIL/ERROR messages worded otherwise, same outcome for every test: not a disagreement)`);
  if (report.unpaired.length > 0) lines.push(`unpaired       ${report.unpaired.length} (corpus rows no query lists, not run: ${listed(report.unpaired, 5)})`);
  if (disagreements > 0) lines.push('', ...report.disagreements.map(formatDisagreement));
  if (report.hasExecutionCache && report.notRecorded.length > 0) {
    lines.push('');
    for (const pair of report.notRecorded.slice(0, NOT_RECORDED_SHOWN)) lines.push(`${pair.corpusId} (${pair.queryId}): not recorded`);
    if (report.notRecorded.length > NOT_RECORDED_SHOWN) lines.push(`… ${report.notRecorded.length - NOT_RECORDED_SHOWN} more (--json lists all)`);
  }
  lines.push(
    '',
    disagreements === 0
      ? 'verified: every snippet agrees with the bundle'
      : `${disagreements} disagreement${disagreements === 1 ? '' : 's'}${report.timingDependent > 0 ? ` (${report.timingDependent} timing-dependent: a TIMEOUT on one side; rerun with --fresh, or on a less loaded machine)` : ''}`,
  );
  return `${lines.join('\n')}\n`;
}

/** `corpus_id (query_id): kind: recorded … / here …`. */
export function formatDisagreement(disagreement: VerificationDisagreement): string {
  const kind = `${disagreement.kind}${disagreement.timingDependent ? ' (timing-dependent)' : ''}`;
  const { recorded, here } = disagreement;
  let recordedText: string;
  let hereText: string;
  switch (disagreement.kind) {
    case 'cache-outcomes':
      recordedText = outcomesAt(recorded as ExecutionResult, disagreement.tests);
      hereText = outcomesAt(here, disagreement.tests);
      break;
    case 'cache-verdict':
      recordedText = verdictSummary(recorded as ExecutionResult);
      hereText = verdictSummary(here);
      break;
    default:
      recordedText = `${disagreement.label}${recorded === undefined ? '' : `, ${verdictSummary(recorded)}`}`;
      hereText = verdictSummary(here);
  }
  return `${disagreement.corpusId} (${disagreement.queryId}): ${kind}: recorded ${recordedText} / here ${hereText}${here.cached ? ' (from the execution cache)' : ''}`;
}

/** `passes all 8 tests`, or `fails 2 of 8 tests (#3 FAIL: …, #5 TIMEOUT)` with test numbers from 1. */
function verdictSummary(result: ExecutionResult): string {
  const total = result.testResults.length;
  if (result.passesAllTests) return `passes all ${total} test${total === 1 ? '' : 's'}`;
  const failing = result.testResults.flatMap((outcome, index) => (outcome === 'pass' ? [] : [index]));
  return `fails ${failing.length} of ${total} test${total === 1 ? '' : 's'} (${outcomesAt(result, failing)})`;
}

/** The outcomes of some tests: `#2 FAIL: …, #3 pass` (the first three, then a count). */
function outcomesAt(result: ExecutionResult, indexes: readonly number[]): string {
  const shown = indexes.slice(0, 3).map((index) => `#${index + 1} ${shorten(result.testResults[index] ?? 'no outcome')}`);
  return `${shown.join(', ')}${indexes.length > 3 ? `, … ${indexes.length - 3} more` : ''}`;
}

function shorten(outcome: string): string {
  const line = outcome.replace(/\s+/g, ' ');
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
}

function listed(ids: readonly string[], most: number): string {
  return `${ids.slice(0, most).join(', ')}${ids.length > most ? `, … ${ids.length - most} more` : ''}`;
}

/** Adds `execret verify <bundle>` to the program; `setExitCode` receives 1 on any disagreement. */
export function registerVerifyCommand(program: Command, io: CommandIo, setExitCode: (code: number) => void): void {
  program
    .command('verify')
    .description('re-execute every snippet of a bundle here; report disagreements with its execution cache and labels')
    .argument('<bundle>', 'builtin, builtin:typescript, or a bundle folder')
    .option('--cache <dir>', 'execution cache folder (default: <bundle>/../.execret-cache; ./.execret-cache for builtin bundles)')
    .addOption(new Option('--fresh', 'run every snippet again, without reading or writing the execution cache').conflicts('cache'))
    .option('--redis <url>', 'run the executions on execret worker processes through this Redis (BullMQ); default $EXECRET_REDIS_URL, else this machine')
    .option('--json', 'print a machine-readable report')
    .addHelpText('after', EXIT_CODES_HELP)
    .action(async (bundle: string, options: VerifyCommandOptions) => {
      const { signal, release } = interruptible();
      try {
        setExitCode(await runVerify(bundle, options, io, signal));
      } finally {
        release();
      }
    });
}
