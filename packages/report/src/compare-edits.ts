import { compareCodeUnits, InvalidArgumentError, type Bundle, type QueryRow, type Run } from '@execret/core';
import { diagnoseRun, judgementsFromQueries, type DeceptionCounts } from '@execret/metrics';
import { DEFAULT_PERMUTATIONS, DEFAULT_RESAMPLES, DEFAULT_SEED, pairedBootstrapInterval, pairedRandomizationTest, type IntervalMethod } from '@execret/stats';

/** One side of {@link compareEdits}: a bundle and the rankings systems made of it. */
export interface EditsSide {
  /** How the comparison names this side (e.g. its run folder). */
  name: string;
  /** The bundle the systems ranked; `distractorMetadata` tells how many edits its distractors stack. */
  bundle: Pick<Bundle, 'queries' | 'corpus' | 'distractorMetadata'>;
  /** Each system's rankings by query id, by system id (deep enough to hold each query's canonical and paired distractors). */
  runs: ReadonlyMap<string, Run>;
}

/** Options of {@link compareEdits}. */
export interface CompareEditsOptions {
  /** Bootstrap resamples over matched tasks (default 5,000). */
  resamples?: number;
  /** Seed of the resamples and of the sign flips (default 20260510). */
  seed?: number;
  /** Interval method (default `percentile`). */
  method?: IntervalMethod;
  /** Sign-flip permutations of the randomization test (default 10,000). */
  permutations?: number;
}

/** Deception of one side's distractors, for one system over the compared tasks. */
export interface EditsDeception {
  /** Mean over the compared tasks of each task's deception rate (the compared quantity). */
  mean_rate: number;
  /** Scored (task, paired distractor) pairs. */
  pairs: number;
  /** Pairs whose distractor scores strictly above its canonical. */
  above: number;
  /** Pairs whose distractor ties its canonical (not counted as deception). */
  tied: number;
  /** `above / pairs`, every pair counting once (the study's pooled rate). */
  pooled_rate: number;
  /** Pairs, pairs above and their rate by the distractor's bug type (a stacked distractor's first edit's). */
  by_bug_type: Record<string, { pairs: number; above: number; rate: number }>;
}

/** Single-edit against stacked deception for one system (or the mean of all). */
export interface EditsSystemComparison {
  /** The system id, or `all systems` for the per-task mean over every compared system. */
  system: string;
  /** Matched tasks with at least one scored pair on both sides: the paired units. */
  tasks: number;
  /** Matched tasks left out because a side had no scored pair (canonical or distractors ranked too deep). */
  unscored_tasks: number;
  /** The single-edit side. */
  single: EditsDeception;
  /** The stacked side. */
  stacked: EditsDeception;
  /** Paired bootstrap of stacked − single mean rates over tasks (null with no task). */
  difference: { estimate: number; ci95_low: number; ci95_high: number } | null;
  /** Two-sided p-value of the paired randomization (sign-flip) test of equal mean rates (null with no task). */
  p_value: number | null;
}

/** One side as the comparison describes it. */
export interface EditsSideSummary {
  /** The side's name. */
  name: string;
  /** Single edits per distractor. */
  edits: number;
  /** Queries in the bundle. */
  queries: number;
  /** Paired distractors in the bundle. */
  distractors: number;
  /** Tasks of this bundle with no task of the same id in the other. */
  unmatched_tasks: number;
}

/** `tests/edits_comparison.json`: what {@link compareEdits} returns. */
export interface EditsComparison {
  format: 'execret-edits-comparison';
  /** The compared quantity, in words. */
  deception: string;
  /** How tasks are matched across the bundles. */
  matched_by: string;
  /** Tasks present in both bundles (same task id and canonical code). */
  matched_tasks: number;
  single: EditsSideSummary;
  stacked: EditsSideSummary;
  /** Settings of the paired bootstrap. */
  bootstrap: { resamples: number; seed: number; method: IntervalMethod; confidence_level: number };
  /** Settings of the paired randomization test. */
  randomization: { permutations: number; seed: number };
  /** One entry per system ranked on both sides, by system id. */
  systems: EditsSystemComparison[];
  /** Each task's rates averaged over every compared system, then compared the same way (null with fewer than two systems). */
  all_systems: EditsSystemComparison | null;
  /** Systems ranked on one side only (left out). */
  unmatched_systems: { single: string[]; stacked: string[] };
}

