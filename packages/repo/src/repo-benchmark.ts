import { basename, resolve } from 'node:path';
import { BUG_TYPES, codeSha256, DEFAULT_SEED, SeededRandom, testsSha256, throwIfAborted, type Bundle, type CorpusRow, type DistractorMetadataRow, type ExecutionCacheRow, type QueryRow, type TestOutcome } from '@execret/core';
import { canonicalProblem, mutate, type MutateOptions } from '@execret/mutator';
import { emptyFunnel, type RepoBuildReport, type RepoFunnel, type RepoSurvivor } from './repo-build-report.js';
import { detectRepoBackend, REPO_BACKENDS } from './repo-backends.js';
import type { RepoFunction, RepoLanguageBackend, RunnerOptions, SwitchingRunner, SwitchVerdict, TestCoverage } from './repo-language-backend.js';
import { RepoProjectError } from './repo-project-error.js';
import { snapshotProject, type RepoSnapshot } from './repo-snapshot.js';
import { switchTimeoutMs, type TimeLimitRule, DEFAULT_TIME_LIMIT_RULE } from './switch-time-limit.js';

/** Options of {@link buildRepoBenchmark}. */
export interface RepoBuildOptions {
  /** The project folder (never written to). */
  projectDir: string;
  /** `--test-command`, already split into words. */
  testCommand?: readonly string[];
  /** Environment variable names passed into the sandbox. */
  passEnv?: readonly string[];
  /** Seed of distractor choice and corpus id order (default 20260510). */
  seed?: number;
  /** Most distractors per query (default 4). */
  maxDistractors?: number;
  /**
   * The mutator's registry, operator names and exclusions (default: every built-in operator), or
   * a function giving them for the detected language (exclusions must name that language's operators).
   */
  mutation?: Pick<MutateOptions, 'mutators' | 'operators' | 'exclude'> | ((language: string) => Pick<MutateOptions, 'mutators' | 'operators' | 'exclude'>);
  /** Backends tried in order (default {@link REPO_BACKENDS}). */
  backends?: readonly RepoLanguageBackend[];
  /** Concurrent switched runs (default 2). */
  concurrency?: number;
  /** Sandbox mode (default `auto`). */
  sandbox?: RunnerOptions['sandbox'];
  /** Time limit of a switched run from the covering tests' measured durations. */
  timeLimit?: TimeLimitRule;
  /** Progress of each stage. */
  onProgress?: (stage: string, done: number, total: number) => void;
  /** The test runner's diagnostics. */
  onLog?: (line: string) => void;
  abortSignal?: AbortSignal;
}

/** What {@link buildRepoBenchmark} produces: the bundle, its report and the project snapshot. */
export interface RepoBuildResult {
  bundle: Bundle;
  report: RepoBuildReport;
  snapshot: RepoSnapshot;
}

interface Candidate {
  functionId: string;
  code: string;
  bugType: string;
  operator: string;
  line: number;
  before: string;
  after: string;
}

interface Judged extends Candidate {
  verdict: SwitchVerdict;
  killed: boolean;
  survivorReason?: RepoSurvivor['reason'];
}

/** Normalised text for the "equivalent" check: a mutant that differs only in spacing. */
const squash = (code: string): string => code.replace(/\s+/g, '');

/**
 * `execret build --from repo`: detect the backend → discover documented functions → one
 * instrumented run (which tests reach which function) → two clean runs → a forced-fail run per
 * function (its switch is reached) → every candidate of every covered function, switched on in the
 * warm process and judged by the function's covering tests (fastest first, stopping at the first
 * failure, with time limits from measured durations) → a bundle whose queries are the verified
 * functions, whose pool is every discovered function (without its doc) plus the kept distractors.
 */
