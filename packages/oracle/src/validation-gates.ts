import {
  BUG_TYPES,
  codeSha256,
  LANGUAGES,
  SeededRandom,
  sha256Hex,
  testsSha256,
  validateBundle,
  writeFileAtomic,
  type BundleProblem,
  type BundleCounts,
  type Language,
  type Mutant,
  type Task,
  type WrittenFile,
} from '@execret/core';
import type { ExecutionVerdict, SyntaxCheckResult } from './executor.js';
import type { Oracle, OracleJob } from './oracle.js';

/** The five gates: G1 schema, G2 syntax and entry point, G3 canonical passes (twice), G4 distractor fails, G5 integrity. */
export type GateName = 'G1' | 'G2' | 'G3' | 'G4' | 'G5';

/** A task with the candidate mutants of its canonical. */
export interface TaskCandidates {
  /** The task (checked by G1, so it may come from untrusted input). */
  task: Task;
  /** Candidate distractors, in the mutator's order. */
  mutants: readonly Mutant[];
}

/** Options of {@link runValidationGates}. */
export interface ValidationGateOptions {
  /** Runs the code (its cache makes re-validation cheap). */
  oracle: Oracle;
  /** Most distractors kept per task (default 4). */
  maxDistractors?: number;
  /** Fewest kept distractors for a task to be accepted (default 1). */
  minDistractors?: number;
  /** Seed of the distractor selection (default 20260510); each task mixes in its id. */
  seed?: number;
  /** Aborts the work. */
  abortSignal?: AbortSignal;
  /** Called as each gate progresses: the gate, items done, items in the gate. */
  onProgress?: (gate: GateName, done: number, total: number) => void;
}

/** The result of one gate for one task. */
export interface GateRecord {
  /** `pass`, `fail`, or `skipped` (an earlier gate failed). */
  status: 'pass' | 'fail' | 'skipped';
  /** What failed, one sentence each (empty on pass). */
  problems: string[];
}

/** One execution of the canonical in G3. */
export interface CanonicalRun {
  /** How the run ended (`completed`, `timeout`, `crashed`). */
  status: string;
  /** One outcome per test. */
  test_results: string[];
  /** True when every test passed. */
  passes_all_tests: boolean;
}

/** What happened to one candidate distractor. */
export interface DistractorAudit {
  /** 0-based index in the task's candidate list. */
  index: number;
  /** SHA-256 of the mutant's code (as `code_sha256` in the cache). */
  code_sha256: string;
  /** The mutant's bug type. */
  bug_type: string;
  /** The operator that made it. */
  operator: string;
  /** 1-based line of the edit. */
  line: number;
  /**
   * `kept` (in the pool); `rejected` (the gate in `gate` failed for it); `not-selected` (eligible,
   * but `maxDistractors` were already kept); `not-evaluated` (its task was rejected first).
   */
  decision: 'kept' | 'rejected' | 'not-selected' | 'not-evaluated';
  /** The gate that rejected it, or null. */
  gate: GateName | null;
  /** Why it was rejected, or null. */
  reason: string | null;
  /** Its outcomes on the task's tests (null when it never ran). */
  test_results: string[] | null;
}

/** The audit of one task (one entry of `dataset_validation.json`). */
export interface TaskAudit {
  /** The task id. */
  task_id: string;
  /** The task language. */
  language: string;
  /** True when the task passed G1–G5 with at least `minDistractors` kept distractors. */
  accepted: boolean;
  /** Per-gate results. */
  gates: Record<GateName, GateRecord>;
  /** The canonical's hashes and its two G3 runs. */
  canonical: { code_sha256: string | null; tests_sha256: string | null; runs: CanonicalRun[] };
  /** Every candidate distractor with its decision. */
  distractors: DistractorAudit[];
}

/** Bundle-level integrity (G5 over the files written), from core's `validateBundle`. */
export interface BundleAudit {
  /** The folder holding the JSONL files. */
  directory: string;
  /** True when no problem was found. */
  valid: boolean;
  /** Row counts. */
  counts: BundleCounts;
  /** Rule violations (duplicate ids, dangling pairs, hash mismatches…). */
  problems: Array<{ kind: string; file: string; line: number | null; message: string }>;
  /** Allowed but suspicious findings (id order predicts labels, duplicate code…). */
  warnings: Array<{ kind: string; file: string; line: number | null; message: string }>;
}

