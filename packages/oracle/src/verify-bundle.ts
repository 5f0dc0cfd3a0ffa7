import {
  codeSha256,
  compareCodeUnits,
  testsSha256,
  type Bundle,
  type CorpusLabel,
  type ExecutionResult,
  type Language,
  type QueryRow,
  type TestOutcome,
} from '@execret/core';
import { NOT_RUN_OUTCOME, type ExecutionVerdict } from './executor.js';
import type { Oracle, OracleJob, OracleRunOptions } from './oracle.js';
import { isLimitOutcome, runUntilLimit, truncateAfterLimit } from './run-until-limit.js';
import { queryLanguage, querySetup } from './query-execution.js';
import { queryTestTimeoutMs } from './task-time-limit.js';

/**
 * The ways a snippet's execution here can disagree with its bundle, in report order:
 * - `cache-verdict`: `execution_cache.jsonl` records the opposite `passes_all_tests`;
 * - `cache-outcomes`: same `passes_all_tests`, but some test's recorded outcome is of another kind
 *   (`pass`, `TIMEOUT`, `FAIL`, or `ERROR: <type>`; see {@link outcomeKind});
 * - `correct-fails`: a snippet labelled `correct` fails at least one of its query's tests;
 * - `incorrect-passes`: a snippet labelled `incorrect` passes every test of its query.
 */
export const DISAGREEMENT_KINDS = ['cache-verdict', 'cache-outcomes', 'correct-fails', 'incorrect-passes'] as const;

/** One of {@link DISAGREEMENT_KINDS}. */
export type DisagreementKind = (typeof DISAGREEMENT_KINDS)[number];

/** A verdict obtained on this machine for one snippet. */
export interface HereVerdict extends ExecutionResult {
  /** How the job ended (`completed`, `timeout`, `crashed`). */
  status: ExecutionVerdict['status'];
  /** True when the verdict came from the local execution cache (it ran on this machine earlier, with the same runtime fingerprint). */
  cached: boolean;
}

/** One snippet, checked against one query's tests. */
export interface SnippetPair {
  /** The snippet's `corpus_id`. */
  corpusId: string;
  /** The query whose test suite it ran against (the query listing it as correct or as a paired distractor). */
  queryId: string;
}

/** One disagreement between what ran here and what the bundle says. */
export interface VerificationDisagreement extends SnippetPair {
  /** What disagrees. */
  kind: DisagreementKind;
  /** The snippet's label in `corpus.jsonl`. */
  label: CorpusLabel;
  /** The verdict `execution_cache.jsonl` records for the (code, tests) pair; absent when no row records it. */
  recorded?: ExecutionResult;
  /** The verdict obtained here. */
  here: HereVerdict;
  /**
   * 0-based indexes of the tests concerned, ascending: for the cache kinds, the tests whose recorded
   * outcome differs from here; for `correct-fails`, the tests that did not pass here; for
   * `incorrect-passes`, the tests the recorded row did not pass (empty without a row).
   */
  tests: number[];
  /**
   * True when every test concerned involves a `TIMEOUT` (here or recorded): the outcome depends on
   * how fast this machine ran the code, so the disagreement may not reproduce on another machine.
   */
  timingDependent: boolean;
}

/** What {@link verifyBundle} found. */
export interface BundleVerification {
  /**
   * (snippet, query) pairs checked: every canonical against each query listing it in
   * `correct_corpus_ids`, every distractor against each query listing it in
   * `paired_distractor_corpus_ids`.
   */
  snippets: number;
  /** Pairs whose verdict was obtained by running the code now. */
  executed: number;
  /** Pairs answered from the local execution cache (verdicts of earlier runs on this machine). */
  fromCache: number;
  /** Pairs with no disagreement (pairs not recorded in the bundle's cache included, when their label holds). */
  agreements: number;
  /** Disagreements per kind (every kind present, zero included). */
  byKind: Record<DisagreementKind, number>;
  /** Disagreements marked {@link VerificationDisagreement.timingDependent}. */
  timingDependent: number;
  /**
   * Pairs whose recorded outcomes differ from here only in the text of `FAIL:` / `ERROR:` messages
   * (same kind for every test). Not a disagreement: the wording depends on the harness and the
   * interpreter version that produced it (`FAIL: assertion failed` vs `FAIL: assert f(1) == 2`).
   */
  messageDifferences: number;
  /** Every disagreement, ordered by corpus id, query id, then kind in {@link DISAGREEMENT_KINDS} order. */
  disagreements: VerificationDisagreement[];
  /** True when the bundle has an `execution_cache.jsonl`. */
  hasExecutionCache: boolean;
  /**
   * Pairs `execution_cache.jsonl` has no row for (ordered by corpus id, then query id): not a
   * failure of the code, only nothing to compare with. Every pair when the bundle has no cache file.
   */
  notRecorded: SnippetPair[];
  /** Corpus ids no query lists (they have no tests to run against), ascending. */
  unpaired: string[];
}

