import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { BUG_TYPES, DEFAULT_SEED, ExecretError, ExecretErrorCode, InvalidArgumentError, sortedRecord, throwIfAborted, writeBundle, type Language, type Mutant, type Task } from '@execret/core';
import { assembleBundle, IMPORT_KINDS, importSource, importTasks, loadBuiltinTasks, taskTooBig, type AmplificationReport, type AssembledTask, type ImportKind, type ImportReport } from '@execret/datasets';
import { allMutators, canonicalProblem, mutate, mutatorRunsOn, type Mutator } from '@execret/mutator';
import { auditBundle, runValidationGates, type DatasetValidation, type LocalOracle, type TaskCandidates } from '@execret/oracle';
import { InvalidArgumentError as CommanderArgumentError, Option, type Command } from 'commander';
import { EXIT_CODES, EXIT_CODES_HELP } from '../exit-codes.js';
import { amplifyStage, checkAmplify, formatAmplification } from '../amplify-stage.js';
import { interruptible } from '../interruptible.js';
import type { CommandIo } from '../io.js';
import { collect, integer, list, positiveInteger } from '../option-parsers.js';
import { startMutatorWorker, type MutationOutcome, type MutatorWorker } from '../mutator-worker.js';
import { createProgress, type Progress } from '../progress.js';
import { maxPlusInputsOption, resolveImportedTests } from '../resolve-expected-outputs.js';
import { chooseOperators, loadUserMutators, type LanguageOperators, type UserMutatorModule, type UserMutators } from '../user-mutators.js';
import { openExecutionOracle } from '../execution-oracle.js';
import { toolVersions } from '../versions.js';
import { describeOperatorCandidates, OperatorDuplicates, type DuplicateCandidate } from '../operator-duplicates.js';
import { shortTaskReason } from '../short-task-reason.js';
import { buildFromRepo, printRepoReport } from './build-repo.js';

/** Options of {@link buildBenchmark}. */
export interface BuildOptions {
  /** Tasks from an importer; default: the built-in tasks of `language`. */
  from?: { kind: ImportKind; path: string };
  /** Language of the built-in tasks (default python). */
  language?: Language;
  /**
   * Output bundle folder. The bundle is written to a temporary sibling folder and renamed over
   * `out` at the end, so `out` holds the old bundle or the new one, never a half-written one; when
   * no task is accepted `out` is left as it was. An existing `out` must be a bundle or empty.
   */
  out: string;
  /** Seed of distractor choice and corpus id order (default 20260510). */
  seed?: number;
  /** Most distractors per task (default 4). */
  maxDistractors?: number;
  /** `--from humanevalplus`/`mbppplus`: most plus inputs per task that become tests (default 10). */
  maxPlusInputs?: number;
  /**
   * Single edits per distractor, 1 to 4 (default 1). Above 1 each distractor applies that many
   * verified single edits on separate lines together (see `runValidationGates` of `@execret/oracle`).
   */
  edits?: number;
  /**
   * Adds up to this many generated tests to each Python task before the gates (see `amplifyTests`
   * of `@execret/datasets`); they are listed in the query's `metadata.generated_tests`. Default: none.
   */
  amplify?: number;
  /**
   * The per-test time limit floor in milliseconds (an integer ≥ 1; `--timeout` in seconds): every
   * task's limit is at least this, and a task whose canonical times out at it is calibrated (see
   * `runValidationGates` of `@execret/oracle`). Default: the runtime's own limit (1000 ms).
   */
  testTimeoutMs?: number;
  /** Seeds the execution cache from an `execution_cache.jsonl` made by `exportCache` (same runtime). */
  importCache?: string;
  /**
   * Writes the verdict of every job the build needed (canonicals, every candidate, the calibration
   * runs of slow canonicals and G4's confirming runs, the runs at limits other than the runtime's
   * with `time_scale`) as `execution_cache.jsonl`.
   */
  exportCache?: string;
  /**
   * ES modules or TypeScript files exporting operators (see `loadUserMutators`), added to the
   * built-in operators (or used alone with `builtinMutators: false`).
   */
  mutatorModules?: readonly string[];
  /** Whether the built-in operators run (default true). */
  builtinMutators?: boolean;
  /** Only these operators, by name (built-in or from `mutatorModules`). */
  operators?: readonly string[];
  /** Only operators of these bug types. */
  bugTypes?: readonly string[];
  /** Operators left out, by name. */
  excludeOperators?: readonly string[];
  oracle: LocalOracle;
  progress: Progress;
  abortSignal?: AbortSignal;
}

/** Counts per bug type at each stage. */
export interface BugTypeFunnel {
  candidates: number;
  failing: number;
  kept: number;
}

/** Counts per operator at each stage (`failing`: candidates that fail a test and passed every gate). */
export interface OperatorFunnel extends BugTypeFunnel {
  /** The operator's bug type. */
  bug_type: string;
  /** Candidates the mutator dropped because an earlier candidate (of any operator) had the same code; absent when none. */
  duplicates?: number;
  /** Those duplicates by the operator whose identical candidate was kept (`{ "boolean-operator": 3 }`). */
  duplicates_of?: Record<string, number>;
}

/** Which operators the build ran, when not the built-in ones as they are. */
export interface BuildMutators {
  /** Whether the built-in operators were in the registry. */
  builtin: boolean;
  /** The `--mutators` modules. */
  modules: UserMutatorModule[];
  /** `--operators`, when given. */
  operators?: string[];
  /** `--bug-types`, when given. */
  bug_types?: string[];
  /** `--exclude-operators`, when given. */
  excluded_operators?: string[];
}