/** The content of `dataset_validation.json`. */
export interface DatasetValidation {
  /** Always `execret-dataset-validation`. */
  format: 'execret-dataset-validation';
  /** Format version (1). */
  format_version: 1;
  /** The selection seed. */
  seed: number;
  /** Most distractors kept per task. */
  max_distractors: number;
  /** Fewest kept distractors for acceptance. */
  min_distractors: number;
  /** Bug types in the order they were preferred when choosing distractors (rarest first). */
  bug_type_priority: string[];
  /** Runtime fingerprint per language that ran (see `RuntimeDescription.fingerprint`). */
  runtimes: Record<string, string>;
  /** Totals. */
  summary: {
    tasks: number;
    tasks_accepted: number;
    /** Tasks rejected, by the first gate that failed. */
    tasks_rejected_by_gate: Record<GateName, number>;
    candidate_distractors: number;
    kept_distractors: number;
    /** Distractors rejected, by gate. */
    distractors_rejected_by_gate: Record<GateName, number>;
    distractors_not_selected: number;
    /** Kept distractors per bug type, keys sorted. */
    kept_by_bug_type: Record<string, number>;
  };
  /** One audit per task, in input order. */
  tasks: TaskAudit[];
  /** Bundle-level integrity, when a bundle was checked with {@link auditBundle}. */
  bundle?: BundleAudit;
}

/** A task that passed the gates with its kept distractors (in candidate order). */
export interface ValidatedTask {
  /** The task. */
  task: Task;
  /** The kept distractors. */
  distractors: Mutant[];
}

/** What {@link runValidationGates} returns. */
export interface ValidationGateResult {
  /** The audit, ready for {@link writeDatasetValidation}. */
  validation: DatasetValidation;
  /** Accepted tasks, in input order. */
  accepted: ValidatedTask[];
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** G1 for a task: the field problems (empty when valid). */
export function taskSchemaProblems(task: unknown): string[] {
  const problems: string[] = [];
  if (typeof task !== 'object' || task === null || Array.isArray(task)) return ['the task must be an object'];
  const record = task as Record<string, unknown>;
  const nonEmptyString = (field: string): void => {
    const value = record[field];
    if (typeof value !== 'string' || value.trim() === '') problems.push(`field "${field}" must be a non-empty string, got ${describe(value)}`);
  };
  nonEmptyString('taskId');
  if (!(LANGUAGES as readonly unknown[]).includes(record['language'])) problems.push(`field "language" must be one of ${LANGUAGES.join(', ')}, got ${describe(record['language'])}`);
  if (typeof record['domain'] !== 'string') problems.push(`field "domain" must be a string, got ${describe(record['domain'])}`);
  nonEmptyString('query');
  nonEmptyString('canonical');
  const entryPoint = record['entryPoint'];
  if (typeof entryPoint !== 'string' || !IDENTIFIER.test(entryPoint)) problems.push(`field "entryPoint" must be an identifier, got ${describe(entryPoint)}`);
  const tests = record['tests'];
  if (!Array.isArray(tests) || tests.length === 0) {
    problems.push(`field "tests" must be a non-empty array of strings, got ${describe(tests)}`);
  } else {
    tests.forEach((test, index) => {
      if (typeof test !== 'string' || test.trim() === '') problems.push(`field "tests[${index}]" must be a non-empty string, got ${describe(test)}`);
    });
  }
  if (record['testSetup'] !== undefined && typeof record['testSetup'] !== 'string') problems.push(`field "testSetup" must be a string when present, got ${describe(record['testSetup'])}`);
  return problems;
}

/** G1 for a mutant: the field problems (empty when valid). */
export function mutantSchemaProblems(mutant: unknown): string[] {
  if (typeof mutant !== 'object' || mutant === null || Array.isArray(mutant)) return ['the mutant must be an object'];
  const record = mutant as Record<string, unknown>;
  const problems: string[] = [];
  for (const field of ['code', 'bugType', 'operator']) {
    const value = record[field];
    if (typeof value !== 'string' || value.trim() === '') problems.push(`field "${field}" must be a non-empty string, got ${describe(value)}`);
  }
  const line = record['line'];
  if (typeof line !== 'number' || !Number.isSafeInteger(line) || line < 1) problems.push(`field "line" must be an integer ≥ 1, got ${describe(line)}`);
  for (const field of ['before', 'after']) {
    if (typeof record[field] !== 'string') problems.push(`field "${field}" must be a string, got ${describe(record[field])}`);
  }
  return problems;
}

function describe(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === 'string') return `string ${JSON.stringify(value.length > 30 ? `${value.slice(0, 30)}…` : value)}`;
  return `${typeof value} ${typeof value === 'object' ? '' : String(value)}`.trim();
}