export async function buildRepoBenchmark(options: RepoBuildOptions): Promise<RepoBuildResult> {
  const projectDir = resolve(options.projectDir);
  const seed = options.seed ?? DEFAULT_SEED;
  const maxDistractors = options.maxDistractors ?? 4;
  const concurrency = Math.max(1, options.concurrency ?? 2);
  const rule = options.timeLimit ?? DEFAULT_TIME_LIMIT_RULE;
  const progress = options.onProgress ?? (() => undefined);
  const aborted = (): void => throwIfAborted(options.abortSignal, () => 'build interrupted');

  const { backend, detection } = await detectRepoBackend(projectDir, { backends: options.backends ?? REPO_BACKENDS, ...(options.testCommand === undefined ? {} : { testCommand: options.testCommand }) });
  const discovery = await backend.discover(projectDir);
  aborted();
  const functions = new Map(discovery.functions.map((entry) => [entry.id, entry]));
  const files: Record<string, RepoFunnel> = {};
  const fileRow = (file: string): RepoFunnel => (files[file] ??= emptyFunnel());
  for (const file of discovery.files) fileRow(file);
  for (const dropped of discovery.dropped) if (dropped.line > 0) fileRow(dropped.file).found += 1;
  for (const entry of discovery.functions) {
    fileRow(entry.file).found += 1;
    fileRow(entry.file).documented += 1;
  }
  const droppedFunctions: RepoBuildReport['dropped_functions'] = [];
  const survivors: RepoSurvivor[] = [];
  const byOperator: Record<string, RepoFunnel & { bug_type: string }> = {};
  const operatorRow = (name: string, bugType: string): RepoFunnel & { bug_type: string } => (byOperator[name] ??= { bug_type: bugType, ...emptyFunnel() });

  const runner = await backend.startRunner(detection, discovery.functions, {
    concurrency,
    ...(options.passEnv === undefined ? {} : { passEnv: options.passEnv }),
    ...(options.sandbox === undefined ? {} : { sandbox: options.sandbox }),
    ...(options.abortSignal === undefined ? {} : { abortSignal: options.abortSignal }),
    ...(options.onLog === undefined ? {} : { onLog: options.onLog }),
  });
  let snapshot: RepoSnapshot;
  const started = Date.now();
  let mutantSeconds = 0;
  let mutantRuns = 0;
  try {
    // 1. Which tests reach which function (one instrumented run), then two clean runs.
    progress('map tests', 0, 1);
    const coverage = await runner.mapTests();
    progress('map tests', 1, 1);
    aborted();
    const passing = coverage.filter((test) => test.outcome === 'pass' && test.functions.length > 0);
    // Two clean runs, one after the other (state a test leaves in the private /tmp is seen by the next).
    const clean: SwitchVerdict[] = [];
    for (let round = 0; round < 2; round += 1) clean.push(await runner.run({ replacement: { kind: 'none' }, testIds: passing.map((test) => test.testId), timeoutMs: switchTimeoutMs(passing.map((test) => test.durationMs), { ...rule, multiplier: rule.multiplier * 4 }), stopAtFirstFailure: false }));
    const durations = new Map<string, number>();
    const unstable = new Map<string, string>();
    passing.forEach((test, index) => {
      const outcomes = clean.map((run) => run.testResults[index] as TestOutcome);
      const measured = clean.map((run) => (run as SwitchVerdict & { durationsMs?: Array<number | null> }).durationsMs?.[index] ?? 0);
      durations.set(test.testId, Math.max(test.durationMs, ...measured.map((value) => value ?? 0)));
      if (outcomes.some((outcome) => outcome !== 'pass')) unstable.set(test.testId, `flaky: passed in the instrumented run, then ${outcomes.join(' / ')} in the two clean runs`);
    });
    const failingTests = coverage.filter((test) => test.outcome !== 'pass').map((test) => ({ test_id: test.testId, outcome: test.outcome }));
    const testsOf = new Map<string, TestCoverage[]>();
    for (const test of passing) for (const functionId of test.functions) if (functions.has(functionId)) (testsOf.get(functionId) ?? testsOf.set(functionId, []).get(functionId) as TestCoverage[]).push(test);

    // 2. Covered functions: reached by a passing test, stable in both clean runs, switchable.
    const covered: RepoFunction[] = [];
    for (const entry of discovery.functions) {
      const tests = testsOf.get(entry.id) ?? [];
      if (tests.length === 0) continue;
      fileRow(entry.file).covered += 1;
      const bad = tests.find((test) => unstable.has(test.testId));
      if (bad !== undefined) {
        droppedFunctions.push({ function_id: entry.id, stage: 'clean-runs', reason: `${bad.testId}: ${unstable.get(bad.testId) as string}` });
        continue;
      }
      tests.sort((left, right) => (durations.get(left.testId) ?? 0) - (durations.get(right.testId) ?? 0) || (left.testId < right.testId ? -1 : 1));
      covered.push(entry);
    }
    const testIdsOf = (functionId: string): string[] => (testsOf.get(functionId) ?? []).map((test) => test.testId);
    const limitOf = (functionId: string, scale = 1): number => switchTimeoutMs(testIdsOf(functionId).map((testId) => durations.get(testId) ?? 0), { ...rule, multiplier: rule.multiplier * scale });

    // 3. Forced fail: the switch of every covered function is reached by its covering tests.
    const reached: RepoFunction[] = [];
    await forEachLimited(covered, concurrency, async (entry, index) => {
      const verdict = await runner.run({ replacement: { kind: 'force-fail', functionId: entry.id }, testIds: testIdsOf(entry.id), timeoutMs: limitOf(entry.id) });
      progress('forced fail', index + 1, covered.length);
      // Any failure counts (code may catch the forced error and fail otherwise); a switch that could not be made does not.
      if (!verdict.passesAllTests && !(verdict.status === 'crashed' && verdict.reason !== undefined)) reached.push(entry);
      else droppedFunctions.push({ function_id: entry.id, stage: 'forced-fail', reason: verdict.reason ?? (verdict.passesAllTests ? 'the covering tests pass with the function forced to fail: its switch is not reached' : `the forced-fail run did not fail in the function: ${verdict.testResults[0] ?? ''}`) });
    });
    reached.sort((left, right) => covered.indexOf(left) - covered.indexOf(right));
    aborted();

    // 4. Candidates of every verified function, judged with the switch on.
    const candidates: Candidate[] = [];
    const mutation = typeof options.mutation === 'function' ? options.mutation(backend.language) : options.mutation;
    for (const entry of reached) {
      const problem = await canonicalProblem(entry.codeWithoutDoc, { language: backend.language as 'python', entryPoint: entry.name });
      if (problem !== undefined) {
        droppedFunctions.push({ function_id: entry.id, stage: 'mutate', reason: problem });
        continue;
      }
      const result = await mutate(entry.codeWithoutDoc, { language: backend.language as 'python', entryPoint: entry.name, ...mutation });
      for (const mutant of result.mutants) {
        candidates.push({ functionId: entry.id, code: mutant.code, bugType: mutant.bugType, operator: mutant.operator, line: mutant.line, before: mutant.before, after: mutant.after });
        fileRow(entry.file).candidates += 1;
        operatorRow(mutant.operator, mutant.bugType).candidates += 1;
      }
    }
    const pool = new Set(discovery.functions.map((entry) => codeSha256(entry.codeWithoutDoc)));
    // Cheapest first overall, as each function's tests are: fast suites give results early.
    const judged: Judged[] = [];
    const mutantStart = Date.now();
    await forEachLimited(candidates, concurrency, async (candidate, index) => {
      aborted();
      const canonical = functions.get(candidate.functionId) as RepoFunction;
      let judgedCandidate: Judged;
      if (squash(candidate.code) === squash(canonical.codeWithoutDoc) || pool.has(codeSha256(candidate.code))) {
        judgedCandidate = { ...candidate, verdict: { testResults: [], passesAllTests: true, status: 'completed', durationMs: 0 }, killed: false, survivorReason: 'equivalent' };
      } else {
        let verdict = await runner.run({ replacement: { kind: 'code', functionId: candidate.functionId, code: candidate.code }, testIds: testIdsOf(candidate.functionId), timeoutMs: limitOf(candidate.functionId) });
        mutantRuns += 1;
        if (verdict.status === 'timeout' && verdict.testResults.every((outcome) => outcome === 'pass' || outcome === 'TIMEOUT')) {
          // A limit, not a failing test: confirm at twice the limit before it counts.
          verdict = await runner.run({ replacement: { kind: 'code', functionId: candidate.functionId, code: candidate.code }, testIds: testIdsOf(candidate.functionId), timeoutMs: limitOf(candidate.functionId, 2) });
          mutantRuns += 1;
          if (verdict.passesAllTests) {
            judgedCandidate = { ...candidate, verdict, killed: false, survivorReason: 'timeout' };
            judged[index] = judgedCandidate;
            progress('mutants', judged.filter(Boolean).length, candidates.length);
            return;
          }
        }
        // `crashed` with a reason: the candidate could not be switched in (it never ran); a child
        // that died running it (a crash the candidate caused) is killed.
        const killed = !verdict.passesAllTests && !(verdict.status === 'crashed' && verdict.reason !== undefined);
        judgedCandidate = { ...candidate, verdict, killed, ...(killed ? {} : { survivorReason: verdict.status === 'crashed' ? 'crashed' : 'no covering test fails' }) } as Judged;
      }
      judged[index] = judgedCandidate;
      progress('mutants', judged.filter(Boolean).length, candidates.length);
    });
    mutantSeconds = (Date.now() - mutantStart) / 1000;

    // 5. Up to maxDistractors per function, bug types round-robin (seeded); each confirmed by a second run.
    const random = new SeededRandom(seed);
    const kept = new Map<string, Judged[]>();
    const seenCode = new Set<string>();
    for (const entry of reached) {
      const killed = judged.filter((item) => item.functionId === entry.id && item.killed);
      for (const item of killed) {
        fileRow(entry.file).killed += 1;
        operatorRow(item.operator, item.bugType).killed += 1;
      }
      const byType = new Map<string, Judged[]>();
      for (const item of random.shuffle(killed)) (byType.get(item.bugType) ?? byType.set(item.bugType, []).get(item.bugType) as Judged[]).push(item);
      const order: Judged[] = [];
      const types = [...BUG_TYPES.filter((type) => byType.has(type)), ...[...byType.keys()].filter((type) => !(BUG_TYPES as readonly string[]).includes(type)).sort()];
      for (let round = 0; order.length < killed.length; round += 1) for (const type of types) { const item = byType.get(type)?.[round]; if (item !== undefined) order.push(item); }
      const chosen: Judged[] = [];
      for (const item of order) {
        if (chosen.length >= maxDistractors) break;
        const hash = codeSha256(item.code);
        if (seenCode.has(hash)) continue;
        const again = await runner.run({ replacement: { kind: 'code', functionId: item.functionId, code: item.code }, testIds: testIdsOf(item.functionId), timeoutMs: limitOf(item.functionId, item.verdict.status === 'timeout' ? 2 : 1) });
        if (again.passesAllTests) {
          survivors.push({ function_id: item.functionId, operator: item.operator, bug_type: item.bugType, line: item.line, before: item.before, after: item.after, reason: 'flaky' });
          continue;
        }
        seenCode.add(hash);
        chosen.push(item);
        fileRow(entry.file).kept += 1;
        operatorRow(item.operator, item.bugType).kept += 1;
      }
      kept.set(entry.id, chosen);
    }
    for (const item of judged) {
      if (item.survivorReason !== undefined) survivors.push({ function_id: item.functionId, operator: item.operator, bug_type: item.bugType, line: item.line, before: item.before, after: item.after, reason: item.survivorReason });
    }

    // 6. The bundle.
    const source = `repo:${basename(projectDir)}`;
    const cleanResults = (entry: RepoFunction): TestOutcome[] => testIdsOf(entry.id).map(() => 'pass');
    const bundle = assembleRepoBundle(discovery.functions, reached, kept, { testIdsOf, cleanResults, durations, seed, source, backend: backend.name, language: backend.language });
    snapshot = await snapshotProject(projectDir, { backend: backend.name, testArgs: detection.testArgs });
    const report: RepoBuildReport = {
      format: 'execret-repo-build-report',
      source,
      backend: backend.name,
      test_command: detection.description,
      sandboxed: (runner as SwitchingRunner & { sandboxed?: boolean }).sandboxed ?? false,
      seed,
      tests: { collected: coverage.length, passing: coverage.filter((test) => test.outcome === 'pass').length, reaching_functions: passing.length, unstable: [...unstable].map(([test_id, reason]) => ({ test_id, reason })), failing: failingTests },
      funnel: totalFunnel(files, discovery.found),
      by_file: files,
      by_operator: byOperator,
      queries: bundle.queries.length,
      queries_by_distractor_count: countBy(reached.map((entry) => (kept.get(entry.id) ?? []).length)),
      pool: bundle.corpus.length,
      dropped_functions: droppedFunctions,
      discovery_dropped: countBy(discovery.dropped.map((entry) => entry.reason)),
      survivors,
      timing: { switched_runs: runner.runs, mutant_runs: mutantRuns, mutant_seconds: Math.round(mutantSeconds * 1000) / 1000, total_seconds: Math.round((Date.now() - started) / 10) / 100 },
    };
    return { bundle, report, snapshot };
  } finally {
    await runner.dispose();
  }
}