/** A task the build skipped before the gates because its canonical cannot be mutated. */
export interface SkippedTask {
  /** The task id. */
  task_id: string;
  /** Base name of the file the importer read it from, when known. */
  file?: string;
  /** 1-based line of the task in `file`, when known. */
  line?: number;
  /** Why it was skipped. */
  reason: string;
}

/** A candidate distractor whose two runs disagreed (see `DistractorAudit.decision` `flaky`). */
export interface FlakyDistractor {
  /** The task id. */
  task_id: string;
  /** Index in the task's candidate list (as in `dataset_validation.json`). */
  index: number;
  /** Its bug type. */
  bug_type: string;
  /** Which tests differed. */
  reason: string;
}

/**
 * `build_report.json`: what the build did, deterministic (no timings). `skipped_tasks` and
 * `flaky_distractors` are present only when not empty.
 */
export interface BuildReport {
  format: 'execret-build-report';
  source: string;
  seed: number;
  tasks: { total: number; accepted: number; rejected: number; skipped_by_importer: number };
  /**
   * `by_operator` is keyed by operator name (a name used by both languages of a mixed build counts
   * both); every operator that ran has a row, also with no candidate.
   */
  distractors: { kept: number; per_task: Record<string, number>; by_bug_type: Record<string, BugTypeFunnel>; by_operator: Record<string, OperatorFunnel> };
  /** Present when `--mutators`, `--no-builtin-mutators`, `--operators`, `--bug-types` or `--exclude-operators` was given. */
  mutators?: BuildMutators;
  mutator_dropped: Record<string, number>;
  short_tasks: Array<{ task_id: string; kept: number; reason: string }>;
  rejected_tasks: Array<{ task_id: string; gate: string; problems: string[]; canonical_test_results: string[] }>;
  importer_skipped: ImportReport['skipped'];
  /** Tasks skipped before the gates (their canonical cannot be mutated); counted as rejected. */
  skipped_tasks?: SkippedTask[];
  /** Candidate distractors left out because two runs gave different outcomes. */
  flaky_distractors?: FlakyDistractor[];
  /**
   * Present only with `--edits` above 1: how the stacked candidates were made (as in
   * `dataset_validation.json`); the funnels above then count stacked candidates, by their first edit.
   */
  stacked_edits?: NonNullable<DatasetValidation['stacked_edits']>;
  /** Present only with `--amplify`: what test amplification added, per task and by reason. */
  amplification?: AmplificationReport;
  /**
   * Present only with `--timeout` or when a task's limit was calibrated: the per-test floor
   * (`--timeout`, null for the runtime's own) and every task whose canonical timed out at the floor,
   * with the limit calibration gave it (null: too slow even at the top rung, so rejected at G3).
   */
  time_limits?: { floor_ms: number | null; calibrated: Array<{ task_id: string; test_timeout_ms: number | null }> };
}

/**
 * `execret build`: task sources → every mutation candidate → oracle gates (canonical passes twice;
 * a distractor fails at least one test; up to 4 kept per task, diverse bug types, seeded) → a bundle
 * with corpus ids in seeded random order, `distractor_metadata.jsonl`, `execution_cache.jsonl`,
 * `dataset_validation.json`, `build_report.json` and `manifest.json`. Execution goes through the
 * oracle's SQLite cache, so a rerun (or a resumed run) re-executes nothing but the canonicals' two
 * runs and the second run of timing-sensitive distractors it keeps.
 *
 * A task whose canonical the mutator cannot take is skipped and listed in `skipped_tasks` (with the
 * importer's file and line); one bad task never stops the build. The bundle is written to a
 * temporary sibling folder and renamed over `out` at the end; when no task is accepted nothing is
 * written and `out` keeps what it held (check `tasks.accepted`).
 */