/** The edit count of a side's distractors: the length of each metadata row's `edits`, 1 for a row without. */
function editCount(side: EditsSide): number {
  const counts = new Set((side.bundle.distractorMetadata ?? []).map((row) => (Array.isArray(row['edits']) ? (row['edits'] as unknown[]).length : 1)));
  if (counts.size > 1) {
    throw new InvalidArgumentError(`${side.name}: the bundle mixes distractors of ${[...counts].sort((left, right) => left - right).join(', ')} edits; compare bundles built with one --edits each`);
  }
  return counts.size === 0 ? 1 : ([...counts][0] as number);
}

/** The task id a query came from: `metadata.task_id` (what execret writes), else `entry_id`. */
function taskKey(query: Pick<QueryRow, 'metadata' | 'entry_id'>): string {
  const id = query.metadata?.['task_id'];
  return typeof id === 'string' && id !== '' ? id : query.entry_id;
}

function queriesByTask(side: EditsSide): Map<string, QueryRow> {
  const byTask = new Map<string, QueryRow>();
  for (const query of side.bundle.queries) {
    const key = taskKey(query);
    const previous = byTask.get(key);
    if (previous !== undefined) {
      throw new InvalidArgumentError(`${side.name}: task id "${key}" names two queries (${previous.query_id}, ${query.query_id}); tasks are matched by task id`);
    }
    byTask.set(key, query);
  }
  return byTask;
}

/** A query's canonical code (all of it, sorted, as one string), to tell that two bundles hold the same task. */
function canonicalsOf(side: EditsSide): (query: QueryRow) => string {
  const code = new Map(side.bundle.corpus.map((row) => [row.corpus_id, row.code]));
  return (query) => JSON.stringify(query.correct_corpus_ids.map((id) => code.get(id) ?? '').sort(compareCodeUnits));
}

/** One query's scored pairs, from the same `diagnoseRun` that `execret run` uses (so ties and missing items count alike). */
function queryDeception(run: Run, query: QueryRow, bugTypeOf: (corpusId: string) => string | undefined): { overall: DeceptionCounts; byBugType: Record<string, DeceptionCounts> } {
  const ranking = run.get(query.query_id) ?? [];
  const diagnostics = diagnoseRun(new Map([[query.query_id, ranking]]), judgementsFromQueries([query]), { passes: () => false, bugTypeOf });
  return diagnostics.deception;
}

interface SideCounts {
  /** Per compared task: its deception rate. */
  rates: number[];
  pairs: number;
  above: number;
  tied: number;
  byBugType: Map<string, { pairs: number; above: number }>;
}

function emptyCounts(): SideCounts {
  return { rates: [], pairs: 0, above: 0, tied: 0, byBugType: new Map() };
}

type QueryDeception = ReturnType<typeof queryDeception>;

/** A task's deception rate (it has at least one scored pair). */
function rateOf(deception: QueryDeception): number {
  return deception.overall.above / deception.overall.pairs;
}

/** Adds a task's pairs to the counts, without its rate. */
function addPairs(counts: SideCounts, deception: QueryDeception): void {
  counts.pairs += deception.overall.pairs;
  counts.above += deception.overall.above;
  counts.tied += deception.overall.tied;
  for (const [bugType, entry] of Object.entries(deception.byBugType)) {
    const target = counts.byBugType.get(bugType) ?? { pairs: 0, above: 0 };
    target.pairs += entry.pairs;
    target.above += entry.above;
    counts.byBugType.set(bugType, target);
  }
}

/** Adds a task: its pairs and its rate. */
function addQuery(counts: SideCounts, deception: QueryDeception): void {
  addPairs(counts, deception);
  counts.rates.push(rateOf(deception));
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}