function syntaxProblems(result: SyntaxCheckResult): string[] {
  if (result.status === 'ok') return [];
  return result.problems.map((problem) => (problem.part === 'test' ? `test ${problem.testIndex}: ${problem.message}` : `${problem.part}: ${problem.message}`));
}

function emptyGates(): Record<GateName, GateRecord> {
  const skipped = (): GateRecord => ({ status: 'skipped', problems: [] });
  return { G1: skipped(), G2: skipped(), G3: skipped(), G4: skipped(), G5: skipped() };
}

function taskSeed(seed: number, taskId: string): number {
  return Number.parseInt(sha256Hex(`${seed}:${taskId}`).slice(0, 8), 16);
}

/**
 * Orders eligible distractors for selection: a seeded shuffle (seed mixed with the task id, so a
 * task's choice does not depend on the other tasks), then round-robin over bug types in
 * `typeOrder` (default: `BUG_TYPES` order; types not listed come after, sorted), so the first picks
 * cover as many types as possible, the earliest listed types first.
 */
export function selectionOrder<T extends { bugType: string }>(items: readonly T[], seed: number, taskId: string, typeOrder: readonly string[] = BUG_TYPES): T[] {
  const shuffled = new SeededRandom(taskSeed(seed, taskId)).shuffle(items);
  const byType = new Map<string, T[]>();
  for (const item of shuffled) {
    const list = byType.get(item.bugType) ?? [];
    list.push(item);
    byType.set(item.bugType, list);
  }
  const known = typeOrder.filter((type) => byType.has(type));
  const others = [...byType.keys()].filter((type) => !typeOrder.includes(type)).sort();
  const types = [...known, ...others];
  const ordered: T[] = [];
  for (let round = 0; ordered.length < items.length; round += 1) {
    for (const type of types) {
      const item = byType.get(type)?.[round];
      if (item !== undefined) ordered.push(item);
    }
  }
  return ordered;
}

/**
 * The order in which bug types are preferred when choosing distractors: ascending by the number of
 * tasks that have at least one eligible distractor of that type (rarest first), ties in
 * `BUG_TYPES` order, then other types sorted.
 */
export function bugTypePriority(eligibleTypesPerTask: ReadonlyArray<readonly string[]>): string[] {
  const tasksOffering = new Map<string, number>();
  for (const types of eligibleTypesPerTask) for (const type of new Set(types)) tasksOffering.set(type, (tasksOffering.get(type) ?? 0) + 1);
  const rank = (type: string): number => {
    const index = (BUG_TYPES as readonly string[]).indexOf(type);
    return index === -1 ? BUG_TYPES.length : index;
  };
  return [...tasksOffering.keys()].sort((left, right) => (tasksOffering.get(left) as number) - (tasksOffering.get(right) as number) || rank(left) - rank(right) || (left < right ? -1 : left > right ? 1 : 0));
}

interface WorkingTask {
  audit: TaskAudit;
  task: Task;
  mutants: readonly Mutant[];
  /** Indexes of mutants still in the running. */
  alive: Set<number>;
  /** Indexes that failed ≥ 1 test in G4. */
  eligible: number[];
  failedAt: GateName | null;
}

function reject(working: WorkingTask, index: number, gate: GateName, reason: string): void {
  const distractor = working.audit.distractors[index] as DistractorAudit;
  distractor.decision = 'rejected';
  distractor.gate = gate;
  distractor.reason = reason;
  working.alive.delete(index);
}

function failTask(working: WorkingTask, gate: GateName, problems: string[]): void {
  working.audit.gates[gate] = { status: 'fail', problems };
  working.failedAt = gate;
}

/**
 * Runs gates G1–G5 over tasks and their candidate mutants:
 * - G1: task and mutant fields have the documented types (a bad mutant is dropped, a bad task rejected);
 * - G2: canonical, setup and tests parse and the canonical defines the entry point; each mutant parses and defines it;
 * - G3: the canonical passes every test in two separate fresh runs (the second refreshes the cache);
 * - G4: each remaining mutant fails at least one test (through the cache);
 * - G5: no duplicate task id, and no code twice in the pool (canonicals and kept distractors, in
 *   task order; the first occurrence wins). Distractors are taken in {@link selectionOrder}, skipping
 *   duplicates, until `maxDistractors` are kept.
 * A task is accepted when all five pass and at least `minDistractors` distractors are kept.
 */