export async function buildBenchmark(options: BuildOptions): Promise<BuildReport> {
  const seed = options.seed ?? DEFAULT_SEED;
  const maxDistractors = options.maxDistractors ?? 4;
  const edits = options.edits ?? 1;
  if (!Number.isSafeInteger(edits) || edits < 1 || edits > 4) throw new InvalidArgumentError(`--edits must be an integer from 1 to 4, got ${String(edits)}`);
  checkAmplify(options.amplify);
  if (options.testTimeoutMs !== undefined && (!Number.isSafeInteger(options.testTimeoutMs) || options.testTimeoutMs < 1)) {
    throw new InvalidArgumentError(`--timeout must be a positive number of seconds with at most millisecond precision, got ${String(options.testTimeoutMs)} ms`);
  }
  const out = resolve(options.out);
  // User operators load first: a broken module is an error before any other work.
  const user = await loadUserMutators(options.mutatorModules ?? []);
  const builtin = options.builtinMutators ?? true;
  if (!builtin && user.mutators.length === 0) throw new InvalidArgumentError('--no-builtin-mutators needs --mutators <module>: without the built-in operators there is no operator to run');
  const registry: Mutator[] = [...(builtin ? allMutators : []), ...user.mutators];
  if (builtin) {
    for (const mutator of user.mutators) {
      if (allMutators.some((other) => other.language === mutator.language && other.name === mutator.name)) {
        const module = user.modules.find((entry) => entry.operators.includes(`${mutator.language}/${mutator.name}`));
        throw new InvalidArgumentError(`--mutators ${module?.file ?? ''}: ${mutator.language} operator "${mutator.name}" has the name of a built-in operator; rename it, or leave the built-in ones out with --no-builtin-mutators`);
      }
    }
  }
  await prepareOutput(out);
  let tasks: Task[];
  let fixedCandidates: Map<string, Mutant[]> | undefined;
  let imported: ImportReport = { skipped: [] };
  let locations: Map<string, { file: string; line: number }> = new Map();
  let source: string;
  if (options.from === undefined) {
    const language = options.language ?? 'python';
    tasks = await loadBuiltinTasks(language);
    source = `builtin:${language}`;
  } else {
    // EvalPlus imports get their tests here: the canonical's outputs on their inputs, run in the oracle.
    const result = await resolveImportedTests(await importTasks(options.from.kind, options.from.path, { maxPlusInputs: options.maxPlusInputs }), { oracle: options.oracle.oracle, testTimeoutMs: options.testTimeoutMs, progress: options.progress, abortSignal: options.abortSignal });
    tasks = result.tasks;
    fixedCandidates = result.candidates;
    imported = result.report;
    locations = result.locations ?? locations;
    // The base name only: a bundle must not carry a path of the machine that built it (resolved
    // first, so `.` names the folder).
    source = importSource(options.from.kind, resolve(options.from.path));
  }

  const languages = [...new Set(tasks.map((task) => task.language))].sort();
  const mutated = [...new Set(tasks.filter((task) => fixedCandidates?.get(task.taskId) === undefined).map((task) => task.language))].sort();
  const choice = chooseOperators(registry, { ...(options.operators === undefined ? {} : { operators: options.operators }), ...(options.bugTypes === undefined ? {} : { bugTypes: options.bugTypes }), ...(options.excludeOperators === undefined ? {} : { excludeOperators: options.excludeOperators }) }, mutated);
  const mutatorsRecord: BuildMutators | undefined =
    builtin && user.modules.length === 0 && options.operators === undefined && options.bugTypes === undefined && options.excludeOperators === undefined
      ? undefined
      : {
          builtin,
          modules: user.modules,
          ...(options.operators === undefined ? {} : { operators: [...options.operators] }),
          ...(options.bugTypes === undefined ? {} : { bug_types: [...options.bugTypes] }),
          ...(options.excludeOperators === undefined ? {} : { excluded_operators: [...options.excludeOperators] }),
        };
  if (options.importCache !== undefined) {
    for (const language of languages) {
      const runtime = (await options.oracle.oracle.describeRuntime(language)).fingerprint;
      await options.oracle.cache.importJsonl(options.importCache, { runtime });
    }
  }

  // Every candidate of every task, in source order. A task the mutator cannot take is skipped
  // with its reason and location: one bad task never stops the build.
  const mutatorDropped = new Map<string, number>();
  const duplicates = new OperatorDuplicates();
  const candidates: TaskCandidates[] = [];
  const skippedTasks: SkippedTask[] = [];
  const tick = options.progress.stage('mutate', tasks.length);
  // A user's operators run in a worker thread, which a Ctrl-C ends even in a loop that never
  // yields; the built-in ones stay on this thread (they always return).
  const worker = user.mutators.length > 0 && mutated.length > 0 ? await startMutatorWorker(user, choice, options.abortSignal) : undefined;
  try {
    for (const [index, task] of tasks.entries()) {
      // The mutator is synchronous (tens of seconds over a thousand tasks on a loaded machine): a
      // turn of the event loop per task lets a Ctrl-C through, which is delivered only there.
      await new Promise((resolve) => setImmediate(resolve));
      throwIfAborted(options.abortSignal, () => `build interrupted in the mutate stage after ${index} of ${tasks.length} tasks`);
      const fixed = fixedCandidates?.get(task.taskId);
      if (fixed !== undefined) {
        candidates.push({ task, mutants: fixed });
        tick(index + 1);
        continue;
      }
      const result = await mutateTask(task, choice.get(task.language) as LanguageOperators, user, worker, options.abortSignal);
      if ('reason' in result) {
        const location = locations.get(task.taskId);
        skippedTasks.push({ task_id: String(task.taskId), ...(location === undefined ? {} : { file: location.file, line: location.line }), reason: result.reason });
        tick(index + 1);
        continue;
      }
      for (const dropped of result.dropped) mutatorDropped.set(dropped, (mutatorDropped.get(dropped) ?? 0) + 1);
      duplicates.add(result.duplicates);
      candidates.push({ task, mutants: result.mutants });
      tick(index + 1);
    }
  } finally {
    await worker?.terminate();
  }
  options.progress.done();
  // --amplify: generated tests join the tasks' suites before the gates judge the candidates, so
  // everything below (gates, report, exported cache) sees the amplified tasks.
  const amplification = options.amplify === undefined ? undefined : await amplifyStage(candidates, { maxTests: options.amplify, seed, oracle: options.oracle.oracle, testTimeoutMs: options.testTimeoutMs, progress: options.progress, abortSignal: options.abortSignal });
  if (amplification !== undefined) candidates.splice(0, candidates.length, ...amplification.candidates);

  let gateTick: (done: number) => void = () => undefined;
  let currentGate = '';
  let currentTotal = -1;
  const { validation, accepted, stacked } = await runValidationGates(candidates, {
    oracle: options.oracle.oracle,
    maxDistractors,
    seed,
    edits,
    ...(options.testTimeoutMs === undefined ? {} : { testTimeoutMs: options.testTimeoutMs }),
    abortSignal: options.abortSignal,
    onProgress: (gate, done, total, pass) => {
      // G4 reports twice: the candidates, then the second runs of timing-sensitive picks. With
      // --edits above 1 the gates run twice: over the single edits, then the stacked candidates.
      const stage = pass === undefined ? `gate ${gate}` : `gate ${gate} (${pass === 'stacked' ? 'stacked' : 'single edits'})`;
      if (stage !== currentGate || total !== currentTotal) {
        options.progress.done();
        currentGate = stage;
        currentTotal = total;
        gateTick = options.progress.stage(stage, total);
      }
      gateTick(done);
    },
  });
  options.progress.done();

  // The gates hand over what they ran: the canonical's outcomes and each kept distractor's verdict.
  const assembled: AssembledTask[] = accepted.map((verified) => ({ ...verified, source }));
  const bundle = assembleBundle(assembled, { seed });
  const tools = toolVersions();
  delete tools['node'];
  // A stacked build's funnels count the stacked candidates (by their first edit); its exported cache
  // holds the single edits' verdicts and the stacked candidates'.
  const report = buildReport(source, seed, tasks.length, validation, stacked ?? candidates, mutatorDropped, imported, maxDistractors, skippedTasks, choice, registry, mutatorsRecord);
  for (const operator of duplicates.operators()) Object.assign((report.distractors.by_operator[operator] ??= { bug_type: 'unknown', candidates: 0, failing: 0, kept: 0 }), duplicates.of(operator));
  await exportCache(options, languages, stacked === undefined ? candidates : withStackedCandidates(candidates, stacked));
  if (amplification !== undefined) report.amplification = amplification.report;
  const timeLimits = timeLimitsReport(validation, options.testTimeoutMs);
  if (timeLimits !== undefined) report.time_limits = timeLimits;
  // Nothing accepted: an empty bundle would replace a good one and still validate, so keep `out`.
  if (accepted.length === 0) return report;

  const staging = stagingFolder(out, 'build');
  try {
    await writeBundle(staging, bundle, { seed, tools });
    // Paths in the audit are relative to the bundle, so the file does not depend on where it was built.
    const audit = await auditBundle(staging);
    const relative = (file: string): string => (file.startsWith(`${staging}/`) ? file.slice(staging.length + 1) : file === staging ? '.' : file);
    const withoutFolder = (message: string): string => message.split(`${staging}/`).join('').split(staging).join('.');
    validation.bundle = {
      ...audit,
      directory: '.',
      problems: audit.problems.map((problem) => ({ ...problem, file: relative(problem.file), message: withoutFolder(problem.message) })),
      warnings: audit.warnings.map((warning) => ({ ...warning, file: relative(warning.file), message: withoutFolder(warning.message) })),
    };
    await writeBundle(staging, bundle, {
      seed,
      tools,
      extraFiles: {
        'dataset_validation.json': `${JSON.stringify(validation, null, 2)}\n`,
        'build_report.json': `${JSON.stringify(report, null, 2)}\n`,
      },
    });
    await replaceFolder(staging, out);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  return report;
}

/**
 * Writes `--export-cache`: every job the build needed, one file per runtime: the verdicts at the
 * runtime's limits (canonicals and every candidate), then G4's confirming runs with their
 * `time_scale`, then G2's syntax checks (`syntax_check` rows), so a rebuild seeded with the file
 * (`--import-cache`) executes only G3's two runs of each canonical.
 */
async function exportCache(options: BuildOptions, languages: readonly Language[], candidates: readonly TaskCandidates[]): Promise<void> {
  if (options.exportCache !== undefined) {
    for (const language of languages) {
      const runtime = (await options.oracle.oracle.describeRuntime(language)).fingerprint;
      const jobs = candidates
        .filter(({ task }) => task.language === language)
        .flatMap(({ task, mutants }) => [task.canonical, ...mutants.map((mutant) => mutant.code)].map((code) => ({ code, tests: task.tests, testSetup: task.testSetup, entryPoint: task.entryPoint })));
      // One file per runtime: a mixed-language build writes <name>.<language>.jsonl for each language.
      const path = languages.length === 1 ? options.exportCache : options.exportCache.replace(/(\.jsonl)?$/, `.${language}.jsonl`);
      await options.oracle.cache.exportJsonl(path, { runtime, jobs, includeTimeScaled: true, syntaxChecks: jobs });
    }
  }
}

/**
 * The mutants of a task's canonical, or why the mutator cannot take it. An abort still throws, and
 * so does a failure of a user's operator (it threw, or yielded an invalid edit): that is a bug to
 * fix in the module, not a property of one task.
 */
async function mutateTask(
  task: Task,
  operators: LanguageOperators,
  user: UserMutators,
  worker: MutatorWorker | undefined,
  abortSignal: AbortSignal | undefined,
): Promise<{ mutants: Mutant[]; dropped: string[]; duplicates: DuplicateCandidate[] } | { reason: string }> {
  // Imports skip huge tasks already; this covers tests resolved after the import (EvalPlus).
  const tooBig = taskTooBig(task);
  if (tooBig !== undefined) return { reason: tooBig };
  try {
    const result = worker === undefined ? await mutateHere(task, operators) : await worker.mutate(task, abortSignal);
    if ('problem' in result) return { reason: `the canonical cannot be mutated: ${result.problem}` };
    return {
      mutants: result.mutants.map(({ code, bugType, operator, line, before, after }) => ({ code, bugType, operator, line, before, after })),
      dropped: result.dropped.map((dropped) => dropped.reason),
      duplicates: result.dropped.flatMap((dropped) => (dropped.duplicateOfOperator === undefined ? [] : [{ operator: dropped.operator, duplicateOf: dropped.duplicateOfOperator }])),
    };
  } catch (error) {
    if (ExecretError.isInstance(error) && error.code === ExecretErrorCode.ABORTED) throw error;
    const message = error instanceof Error ? error.message : String(error);
    const culprit = /^operator "([^"]+)"/.exec(message)?.[1];
    const module = user.modules.find((entry) => entry.operators.includes(`${task.language}/${culprit ?? ''}`));
    if (module !== undefined) throw new InvalidArgumentError(`--mutators ${module.file}: ${message.replace(/^operator/, `${task.language} operator`)} on task ${String(task.taskId)}`, error);
    return { reason: `the mutator failed on the canonical: ${message}` };
  }
}