function describeSide(counts: SideCounts): EditsDeception {
  const byBugType: EditsDeception['by_bug_type'] = {};
  for (const bugType of [...counts.byBugType.keys()].sort(compareCodeUnits)) {
    const entry = counts.byBugType.get(bugType) as { pairs: number; above: number };
    byBugType[bugType] = { ...entry, rate: entry.pairs > 0 ? entry.above / entry.pairs : 0 };
  }
  return { mean_rate: mean(counts.rates), pairs: counts.pairs, above: counts.above, tied: counts.tied, pooled_rate: counts.pairs > 0 ? counts.above / counts.pairs : 0, by_bug_type: byBugType };
}

interface Settings {
  resamples: number;
  seed: number;
  method: IntervalMethod;
  permutations: number;
}

function pairedComparison(system: string, single: SideCounts, stacked: SideCounts, unscored: number, settings: Settings): EditsSystemComparison {
  const tasks = single.rates.length;
  let difference: EditsSystemComparison['difference'] = null;
  let p: number | null = null;
  if (tasks > 0) {
    const interval = pairedBootstrapInterval(stacked.rates, single.rates, { resamples: settings.resamples, seed: settings.seed, method: settings.method });
    difference = { estimate: interval.estimate, ci95_low: interval.low, ci95_high: interval.high };
    p = pairedRandomizationTest(stacked.rates, single.rates, { permutations: settings.permutations, seed: settings.seed }).p;
  }
  return { system, tasks, unscored_tasks: unscored, single: describeSide(single), stacked: describeSide(stacked), difference, p_value: p };
}

/**
 * Compares deception of single-edit distractors with stacked ones on the same tasks: the study's
 * appendix (1 against 2–4 stacked edits per distractor). One side's bundle must hold single-edit
 * distractors (no `edits` in its metadata rows), the other stacked ones (every row's `edits` of one
 * length above 1), both built from the same tasks: tasks are matched by task id
 * (`metadata.task_id`, else `entry_id`), and a matched task must have the same canonical code on
 * both sides.
 *
 * For each system ranked on both sides and each matched task, a task's deception rate is the share
 * of its scored paired distractors that score strictly above its canonical (as `diagnoseRun`
 * counts them: a tie is not deception; a pair is scored when both are in the ranking). Tasks with
 * a scored pair on both sides are the paired units: the compared quantity is the mean rate over
 * them, with a paired bootstrap interval of the difference (stacked − single; same resampled tasks
 * on both sides) and a paired randomization (sign-flip) test. Pooled rates (every pair once) and
 * rates per bug type are given beside it. With two or more systems, `all_systems` compares each
 * task's rate averaged over the systems, on the tasks every system scored.
 *
 * @throws InvalidArgumentError when neither or both sides are single-edit, a bundle mixes edit
 *   counts, a task id names two queries, a matched task's canonical differs, or no task matches.
 */