export async function runValidationGates(candidates: readonly TaskCandidates[], options: ValidationGateOptions): Promise<ValidationGateResult> {
  const maxDistractors = options.maxDistractors ?? 4;
  const minDistractors = options.minDistractors ?? 1;
  const seed = options.seed ?? 20260510;
  const oracle = options.oracle;
  const signal = options.abortSignal;

  // G1
  const working: WorkingTask[] = candidates.map((candidate, position) => {
    const task = candidate.task;
    const taskProblems = taskSchemaProblems(task);
    const valid = taskProblems.length === 0;
    const mutants = Array.isArray(candidate.mutants) ? candidate.mutants : [];
    const audit: TaskAudit = {
      task_id: typeof task?.taskId === 'string' ? task.taskId : `(task ${position})`,
      language: typeof task?.language === 'string' ? task.language : 'unknown',
      accepted: false,
      gates: emptyGates(),
      canonical: { code_sha256: valid ? codeSha256(task.canonical) : null, tests_sha256: valid ? testsSha256(task.tests) : null, runs: [] },
      distractors: mutants.map((mutant, index) => ({
        index,
        code_sha256: typeof mutant?.code === 'string' ? codeSha256(mutant.code) : '',
        bug_type: typeof mutant?.bugType === 'string' ? mutant.bugType : '',
        operator: typeof mutant?.operator === 'string' ? mutant.operator : '',
        line: typeof mutant?.line === 'number' ? mutant.line : 0,
        decision: 'rejected',
        gate: null,
        reason: null,
        test_results: null,
      })),
    };
    const item: WorkingTask = { audit, task, mutants, alive: new Set(mutants.map((_, index) => index)), eligible: [], failedAt: null };
    if (!valid) {
      failTask(item, 'G1', taskProblems);
      return item;
    }
    audit.gates.G1 = { status: 'pass', problems: [] };
    mutants.forEach((mutant, index) => {
      const problems = mutantSchemaProblems(mutant);
      if (problems.length > 0) reject(item, index, 'G1', problems.join('; '));
    });
    return item;
  });
  options.onProgress?.('G1', working.length, working.length);

  // G2
  const g2Tasks = working.filter((item) => item.failedAt === null);
  const g2Total = g2Tasks.reduce((sum, item) => sum + 1 + item.alive.size, 0);
  let g2Done = 0;
  const g2Tick = (): void => {
    g2Done += 1;
    options.onProgress?.('G2', g2Done, g2Total);
  };
  await Promise.all(
    g2Tasks.map(async (item) => {
      const { task } = item;
      const base = { language: task.language, tests: task.tests, testSetup: task.testSetup, entryPoint: task.entryPoint };
      const canonicalCheck = await oracle.checkSyntax({ ...base, code: task.canonical }, { abortSignal: signal });
      g2Tick();
      const problems = syntaxProblems(canonicalCheck);
      if (problems.length > 0) {
        failTask(item, 'G2', problems);
        return;
      }
      item.audit.gates.G2 = { status: 'pass', problems: [] };
      await Promise.all(
        [...item.alive].map(async (index) => {
          const mutant = item.mutants[index] as Mutant;
          const check = await oracle.checkSyntax({ ...base, code: mutant.code }, { abortSignal: signal });
          g2Tick();
          const mutantProblems = syntaxProblems(check);
          if (mutantProblems.length > 0) reject(item, index, 'G2', mutantProblems.join('; '));
        }),
      );
    }),
  );

  // G3: two separate fresh runs of every canonical; the second one is stored in the cache.
  const g3Tasks = working.filter((item) => item.failedAt === null);
  const canonicalJobs: OracleJob[] = g3Tasks.map((item) => ({ language: item.task.language, code: item.task.canonical, tests: item.task.tests, testSetup: item.task.testSetup }));
  const first = await oracle.run(canonicalJobs, { cacheMode: 'off', abortSignal: signal, onProgress: (done, total) => options.onProgress?.('G3', done, 2 * total) });
  const second = await oracle.run(canonicalJobs, {
    cacheMode: 'write-only',
    abortSignal: signal,
    onProgress: (done, total) => options.onProgress?.('G3', total + done, 2 * total),
  });
  g3Tasks.forEach((item, position) => {
    const runs = [first[position], second[position]] as ExecutionVerdict[];
    item.audit.canonical.runs = runs.map((verdict) => ({ status: verdict.status, test_results: verdict.testResults, passes_all_tests: verdict.passesAllTests }));
    const problems: string[] = [];
    runs.forEach((verdict, run) => {
      if (verdict.passesAllTests) return;
      const failing = verdict.testResults.map((outcome, index) => ({ outcome, index })).filter(({ outcome }) => outcome !== 'pass');
      const shown = failing.slice(0, 3).map(({ outcome, index }) => `test ${index}: ${outcome}`).join('; ');
      problems.push(`run ${run + 1}: the canonical fails ${failing.length} of ${verdict.testResults.length} tests (${shown}${failing.length > 3 ? '; …' : ''})`);
    });
    if (problems.length > 0) {
      if (runs.some((verdict) => verdict.passesAllTests)) problems.push('the two runs disagree: the canonical is flaky');
      failTask(item, 'G3', problems);
    } else {
      item.audit.gates.G3 = { status: 'pass', problems: [] };
    }
  });

  // G4: textual duplicates within a task are G5 rejections; the rest must fail at least one test.
  const g4Tasks = working.filter((item) => item.failedAt === null);
  const mutantJobs: OracleJob[] = [];
  const owners: Array<{ item: WorkingTask; index: number }> = [];
  for (const item of g4Tasks) {
    const seenCode = new Map<string, string>([[item.task.canonical, 'the canonical']]);
    for (const index of [...item.alive].sort((left, right) => left - right)) {
      const mutant = item.mutants[index] as Mutant;
      const previous = seenCode.get(mutant.code);
      if (previous !== undefined) {
        reject(item, index, 'G5', `same code as ${previous}`);
        continue;
      }
      seenCode.set(mutant.code, `candidate ${index}`);
      mutantJobs.push({ language: item.task.language, code: mutant.code, tests: item.task.tests, testSetup: item.task.testSetup });
      owners.push({ item, index });
    }
  }
  const mutantVerdicts = await oracle.run(mutantJobs, { abortSignal: signal, onProgress: (done, total) => options.onProgress?.('G4', done, total) });
  mutantVerdicts.forEach((verdict, position) => {
    const { item, index } = owners[position] as { item: WorkingTask; index: number };
    (item.audit.distractors[index] as DistractorAudit).test_results = verdict.testResults;
    if (verdict.passesAllTests) reject(item, index, 'G4', 'passes every test (an equivalent mutant)');
    else item.eligible.push(index);
  });
  for (const item of g4Tasks) {
    if (item.eligible.length < minDistractors) {
      failTask(item, 'G4', [`${item.eligible.length} candidate distractor(s) fail at least one test; at least ${minDistractors} needed`]);
    } else {
      item.audit.gates.G4 = { status: 'pass', problems: [] };
    }
  }

  // Bug types that few tasks can offer are picked first wherever they are offered; otherwise
  // the round-robin would fill four slots with the common types and starve the rare ones.
  const typePriority = bugTypePriority(working.filter((item) => item.failedAt === null).map((item) => item.eligible.map((index) => (item.mutants[index] as Mutant).bugType)));

  // G5: pool integrity across tasks, in input order.
  const seenTaskIds = new Set<string>();
  const poolCode = new Map<string, string>();
  const accepted: ValidatedTask[] = [];
  for (const item of working) {
    if (item.failedAt !== null) continue;
    const taskId = item.task.taskId;
    if (seenTaskIds.has(taskId)) {
      failTask(item, 'G5', [`duplicate task id "${taskId}"`]);
      continue;
    }
    const owner = poolCode.get(item.task.canonical);
    if (owner !== undefined) {
      failTask(item, 'G5', [`the canonical's code is already in the pool (${owner})`]);
      continue;
    }
    const order = selectionOrder(
      item.eligible.map((index) => ({ index, bugType: (item.mutants[index] as Mutant).bugType })),
      seed,
      taskId,
      typePriority,
    );
    const kept: number[] = [];
    for (const { index } of order) {
      const mutant = item.mutants[index] as Mutant;
      if (kept.length >= maxDistractors) {
        const distractor = item.audit.distractors[index] as DistractorAudit;
        distractor.decision = 'not-selected';
        continue;
      }
      const other = poolCode.get(mutant.code);
      if (other !== undefined) {
        reject(item, index, 'G5', `same code as ${other}`);
        continue;
      }
      kept.push(index);
    }
    if (kept.length < minDistractors) {
      failTask(item, 'G5', [`${kept.length} distractor(s) left after removing code already in the pool; at least ${minDistractors} needed`]);
      continue;
    }
    seenTaskIds.add(taskId);
    poolCode.set(item.task.canonical, `canonical of task "${taskId}"`);
    kept.sort((left, right) => left - right);
    for (const index of kept) {
      poolCode.set((item.mutants[index] as Mutant).code, `candidate ${index} of task "${taskId}"`);
      const distractor = item.audit.distractors[index] as DistractorAudit;
      distractor.decision = 'kept';
    }
    item.audit.gates.G5 = { status: 'pass', problems: [] };
    item.audit.accepted = true;
    accepted.push({ task: item.task, distractors: kept.map((index) => item.mutants[index] as Mutant) });
  }
  options.onProgress?.('G5', working.length, working.length);

  const languages = [...new Set(working.filter((item) => item.audit.gates.G1.status === 'pass').map((item) => item.task.language))].sort();
  const runtimes: Record<string, string> = {};
  for (const language of languages) runtimes[language] = (await oracle.describeRuntime(language as Language)).fingerprint;
  return { validation: summarize(working.map((item) => item.audit), { seed, maxDistractors, minDistractors, runtimes, typePriority }), accepted };
}