/** `canonicalProblem`, then `mutate`, on this thread (the built-in operators alone). */
async function mutateHere(task: Task, operators: LanguageOperators): Promise<MutationOutcome> {
  const problem = await canonicalProblem(task.canonical, { language: task.language, entryPoint: task.entryPoint });
  if (problem !== undefined) return { problem };
  return mutate(task.canonical, { language: task.language, entryPoint: task.entryPoint, mutators: operators.mutators, exclude: operators.exclude });
}

/** Marks the temporary siblings of `out`: `.<name>.execret-build-<pid>` (being written) and `.<name>.execret-old-<pid>` (being replaced). */
const STAGING_PATTERN = /^\.(.*)\.execret-(build|old)-(\d+)$/;

/** A temporary sibling of `out` owned by this process. */
function stagingFolder(out: string, kind: 'build' | 'old'): string {
  return join(dirname(out), `.${basename(out)}.execret-${kind}-${process.pid}`);
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Checks `out` and tidies after a build that was killed: `out` must be missing, an empty folder or
 * a bundle (a build replaces it whole, so any other folder is refused rather than deleted).
 * Temporary siblings left by a dead build are removed; an old bundle moved aside by a build killed
 * between its two renames is put back first.
 */
async function prepareOutput(out: string): Promise<void> {
  const parent = dirname(out);
  await mkdir(parent, { recursive: true });
  for (const name of (await readdir(parent)).sort()) {
    const match = STAGING_PATTERN.exec(name);
    if (match === null || match[1] !== basename(out)) continue;
    const pid = Number(match[3]);
    if (pid !== process.pid && processAlive(pid)) continue;
    const path = join(parent, name);
    if (match[2] === 'old' && (await stat(out).catch(() => undefined)) === undefined) await rename(path, out);
    else await rm(path, { recursive: true, force: true });
  }
  const found = await stat(out).catch(() => undefined);
  if (found === undefined) return;
  if (!found.isDirectory()) throw new InvalidArgumentError(`--out ${out} is a file; give a folder for the bundle`);
  const entries = await readdir(out);
  if (entries.length > 0 && !entries.includes('manifest.json') && !entries.includes('queries.jsonl')) {
    throw new InvalidArgumentError(`--out ${out} is a folder that is not a bundle (no manifest.json or queries.jsonl); the build replaces its folder whole, so give a new or empty folder`);
  }
}

/** Puts the folder `staging` in place of `out`: the old `out` is renamed aside, the new one renamed in, then the old one removed. */
async function replaceFolder(staging: string, out: string): Promise<void> {
  if ((await stat(out).catch(() => undefined)) === undefined) {
    await rename(staging, out);
    return;
  }
  const old = stagingFolder(out, 'old');
  await rename(out, old);
  await rename(staging, out);
  await rm(old, { recursive: true, force: true });
}


/** Each task's single-edit candidates followed by its stacked ones (every job a stacked build ran). */
function withStackedCandidates(candidates: readonly TaskCandidates[], stacked: readonly TaskCandidates[]): TaskCandidates[] {
  const stackedOf = new Map(stacked.map((entry) => [entry.task, entry.mutants]));
  return candidates.map(({ task, mutants }) => ({ task, mutants: [...mutants, ...(stackedOf.get(task) ?? [])] }));
}

function buildReport(
  source: string,
  seed: number,
  total: number,
  validation: DatasetValidation,
  candidates: readonly TaskCandidates[],
  mutatorDropped: Map<string, number>,
  imported: ImportReport,
  maxDistractors: number,
  skippedTasks: readonly SkippedTask[],
  choice: ReadonlyMap<Language, LanguageOperators>,
  registry: readonly Mutator[],
  mutators: BuildMutators | undefined,
): BuildReport {
  const funnel: Record<string, BugTypeFunnel> = {};
  for (const bugType of BUG_TYPES) funnel[bugType] = { candidates: 0, failing: 0, kept: 0 };
  for (const { mutants } of candidates) for (const mutant of mutants) (funnel[mutant.bugType] ??= { candidates: 0, failing: 0, kept: 0 }).candidates += 1;
  const byOperator: Record<string, OperatorFunnel> = {};
  const operatorRow = (name: string, bugType: string): OperatorFunnel => (byOperator[name] ??= { bug_type: bugType, candidates: 0, failing: 0, kept: 0 });
  for (const [language, operators] of choice) {
    for (const name of operators.active) {
      // JavaScript runs TypeScript's operators too: its own first, then those.
      const mutator = registry.find((candidate) => candidate.language === language && candidate.name === name) ?? registry.find((candidate) => candidate.name === name && mutatorRunsOn(candidate, language));
      operatorRow(name, String(mutator?.bugType));
    }
  }
  for (const { mutants } of candidates) for (const mutant of mutants) operatorRow(mutant.operator, mutant.bugType).candidates += 1;
  const perTask: Record<string, number> = {};
  const shortTasks: BuildReport['short_tasks'] = [];
  const rejected: BuildReport['rejected_tasks'] = [];
  const flaky: FlakyDistractor[] = [];
  for (const audit of validation.tasks) {
    for (const entry of audit.distractors) {
      if (entry.decision === 'flaky') flaky.push({ task_id: audit.task_id, index: entry.index, bug_type: entry.bug_type, reason: entry.reason ?? '' });
    }
    for (const entry of audit.distractors) {
      for (const row of [(funnel[entry.bug_type] ??= { candidates: 0, failing: 0, kept: 0 }), operatorRow(entry.operator, entry.bug_type)]) {
        if (entry.decision === 'kept' || entry.decision === 'not-selected') row.failing += 1;
        if (entry.decision === 'kept') row.kept += 1;
      }
    }
    if (!audit.accepted) {
      const gate = (Object.entries(audit.gates).find(([, record]) => record.status === 'fail') ?? ['?', { problems: [] }]) as [string, { problems: string[] }];
      rejected.push({ task_id: audit.task_id, gate: gate[0], problems: gate[1].problems, canonical_test_results: audit.canonical.runs[0]?.test_results ?? [] });
      continue;
    }
    const kept = audit.distractors.filter((entry) => entry.decision === 'kept').length;
    perTask[String(kept)] = (perTask[String(kept)] ?? 0) + 1;
    if (kept < maxDistractors) {
      const failing = audit.distractors.filter((entry) => entry.decision === 'kept' || entry.decision === 'not-selected').length;
      const reason = shortTaskReason(audit.distractors.length, failing, kept);
      shortTasks.push({ task_id: audit.task_id, kept, reason });
    }
  }
  return {
    format: 'execret-build-report',
    source,
    seed,
    tasks: { total, accepted: validation.summary.tasks_accepted, rejected: total - validation.summary.tasks_accepted, skipped_by_importer: imported.skipped.length },
    distractors: { kept: validation.summary.kept_distractors, per_task: sortedRecord(perTask), by_bug_type: funnel, by_operator: sortedRecord(byOperator) },
    ...(mutators === undefined ? {} : { mutators }),
    mutator_dropped: sortedRecord(Object.fromEntries(mutatorDropped)),
    short_tasks: shortTasks,
    rejected_tasks: rejected,
    importer_skipped: imported.skipped,
    ...(skippedTasks.length === 0 ? {} : { skipped_tasks: [...skippedTasks] }),
    ...(flaky.length === 0 ? {} : { flaky_distractors: flaky }),
    ...(validation.stacked_edits === undefined ? {} : { stacked_edits: validation.stacked_edits }),
  };
}

/** `time_limits` of the build report: the floor and the calibrated tasks (undefined when neither is there to tell). */
function timeLimitsReport(validation: DatasetValidation, floorMs: number | undefined): BuildReport['time_limits'] {
  const calibrated = validation.tasks.flatMap((audit) => {
    const limit = audit.canonical.time_limit;
    return limit === undefined ? [] : [{ task_id: audit.task_id, test_timeout_ms: limit.test_timeout_ms }];
  });
  if (floorMs === undefined && calibrated.length === 0) return undefined;
  return { floor_ms: floorMs ?? null, calibrated };
}

/** The build report as a table for people. */
export function formatBuildReport(report: BuildReport, out: string): string {
  const share = (kept: number): string => (report.distractors.kept === 0 ? '     -' : `${((100 * kept) / report.distractors.kept).toFixed(1).padStart(6)}%`);
  const lines = [
    report.tasks.accepted === 0
      ? `no bundle written: no task of ${report.source} was accepted (${join(out)} left as it was)`
      : `bundle ${join(out)} from ${report.source} (seed ${report.seed})`,
    `tasks: ${report.tasks.accepted} accepted of ${report.tasks.total} (${report.tasks.rejected} rejected${report.tasks.skipped_by_importer ? `, ${report.tasks.skipped_by_importer} skipped by the importer` : ''})`,
    `distractors kept: ${report.distractors.kept}; tasks by distractor count: ${Object.entries(report.distractors.per_task).map(([count, tasks]) => `${count}: ${tasks}`).join(', ')}`,
    '',
    'bug type                  candidates   failing      kept   share',
    ...Object.entries(report.distractors.by_bug_type).map(
      ([bugType, row]) =>
        `${bugType.padEnd(24)} ${String(row.candidates).padStart(11)} ${String(row.failing).padStart(9)} ${String(row.kept).padStart(9)} ${share(row.kept)}`,
    ),
    '',
    'operator                  candidates   failing      kept   share  bug type',
    ...Object.entries(report.distractors.by_operator).map(
      ([operator, row]) =>
        `${operator.padEnd(24)} ${String(row.candidates).padStart(11)} ${String(row.failing).padStart(9)} ${String(row.kept).padStart(9)} ${share(row.kept)}  ${row.bug_type}`,
    ),
    ...Object.entries(report.distractors.by_operator)
      .filter(([, row]) => row.duplicates !== undefined && row.duplicates > 0)
      .map(([operator, row]) => `  ${operator}: ${describeOperatorCandidates(row.candidates, { duplicates: row.duplicates as number, duplicates_of: row.duplicates_of ?? {} })}`),
  ];
  if (report.stacked_edits !== undefined) {
    const stackedEdits = report.stacked_edits;
    lines.push(
      '',
      `stacked edits: ${stackedEdits.edits} per distractor, from ${stackedEdits.verified_single_edits} verified single edits of ${stackedEdits.single_edit_candidates} candidates (up to ${stackedEdits.candidates_per_task} stacked candidates per task; the tables count them by their first edit)`,
    );
    if (stackedEdits.tasks_without_stacked_candidates > 0) lines.push(`  tasks without ${stackedEdits.edits} verified edits on separate lines: ${stackedEdits.tasks_without_stacked_candidates}`);
    if (stackedEdits.unstackable_single_edits > 0) lines.push(`  single edits left out (line, before and after do not rebuild their code): ${stackedEdits.unstackable_single_edits}`);
  }
  if (report.amplification !== undefined) lines.push(...formatAmplification(report.amplification));
  if (report.time_limits !== undefined) {
    const { floor_ms: floor, calibrated } = report.time_limits;
    lines.push('', `per-test time limit: ${floor === null ? "the runtime's own" : `${floor} ms`} (--timeout); ${calibrated.length} task(s) calibrated for a slow canonical`);
    for (const task of calibrated.slice(0, 20)) lines.push(`  ${task.task_id}: ${task.test_timeout_ms === null ? 'too slow even at the top rung (rejected)' : `${task.test_timeout_ms} ms`}`);
    if (calibrated.length > 20) lines.push(`  … ${calibrated.length - 20} more in dataset_validation.json`);
  }
  if (report.mutators !== undefined) {
    const { modules, operators, bug_types: bugTypes, excluded_operators: excluded } = report.mutators;
    lines.push('', `operators: ${report.mutators.builtin ? 'built-in' : 'no built-in'}${modules.map((module) => ` + ${module.file} (${module.operators.join(', ')})`).join('')}`);
    if (operators !== undefined) lines.push(`  only: ${operators.join(', ')}`);
    if (bugTypes !== undefined) lines.push(`  bug types: ${bugTypes.join(', ')}`);
    if (excluded !== undefined) lines.push(`  left out: ${excluded.join(', ')}`);
  }
  if (report.importer_skipped.length > 0) {
    lines.push('', `records the importer skipped: ${report.importer_skipped.length}`);
    for (const skipped of report.importer_skipped.slice(0, 20)) lines.push(`  ${skipped.source}: ${skipped.reason}`);
    if (report.importer_skipped.length > 20) lines.push(`  … ${report.importer_skipped.length - 20} more in build_report.json`);
  }
  if (report.skipped_tasks !== undefined && report.skipped_tasks.length > 0) {
    lines.push('', `tasks skipped before the gates: ${report.skipped_tasks.length}`);
    for (const task of report.skipped_tasks) lines.push(`  ${task.file === undefined ? '' : `${task.file}:${task.line ?? '?'} `}(${task.task_id}): ${task.reason}`);
  }
  if (report.flaky_distractors !== undefined && report.flaky_distractors.length > 0) {
    lines.push('', `distractors left out as flaky (two runs disagreed): ${report.flaky_distractors.length}`);
    for (const entry of report.flaky_distractors.slice(0, 20)) lines.push(`  ${entry.task_id} #${entry.index} (${entry.bug_type}): ${entry.reason}`);
    if (report.flaky_distractors.length > 20) lines.push(`  … ${report.flaky_distractors.length - 20} more in dataset_validation.json`);
  }
  if (report.rejected_tasks.length > 0) {
    lines.push('', 'rejected tasks:');
    for (const task of report.rejected_tasks) lines.push(`  ${task.task_id}: gate ${task.gate}: ${task.problems[0] ?? ''}${task.canonical_test_results.length ? ` (canonical: ${task.canonical_test_results.join(', ')})` : ''}`);
  }
  if (report.short_tasks.length > 0) {
    lines.push('', `tasks with fewer than 4 distractors: ${report.short_tasks.length}`);
    for (const task of report.short_tasks.slice(0, 20)) lines.push(`  ${task.task_id}: ${task.kept} (${task.reason})`);
    if (report.short_tasks.length > 20) lines.push(`  … ${report.short_tasks.length - 20} more in build_report.json`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Parses `--timeout <seconds>`: a positive number of seconds with at most millisecond precision,
 * returned in milliseconds (`1.5` → 1500); anything else is a usage error.
 */
export function timeoutSeconds(value: string): number {
  const seconds = Number(value);
  const milliseconds = Math.round(seconds * 1000);
  if (value.trim() === '' || !Number.isFinite(seconds) || seconds <= 0 || milliseconds < 1 || Math.abs(seconds * 1000 - milliseconds) > 1e-6 || !Number.isSafeInteger(milliseconds)) {
    throw new CommanderArgumentError(`expected a positive number of seconds with at most millisecond precision (e.g. 2.5), got "${value}"`);
  }
  return milliseconds;
}

/** Parses `--edits <n>`: an integer from 1 to 4 (anything else is a usage error). */
function editCount(value: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 1 || parsed > 4) throw new CommanderArgumentError(`expected an integer from 1 to 4, got "${value}"`);
  return parsed;
}

/** Adds `execret build` to the program; `setExitCode` receives 1 when no task was accepted. */
export function registerBuildCommand(program: Command, io: CommandIo, setExitCode: (code: number) => void): void {
  program
    .command('build')
    .description('build a benchmark bundle: tasks → mutants → oracle gates → bundle')
    .addOption(new Option('--from <kind>', 'import tasks instead of the built-in ones (repo: a project folder tested with pytest)').choices([...IMPORT_KINDS, 'repo']))
    .argument('[path]', 'the file or folder to import (with --from)')
    .addOption(new Option('--language <language>', 'language of the built-in tasks').choices(['python', 'typescript', 'javascript']).default('python'))
    .requiredOption('--out <dir>', 'bundle folder to write')
    .addOption(new Option('--seed <n>', 'seed of distractor choice and corpus id order').argParser(integer).default(DEFAULT_SEED))
    .addOption(new Option('--max-distractors <n>', 'distractors kept per task').argParser(integer).default(4))
    .addOption(maxPlusInputsOption())
    .addOption(new Option('--edits <n>', 'single edits per distractor, 1 to 4: each a verified single edit, applied together on separate lines').argParser(editCount).default(1))
    .addOption(new Option('--amplify <n>', 'add up to n generated tests per Python task: new inputs by type-aware mutation of the tests\' inputs, the canonical\'s output as expected value, kept when they fail a candidate the tests let pass').argParser(positiveInteger))
    .addOption(new Option('--timeout <seconds>', "per-test time limit floor (default: the runtime's, 1 s); a task whose canonical times out at it gets a calibrated limit").argParser(timeoutSeconds))
    .option('--cache <dir>', 'execution cache folder (default: <out>/../.execret-cache)')
    .option('--import-cache <file>', 'seed the execution cache from an execution_cache.jsonl exported by --export-cache')
    .option('--export-cache <file>', "write the verdict of every job the build needed (canonicals, every candidate, calibration runs and G4's confirming runs with time_scale)")
    .addOption(new Option('--mutators <module>', 'an ES module or TypeScript file exporting operators, added to the built-in ones (repeatable)').argParser(collect).default([]))
    .option('--no-builtin-mutators', 'run only the operators of --mutators')
    .addOption(new Option('--operators <names>', 'run only these operators (comma-separated names)').argParser(list))
    .addOption(new Option('--bug-types <types>', 'run only operators of these bug types (comma-separated)').argParser(list))
    .addOption(new Option('--exclude-operators <names>', 'leave these operators out (comma-separated names)').argParser(list))
    .option('--redis <url>', 'run the executions on execret worker processes through this Redis (BullMQ); default $EXECRET_REDIS_URL, else this machine')
    .option('--test-command <command>', 'with --from repo: the test command (e.g. "pytest tests/unit -m \'not slow\'"); default: detected')
    .addOption(new Option('--pass-env <name>', 'with --from repo: pass this environment variable into the sandbox (repeatable)').argParser(collect).default([]))
    .option('--json', 'print the build report as JSON')
    .addHelpText('after', EXIT_CODES_HELP)
    .action(async (path: string | undefined, options: { redis?: string; from?: ImportKind | 'repo'; language: Language; out: string; seed: number; maxDistractors: number; maxPlusInputs: number; edits: number; amplify?: number; timeout?: number; cache?: string; importCache?: string; exportCache?: string; mutators: string[]; builtinMutators: boolean; operators?: string[]; bugTypes?: string[]; excludeOperators?: string[]; json?: boolean; testCommand?: string; passEnv: string[] }) => {
      if (options.from === 'repo') {
        if (path === undefined) throw new InvalidArgumentError('--from repo needs a project folder: execret build --from repo <dir> --out <dir>');
        const out = resolve(options.out);
        const progress = createProgress(io, { quiet: options.json });
        const { signal, release } = interruptible();
        try {
          const report = await buildFromRepo({ projectDir: path, out, seed: options.seed, maxDistractors: options.maxDistractors, ...(options.testCommand === undefined ? {} : { testCommand: options.testCommand }), passEnv: options.passEnv, mutatorModules: options.mutators, builtinMutators: options.builtinMutators, ...(options.operators === undefined ? {} : { operators: options.operators }), ...(options.bugTypes === undefined ? {} : { bugTypes: options.bugTypes }), ...(options.excludeOperators === undefined ? {} : { excludeOperators: options.excludeOperators }), progress, abortSignal: signal });
          setExitCode(printRepoReport(io, report, out, options.json) ? EXIT_CODES.OK : EXIT_CODES.CHECK_FAILED);
        } finally {
          release();
        }
        return;
      }
      if (options.testCommand !== undefined || options.passEnv.length > 0) throw new InvalidArgumentError('--test-command and --pass-env need --from repo');
      if (options.from !== undefined && path === undefined) throw new InvalidArgumentError(`--from ${options.from} needs a path: execret build --from ${options.from} <path> --out <dir>`);
      // Without --from a path would be ignored and the built-in tasks built in its place.
      if (options.from === undefined && path !== undefined) throw new InvalidArgumentError('a path needs --from <kind>: execret build --from jsonl <path> --out <dir>');
      const out = resolve(options.out);
      const progress = createProgress(io, { quiet: options.json });
      const oracle = openExecutionOracle(options.cache ?? join(out, '..', '.execret-cache'), { redis: options.redis, onWarning: (message) => progress.note(`warning: ${message}`) });
      const { signal, release } = interruptible();
      try {
        const report = await buildBenchmark({
          ...(options.from === undefined ? {} : { from: { kind: options.from, path: path as string } }),
          language: options.language,
          out,
          seed: options.seed,
          maxDistractors: options.maxDistractors,
          maxPlusInputs: options.maxPlusInputs,
          edits: options.edits,
          ...(options.amplify === undefined ? {} : { amplify: options.amplify }),
          ...(options.timeout === undefined ? {} : { testTimeoutMs: options.timeout }),
          ...(options.importCache === undefined ? {} : { importCache: resolve(options.importCache) }),
          ...(options.exportCache === undefined ? {} : { exportCache: resolve(options.exportCache) }),
          mutatorModules: options.mutators,
          builtinMutators: options.builtinMutators,
          ...(options.operators === undefined ? {} : { operators: options.operators }),
          ...(options.bugTypes === undefined ? {} : { bugTypes: options.bugTypes }),
          ...(options.excludeOperators === undefined ? {} : { excludeOperators: options.excludeOperators }),
          oracle,
          progress,
          abortSignal: signal,
        });
        io.stdout(options.json ? `${JSON.stringify(report, null, 2)}\n` : formatBuildReport(report, out));
        if (report.tasks.accepted === 0) io.stderr(`error: no task was accepted, so no bundle was written; ${out} was left as it was\n`);
        setExitCode(report.tasks.accepted > 0 ? EXIT_CODES.OK : EXIT_CODES.CHECK_FAILED);
      } finally {
        release();
        await oracle.dispose();
      }
    });
}