export function compareEdits(left: EditsSide, right: EditsSide, options: CompareEditsOptions = {}): EditsComparison {
  const settings: Settings = {
    resamples: options.resamples ?? DEFAULT_RESAMPLES,
    seed: options.seed ?? DEFAULT_SEED,
    method: options.method ?? 'percentile',
    permutations: options.permutations ?? DEFAULT_PERMUTATIONS,
  };
  const leftEdits = editCount(left);
  const rightEdits = editCount(right);
  if ((leftEdits === 1) === (rightEdits === 1)) {
    throw new InvalidArgumentError(
      `comparing edits needs one bundle of single-edit distractors and one of stacked distractors; ${left.name} has ${leftEdits}-edit distractors and ${right.name} ${rightEdits}-edit ones`,
    );
  }
  const [single, stacked] = leftEdits === 1 ? [left, right] : [right, left];
  const singleTasks = queriesByTask(single);
  const stackedTasks = queriesByTask(stacked);
  const singleCanonical = canonicalsOf(single);
  const stackedCanonical = canonicalsOf(stacked);
  const matched: Array<{ single: QueryRow; stacked: QueryRow }> = [];
  for (const [key, query] of singleTasks) {
    const other = stackedTasks.get(key);
    if (other === undefined) continue;
    if (singleCanonical(query) !== stackedCanonical(other)) {
      throw new InvalidArgumentError(
        `task "${key}" has another canonical in ${stacked.name} (${other.query_id}) than in ${single.name} (${query.query_id}); build both bundles from the same tasks`,
      );
    }
    matched.push({ single: query, stacked: other });
  }
  if (matched.length === 0) throw new InvalidArgumentError(`${single.name} and ${stacked.name} share no task id; build both bundles from the same tasks`);

  const systems = [...single.runs.keys()].filter((system) => stacked.runs.has(system)).sort(compareCodeUnits);
  const bugTypes = (side: EditsSide): ((corpusId: string) => string | undefined) => {
    const byId = new Map(side.bundle.corpus.map((row) => [row.corpus_id, row.bug_type]));
    return (corpusId) => byId.get(corpusId);
  };
  const singleBugType = bugTypes(single);
  const stackedBugType = bugTypes(stacked);

  // Per system, each matched task's deception on both sides (undefined when a side scored no pair).
  const perTask = systems.map((system) => {
    const singleRun = single.runs.get(system) as Run;
    const stackedRun = stacked.runs.get(system) as Run;
    return matched.map((pair) => {
      const a = queryDeception(singleRun, pair.single, singleBugType);
      const b = queryDeception(stackedRun, pair.stacked, stackedBugType);
      return a.overall.pairs > 0 && b.overall.pairs > 0 ? { single: a, stacked: b } : undefined;
    });
  });
  const comparisons = systems.map((system, index) => {
    const singleCounts = emptyCounts();
    const stackedCounts = emptyCounts();
    let unscored = 0;
    for (const entry of perTask[index] ?? []) {
      if (entry === undefined) {
        unscored += 1;
        continue;
      }
      addQuery(singleCounts, entry.single);
      addQuery(stackedCounts, entry.stacked);
    }
    return pairedComparison(system, singleCounts, stackedCounts, unscored, settings);
  });

  let allSystems: EditsSystemComparison | null = null;
  if (systems.length >= 2) {
    const singleCounts = emptyCounts();
    const stackedCounts = emptyCounts();
    let unscored = 0;
    matched.forEach((_, task) => {
      const entries = perTask.map((rows) => rows[task]);
      if (entries.some((entry) => entry === undefined)) {
        unscored += 1;
        return;
      }
      const scored = entries as Array<NonNullable<(typeof entries)[number]>>;
      // Every system's pairs count; the task is one unit, its rate averaged over the systems.
      for (const entry of scored) {
        addPairs(singleCounts, entry.single);
        addPairs(stackedCounts, entry.stacked);
      }
      singleCounts.rates.push(mean(scored.map((entry) => rateOf(entry.single))));
      stackedCounts.rates.push(mean(scored.map((entry) => rateOf(entry.stacked))));
    });
    allSystems = pairedComparison('all systems', singleCounts, stackedCounts, unscored, settings);
  }

  const summary = (side: EditsSide, edits: number, tasks: ReadonlyMap<string, QueryRow>, others: ReadonlyMap<string, QueryRow>): EditsSideSummary => ({
    name: side.name,
    edits,
    queries: side.bundle.queries.length,
    distractors: side.bundle.queries.reduce((sum, query) => sum + query.paired_distractor_corpus_ids.length, 0),
    unmatched_tasks: [...tasks.keys()].filter((key) => !others.has(key)).length,
  });
  return {
    format: 'execret-edits-comparison',
    deception: "per task, the share of its scored paired distractors that score strictly above its canonical (a tie is not deception); compared as the mean over matched tasks scored on both sides",
    matched_by: 'task id (metadata.task_id, else entry_id), with the same canonical code',
    matched_tasks: matched.length,
    single: summary(single, 1, singleTasks, stackedTasks),
    stacked: summary(stacked, leftEdits === 1 ? rightEdits : leftEdits, stackedTasks, singleTasks),
    bootstrap: { resamples: settings.resamples, seed: settings.seed, method: settings.method, confidence_level: 0.95 },
    randomization: { permutations: settings.permutations, seed: settings.seed },
    systems: comparisons,
    all_systems: allSystems,
    unmatched_systems: {
      single: [...single.runs.keys()].filter((system) => !stacked.runs.has(system)).sort(compareCodeUnits),
      stacked: [...stacked.runs.keys()].filter((system) => !single.runs.has(system)).sort(compareCodeUnits),
    },
  };
}