/** Options of {@link verifyBundle}. */
export interface VerifyBundleOptions {
  /** Runs the snippets. */
  oracle: Oracle;
  /**
   * Run every snippet now, neither reading nor writing the oracle's cache (default false: verdicts
   * of earlier runs on this machine are reused, and new ones stored).
   */
  fresh?: boolean;
  /** Aborts the run (the promise rejects with an `ABORTED` error). */
  abortSignal?: AbortSignal;
  /** Called as verdicts arrive with the number of jobs done and the number of jobs. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * Re-executes every canonical and every distractor of a bundle on this machine against its own
 * query's test suite (with the query's `metadata.test_setup` and `metadata.language`, default
 * python, and the per-test limit in `metadata.test_timeout_ms`, default the runtime's) and compares each verdict with the bundle's `execution_cache.jsonl` row for that
 * (code_sha256, tests_sha256) and with the snippet's label. Identical (code, tests, setup) jobs run
 * once. Unless `fresh`, verdicts cached by earlier runs on this machine are reused; cache rows that
 * were imported from an `execution_cache.jsonl` (rather than run here) are run again, so a bundle
 * is never checked against its own records. A snippet whose recorded outcomes met no limit runs in
 * full; the others run up to their first test that meets a limit (`runUntilLimit`: a hang costs one
 * time limit, not one per test). Every verdict here is cut after its first limit outcome, and a test
 * either side did not run (`NOT_RUN_OUTCOME`: a build records none after a hang) is not compared.
 *
 * @throws InvalidArgumentError when a query names a language no executor supports.
 */
export async function verifyBundle(bundle: Bundle, options: VerifyBundleOptions): Promise<BundleVerification> {
  const queries = new Map(bundle.queries.map((query) => [query.query_id, query]));
  const corpus = new Map(bundle.corpus.map((row) => [row.corpus_id, row]));
  const pairs = snippetPairs(bundle);
  const jobs: OracleJob[] = pairs.map(({ corpusId, queryId }) => {
    const query = queries.get(queryId) as QueryRow;
    const setup = querySetup(query);
    const testTimeoutMs = queryTestTimeoutMs(query);
    return {
      language: queryLanguage(query),
      code: corpus.get(corpusId)?.code as string,
      tests: query.test_suite,
      ...(setup === undefined ? {} : { testSetup: setup }),
      // The per-test limit the bundle was built with (a calibrated task, `--timeout`).
      ...(testTimeoutMs === undefined ? {} : { testTimeoutMs }),
    };
  });
  const recordedRows = new Map<string, ExecutionResult>();
  for (const row of bundle.executionCache ?? []) {
    recordedRows.set(`${row.code_sha256}:${row.tests_sha256}`, { testResults: row.test_results as TestOutcome[], passesAllTests: row.passes_all_tests });
  }
  // A snippet whose recorded outcomes met no limit runs in full at once; the others (a recorded
  // hang, or no record) stop at their first hang, as the build did.
  const testsOf = new Map<string, string>();
  const full = pairs.map(({ corpusId, queryId }) => {
    const query = queries.get(queryId) as QueryRow;
    let hash = testsOf.get(queryId);
    if (hash === undefined) {
      hash = testsSha256(query.test_suite);
      testsOf.set(queryId, hash);
    }
    const recorded = recordedRows.get(`${codeSha256(corpus.get(corpusId)?.code ?? '')}:${hash}`);
    return recorded !== undefined && !recorded.testResults.some((outcome) => outcome === NOT_RUN_OUTCOME || isLimitOutcome(outcome));
  });
  const verdicts = await runHere(jobs, full, options);
  const testsHash = new Map<string, string>();
  const byKind = Object.fromEntries(DISAGREEMENT_KINDS.map((kind) => [kind, 0])) as Record<DisagreementKind, number>;
  const disagreements: VerificationDisagreement[] = [];
  const notRecorded: SnippetPair[] = [];
  let fromCache = 0;
  let agreements = 0;
  let messageDifferences = 0;
  pairs.forEach((pair, index) => {
    const verdict = verdicts[index] as ExecutionVerdict;
    const query = queries.get(pair.queryId) as QueryRow;
    const row = corpus.get(pair.corpusId);
    if (row === undefined) return;
    const here: HereVerdict = { testResults: verdict.testResults, passesAllTests: verdict.passesAllTests, status: verdict.status, cached: verdict.cached === true };
    if (here.cached) fromCache += 1;
    let tests = testsHash.get(pair.queryId);
    if (tests === undefined) {
      tests = testsSha256(query.test_suite);
      testsHash.set(pair.queryId, tests);
    }
    const recorded = recordedRows.get(`${codeSha256(row.code)}:${tests}`);
    if (recorded === undefined) notRecorded.push(pair);
    else if (sameKinds(recorded.testResults, here.testResults) && recorded.testResults.some((outcome, test) => !notCompared(outcome, here.testResults[test]) && outcome !== here.testResults[test])) messageDifferences += 1;
    const found = compareVerdicts(row.label, recorded, here).map((finding): VerificationDisagreement => ({
      ...pair,
      label: row.label,
      ...(recorded === undefined ? {} : { recorded }),
      here,
      ...finding,
    }));
    if (found.length === 0) agreements += 1;
    for (const disagreement of found) {
      byKind[disagreement.kind] += 1;
      disagreements.push(disagreement);
    }
  });

  const paired = new Set(pairs.map((pair) => pair.corpusId));
  return {
    snippets: pairs.length,
    executed: pairs.length - fromCache,
    fromCache,
    agreements,
    byKind,
    timingDependent: disagreements.filter((disagreement) => disagreement.timingDependent).length,
    messageDifferences,
    disagreements,
    hasExecutionCache: bundle.executionCache !== undefined,
    notRecorded,
    unpaired: bundle.corpus
      .map((row) => row.corpus_id)
      .filter((id) => !paired.has(id))
      .sort(compareCodeUnits),
  };
}

/** Every (snippet, query) pair to check, ordered by corpus id, then query id; ids a query lists but the corpus lacks are skipped. */
function snippetPairs(bundle: Bundle): SnippetPair[] {
  const corpusIds = new Set(bundle.corpus.map((row) => row.corpus_id));
  const seen = new Set<string>();
  const pairs: SnippetPair[] = [];
  for (const query of bundle.queries) {
    for (const corpusId of [...query.correct_corpus_ids, ...query.paired_distractor_corpus_ids]) {
      const key = `${corpusId}\u0000${query.query_id}`;
      if (!corpusIds.has(corpusId) || seen.has(key)) continue;
      seen.add(key);
      pairs.push({ corpusId, queryId: query.query_id });
    }
  }
  return pairs.sort((left, right) => compareCodeUnits(left.corpusId, right.corpusId) || compareCodeUnits(left.queryId, right.queryId));
}

/**
 * Runs the jobs through the oracle. Cached verdicts that were imported from a release file are
 * not evidence from this machine, so those jobs run again (and their real verdicts replace the
 * imported rows in the cache).
 */
async function runHere(jobs: readonly OracleJob[], full: readonly boolean[], options: VerifyBundleOptions): Promise<ExecutionVerdict[]> {
  const run = { abortSignal: options.abortSignal, onProgress: options.onProgress };
  if (options.fresh) return runEach(options.oracle, jobs, full, { ...run, cacheMode: 'off' });
  const verdicts = await runEach(options.oracle, jobs, full, { ...run, cacheMode: 'read-write' });
  const imported = verdicts.flatMap((verdict, index) => (verdict.status === 'imported' ? [index] : []));
  if (imported.length === 0) return verdicts;
  const settled = jobs.length - imported.length;
  const rerun = await runEach(
    options.oracle,
    imported.map((index) => jobs[index] as OracleJob),
    imported.map((index) => full[index] as boolean),
    { abortSignal: options.abortSignal, cacheMode: 'write-only', onProgress: (done) => options.onProgress?.(settled + done, jobs.length) },
  );
  imported.forEach((index, position) => {
    verdicts[index] = rerun[position] as ExecutionVerdict;
  });
  return verdicts;
}

/**
 * Runs the jobs marked `full` in full and the others through `runUntilLimit` (a hang costs one
 * limit), both at once so the executors stay busy; every verdict is cut after its first limit
 * outcome (`truncateAfterLimit`), as a build records it. Verdicts in job order.
 */
async function runEach(oracle: Oracle, jobs: readonly OracleJob[], full: readonly boolean[], options: Omit<OracleRunOptions, 'stopAtFirstFailure'>): Promise<ExecutionVerdict[]> {
  // Every language's executor first: a language no executor runs fails before anything runs.
  for (const language of new Set(jobs.map((job) => job.language))) await oracle.describeRuntime(language);
  const whole = jobs.flatMap((_, index) => (full[index] === true ? [index] : []));
  const until = jobs.flatMap((_, index) => (full[index] === true ? [] : [index]));
  const done = [0, 0];
  const progress = (part: number) => (count: number): void => {
    done[part] = count;
    options.onProgress?.((done[0] as number) + (done[1] as number), jobs.length);
  };
  const [wholeVerdicts, untilVerdicts] = await Promise.all([
    oracle.run(whole.map((index) => jobs[index] as OracleJob), { ...options, onProgress: progress(0) }),
    runUntilLimit(oracle, until.map((index) => jobs[index] as OracleJob), { ...options, onProgress: progress(1) }),
  ]);
  const verdicts: ExecutionVerdict[] = new Array(jobs.length);
  whole.forEach((index, position) => {
    verdicts[index] = truncateAfterLimit(wholeVerdicts[position] as ExecutionVerdict);
  });
  until.forEach((index, position) => {
    verdicts[index] = untilVerdicts[position] as ExecutionVerdict;
  });
  return verdicts;
}

/** The disagreements of one pair, in {@link DISAGREEMENT_KINDS} order. */
function compareVerdicts(label: CorpusLabel, recorded: ExecutionResult | undefined, here: ExecutionResult): Array<Pick<VerificationDisagreement, 'kind' | 'tests' | 'timingDependent'>> {
  const found: Array<Pick<VerificationDisagreement, 'kind' | 'tests' | 'timingDependent'>> = [];
  if (recorded !== undefined) {
    const length = Math.max(recorded.testResults.length, here.testResults.length);
    const differing: number[] = [];
    for (let index = 0; index < length; index += 1) if (!notCompared(recorded.testResults[index], here.testResults[index]) && outcomeKind(recorded.testResults[index]) !== outcomeKind(here.testResults[index])) differing.push(index);
    if (recorded.passesAllTests !== here.passesAllTests || differing.length > 0) {
      found.push({
        kind: recorded.passesAllTests === here.passesAllTests ? 'cache-outcomes' : 'cache-verdict',
        tests: differing,
        timingDependent: differing.length > 0 && differing.every((index) => recorded.testResults[index] === 'TIMEOUT' || here.testResults[index] === 'TIMEOUT'),
      });
    }
  }
  if (label === 'correct' && !here.passesAllTests) {
    const failing = indexesNotPassing(here.testResults);
    found.push({ kind: 'correct-fails', tests: failing, timingDependent: failing.length > 0 && failing.every((index) => here.testResults[index] === 'TIMEOUT') });
  }
  if (label === 'incorrect' && here.passesAllTests) {
    // Only the recorded failures say whether the recorded verdict was a matter of speed.
    const failing = recorded === undefined ? [] : indexesNotPassing(recorded.testResults);
    found.push({ kind: 'incorrect-passes', tests: failing, timingDependent: failing.length > 0 && failing.every((index) => recorded?.testResults[index] === 'TIMEOUT') });
  }
  return found;
}

/**
 * What an outcome says about the code, without the message text: `pass`, `TIMEOUT`, `FAIL`, or
 * `ERROR: <type>` (`ERROR: TypeError: bad operand` → `ERROR: TypeError`); `undefined` for a missing outcome.
 */
export function outcomeKind(outcome: string | undefined): string | undefined {
  if (outcome === undefined || outcome === 'pass' || outcome === 'TIMEOUT') return outcome;
  if (outcome === 'FAIL' || outcome.startsWith('FAIL:')) return 'FAIL';
  if (outcome.startsWith('ERROR:')) {
    const type = outcome.slice('ERROR:'.length).trimStart().split(':')[0]?.trim() ?? '';
    return `ERROR: ${type}`;
  }
  return outcome;
}

function sameKinds(recorded: readonly string[], here: readonly string[]): boolean {
  return recorded.length === here.length && recorded.every((outcome, index) => notCompared(outcome, here[index]) || outcomeKind(outcome) === outcomeKind(here[index]));
}

/**
 * True when there is nothing to compare: either side did not run the test (a build records no
 * outcome after a hang, nor does verify run one), or the test met a limit on both sides (a
 * `TIMEOUT` one side, the process killed out of memory the other: code that does not complete,
 * which of its limits it meets first depends on the machine's speed, as G4's confirmation allows).
 */
function notCompared(recorded: string | undefined, here: string | undefined): boolean {
  if (recorded === NOT_RUN_OUTCOME || here === NOT_RUN_OUTCOME) return true;
  return recorded !== undefined && here !== undefined && isLimitOutcome(recorded) && isLimitOutcome(here);
}

/** Indexes of the tests that ran and did not pass (a test not run is neither). */
function indexesNotPassing(outcomes: readonly string[]): number[] {
  return outcomes.flatMap((outcome, index) => (outcome === 'pass' || outcome === NOT_RUN_OUTCOME ? [] : [index]));
}