function totalFunnel(files: Record<string, RepoFunnel>, found: number): RepoFunnel {
  const total = emptyFunnel();
  for (const row of Object.values(files)) for (const key of Object.keys(total) as Array<keyof RepoFunnel>) total[key] += row[key];
  total.found = found;
  return total;
}

function countBy(values: ReadonlyArray<string | number>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[String(value)] = (counts[String(value)] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0)));
}

async function forEachLimited<T>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index] as T, index);
    }
  });
  await Promise.all(lanes);
}

interface AssembleRepoOptions {
  testIdsOf: (functionId: string) => string[];
  cleanResults: (entry: RepoFunction) => TestOutcome[];
  durations: ReadonlyMap<string, number>;
  seed: number;
  source: string;
  backend: string;
  language: string;
}

/**
 * The bundle: one query per verified function (its doc's first paragraph; `test_suite` = its
 * covering test ids, fastest first), the pool = every discovered function without its doc (the
 * verified ones are their query's canonical, the others pool-only) plus the kept distractors, with
 * corpus ids in seeded random order.
 */
function assembleRepoBundle(all: readonly RepoFunction[], verified: readonly RepoFunction[], kept: ReadonlyMap<string, Judged[]>, options: AssembleRepoOptions): Bundle {
  interface Snippet {
    functionId: string;
    code: string;
    distractor?: Judged;
    corpusId?: string;
  }
  const snippets: Snippet[] = [];
  const seen = new Set<string>();
  for (const entry of all) {
    const hash = codeSha256(entry.codeWithoutDoc);
    // Two functions with the same code would make rankings ambiguous; the first one stays.
    if (seen.has(hash)) continue;
    seen.add(hash);
    snippets.push({ functionId: entry.id, code: entry.codeWithoutDoc });
    for (const distractor of kept.get(entry.id) ?? []) snippets.push({ functionId: entry.id, code: distractor.code, distractor });
  }
  const width = Math.max(4, String(snippets.length).length);
  new SeededRandom(options.seed).shuffle(snippets.map((_, index) => index)).forEach((snippetIndex, position) => {
    (snippets[snippetIndex] as Snippet).corpusId = `c_${String(position + 1).padStart(width, '0')}`;
  });
  const queryWidth = Math.max(4, String(verified.length).length);
  const queryIds = new Map<string, string>();
  const queries: QueryRow[] = [];
  const executionCache: ExecutionCacheRow[] = [];
  for (const entry of verified) {
    const own = snippets.filter((snippet) => snippet.functionId === entry.id);
    const canonical = own.find((snippet) => snippet.distractor === undefined);
    if (canonical === undefined) continue;
    const queryId = `q_${String(queries.length + 1).padStart(queryWidth, '0')}`;
    queryIds.set(entry.id, queryId);
    const tests = options.testIdsOf(entry.id);
    queries.push({
      query_id: queryId,
      query: entry.query,
      test_suite: tests,
      correct_corpus_ids: [canonical.corpusId as string],
      paired_distractor_corpus_ids: own.filter((snippet) => snippet.distractor !== undefined).map((snippet) => snippet.corpusId as string).sort(),
      entry_id: entry.id,
      metadata: {
        task_id: entry.id,
        language: options.language,
        domain: 'repository',
        entry_point: entry.name,
        source: options.source,
        repo: { backend: options.backend, function_id: entry.id, file: entry.file, line: entry.line, qualified_name: entry.qualifiedName, test_durations_ms: tests.map((test) => Math.round((options.durations.get(test) ?? 0) * 1000) / 1000) },
      },
    });
    const testsHash = testsSha256(tests);
    const results = options.cleanResults(entry);
    executionCache.push({ code_sha256: codeSha256(canonical.code), tests_sha256: testsHash, test_results: results, passes_all_tests: true });
    for (const snippet of own) {
      if (snippet.distractor === undefined) continue;
      const outcomes = snippet.distractor.verdict.testResults;
      executionCache.push({ code_sha256: codeSha256(snippet.code), tests_sha256: testsHash, test_results: outcomes, passes_all_tests: false });
    }
  }
  const sorted = [...snippets].sort((left, right) => ((left.corpusId as string) < (right.corpusId as string) ? -1 : 1));
  const corpus: CorpusRow[] = sorted.map((snippet) => ({
    corpus_id: snippet.corpusId as string,
    code: snippet.code,
    label: snippet.distractor === undefined ? 'correct' : 'incorrect',
    ...(snippet.distractor === undefined ? {} : { bug_type: snippet.distractor.bugType }),
    source_entry_id: snippet.functionId,
  }));
  const distractorMetadata: DistractorMetadataRow[] = sorted
    .filter((snippet) => snippet.distractor !== undefined && queryIds.has(snippet.functionId))
    .map((snippet) => {
      const item = snippet.distractor as Judged;
      return { corpus_id: snippet.corpusId as string, query_id: queryIds.get(snippet.functionId) as string, bug_type: item.bugType, operator: item.operator, line: item.line, before: item.before, after: item.after };
    });
  return { queries, corpus, distractorMetadata, executionCache };
}