function summarize(tasks: TaskAudit[], settings: { seed: number; maxDistractors: number; minDistractors: number; runtimes: Record<string, string>; typePriority: string[] }): DatasetValidation {
  const zero = (): Record<GateName, number> => ({ G1: 0, G2: 0, G3: 0, G4: 0, G5: 0 });
  const tasksRejected = zero();
  const distractorsRejected = zero();
  const keptByType = new Map<string, number>();
  let candidates = 0;
  let kept = 0;
  let notSelected = 0;
  for (const task of tasks) {
    if (!task.accepted) {
      const gate = (['G1', 'G2', 'G3', 'G4', 'G5'] as const).find((name) => task.gates[name].status === 'fail');
      if (gate !== undefined) tasksRejected[gate] += 1;
      for (const distractor of task.distractors) {
        if (distractor.decision === 'kept' || (distractor.decision === 'rejected' && distractor.gate === null)) {
          distractor.decision = 'not-evaluated';
          distractor.reason = `the task was rejected at ${gate ?? 'an earlier gate'}`;
        }
      }
    }
    for (const distractor of task.distractors) {
      candidates += 1;
      if (distractor.decision === 'kept') {
        kept += 1;
        keptByType.set(distractor.bug_type, (keptByType.get(distractor.bug_type) ?? 0) + 1);
      } else if (distractor.decision === 'not-selected') {
        notSelected += 1;
      } else if (distractor.gate !== null) {
        distractorsRejected[distractor.gate] += 1;
      }
    }
  }
  return {
    format: 'execret-dataset-validation',
    bug_type_priority: settings.typePriority,
    format_version: 1,
    seed: settings.seed,
    max_distractors: settings.maxDistractors,
    min_distractors: settings.minDistractors,
    runtimes: settings.runtimes,
    summary: {
      tasks: tasks.length,
      tasks_accepted: tasks.filter((task) => task.accepted).length,
      tasks_rejected_by_gate: tasksRejected,
      candidate_distractors: candidates,
      kept_distractors: kept,
      distractors_rejected_by_gate: distractorsRejected,
      distractors_not_selected: notSelected,
      kept_by_bug_type: Object.fromEntries([...keptByType.entries()].sort(([left], [right]) => (left < right ? -1 : 1))),
    },
    tasks,
  };
}

function problemRow(problem: BundleProblem): { kind: string; file: string; line: number | null; message: string } {
  return { kind: problem.kind, file: problem.location.file, line: problem.location.line ?? null, message: problem.message };
}

/** G5 over a written bundle folder: core's `validateBundle` (ids, pairing, labels, cache consistency, manifest hashes). */
export async function auditBundle(directory: string, options: { abortSignal?: AbortSignal } = {}): Promise<BundleAudit> {
  const report = await validateBundle(directory, { abortSignal: options.abortSignal });
  return {
    directory: report.directory,
    valid: report.valid,
    counts: report.counts,
    problems: report.problems.map(problemRow),
    warnings: report.warnings.map(problemRow),
  };
}

/** Writes `dataset_validation.json` atomically (2-space JSON, trailing newline; no timestamps, so equal audits give equal bytes). */
export function writeDatasetValidation(path: string, validation: DatasetValidation): Promise<WrittenFile> {
  return writeFileAtomic(path, `${JSON.stringify(validation, null, 2)}\n`);
}
