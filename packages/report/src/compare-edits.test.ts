import { describe, expect, it } from '@jest/globals';
import type { Bundle, DistractorMetadataRow, QueryRow, Run, ScoredItem } from '@execret/core';
import { compareEdits as sut, type EditsSide } from './compare-edits.js';

interface TaskSpec {
  task: string;
  /** Canonical score. */
  canonical: number;
  /** Each paired distractor: its bug type and score per system. */
  distractors: Array<{ bugType: string; scores: Record<string, number> }>;
  /** Canonical score by system where it differs from `canonical`; undefined leaves the canonical out of that system's ranking. */
  canonicalScores?: Record<string, number | undefined>;
}

/**
 * A bundle and its systems' rankings: one query per task (canonical `def <task>(): return 0`),
 * the distractors scored as given; `edits` > 1 gives every metadata row that many edits.
 */
function side(name: string, edits: number, tasks: TaskSpec[], systems: string[]): EditsSide {
  const queries: QueryRow[] = [];
  const corpus: Bundle['corpus'] = [];
  const metadata: DistractorMetadataRow[] = [];
  const rankings = new Map(systems.map((system) => [system, new Map<string, ScoredItem[]>()]));
  let next = 0;
  const id = (): string => `c_${String((next += 1)).padStart(4, '0')}`;
  tasks.forEach((spec, index) => {
    const queryId = `q_${String(index + 1).padStart(4, '0')}`;
    const canonicalId = id();
    corpus.push({ corpus_id: canonicalId, code: `def ${spec.task}():\n    return 0\n`, label: 'correct', source_entry_id: spec.task });
    const distractorIds = spec.distractors.map((distractor, position) => {
      const corpusId = id();
      corpus.push({ corpus_id: corpusId, code: `def ${spec.task}():\n    return ${position + 1}\n`, label: 'incorrect', bug_type: distractor.bugType, source_entry_id: spec.task });
      const edit = { operator: 'op', bug_type: distractor.bugType, line: 2, before: '    return 0', after: `    return ${position + 1}` };
      metadata.push({ corpus_id: corpusId, query_id: queryId, ...edit, ...(edits > 1 ? { edits: Array.from({ length: edits }, () => edit) } : {}) });
      return corpusId;
    });
    queries.push({ query_id: queryId, query: spec.task, test_suite: ['assert True'], correct_corpus_ids: [canonicalId], paired_distractor_corpus_ids: distractorIds, entry_id: spec.task, metadata: { task_id: spec.task } });
    for (const system of systems) {
      const ranking: ScoredItem[] = [];
      const canonicalScore = spec.canonicalScores !== undefined && system in spec.canonicalScores ? spec.canonicalScores[system] : spec.canonical;
      if (canonicalScore !== undefined) ranking.push({ corpusId: canonicalId, score: canonicalScore });
      spec.distractors.forEach((distractor, position) => {
        const score = distractor.scores[system];
        if (score !== undefined) ranking.push({ corpusId: distractorIds[position] as string, score });
      });
      ranking.sort((left, right) => right.score - left.score);
      rankings.get(system)?.set(queryId, ranking);
    }
  });
  return { name, bundle: { queries, corpus, distractorMetadata: metadata }, runs: new Map([...rankings].map(([system, run]) => [system, run as Run])) };
}

// Hand-made scores (canonical first, then each distractor: bug type, score for sysA / sysB).
const single = side(
  'single-run',
  1,
  [
    // sysA: .95 above .9, .5 below → 1/2.   sysB: .4, .3 below .5 → 0.
    { task: 't1', canonical: 0.9, canonicalScores: { sysB: 0.5 }, distractors: [{ bugType: 'off_by_one', scores: { sysA: 0.95, sysB: 0.4 } }, { bugType: 'wrong_operator', scores: { sysA: 0.5, sysB: 0.3 } }] },
    // sysA: .8 ties .8, .9 above → 1/2 (one tie).   sysB: .6, .7 above .5 → 1.
    { task: 't2', canonical: 0.8, canonicalScores: { sysB: 0.5 }, distractors: [{ bugType: 'off_by_one', scores: { sysA: 0.8, sysB: 0.6 } }, { bugType: 'wrong_comparison', scores: { sysA: 0.9, sysB: 0.7 } }] },
    // sysA: .1, .2 below .7 → 0.   sysB: .6 above .5, .1 below → 1/2.
    { task: 't3', canonical: 0.7, canonicalScores: { sysB: 0.5 }, distractors: [{ bugType: 'wrong_operator', scores: { sysA: 0.1, sysB: 0.6 } }, { bugType: 'off_by_one', scores: { sysA: 0.2, sysB: 0.1 } }] },
    // Only in this bundle.
    { task: 't4', canonical: 0.5, distractors: [{ bugType: 'off_by_one', scores: { sysA: 0.9, sysB: 0.9 } }] },
  ],
  ['sysA', 'sysB'],
);
const stacked = side(
  'stacked-run',
  2,
  [
    // sysA: .95 above .9, .3 below → 1/2.   sysB: .6 above .5, .1 below → 1/2.
    { task: 't1', canonical: 0.9, canonicalScores: { sysB: 0.5 }, distractors: [{ bugType: 'off_by_one', scores: { sysA: 0.95, sysB: 0.6 } }, { bugType: 'swap_arguments', scores: { sysA: 0.3, sysB: 0.1 } }] },
    // sysA: .85, .81 above .8 → 1.   sysB: .6, .7 above .5 → 1.
    { task: 't2', canonical: 0.8, canonicalScores: { sysB: 0.5 }, distractors: [{ bugType: 'wrong_comparison', scores: { sysA: 0.85, sysB: 0.6 } }, { bugType: 'off_by_one', scores: { sysA: 0.81, sysB: 0.7 } }] },
    // sysA: .75 above .7, .1 below → 1/2.   sysB: the canonical is not ranked, so no pair is scored.
    { task: 't3', canonical: 0.7, canonicalScores: { sysB: undefined }, distractors: [{ bugType: 'off_by_one', scores: { sysA: 0.75, sysB: 0.9 } }, { bugType: 'wrong_operator', scores: { sysA: 0.1, sysB: 0.8 } }] },
    // Only in this bundle.
    { task: 't5', canonical: 0.5, distractors: [{ bugType: 'off_by_one', scores: { sysA: 0.1, sysB: 0.1, sysC: 0.1 } }] },
  ],
  ['sysA', 'sysB', 'sysC'],
);

describe(sut.name, () => {
  const result = sut(stacked, single, { resamples: 2000, seed: 5, permutations: 4000 });

  it('matches tasks by task id and tells the single-edit side from the stacked one', () => {
    expect(result.matched_tasks).toBe(3);
    expect(result.single).toEqual({ name: 'single-run', edits: 1, queries: 4, distractors: 7, unmatched_tasks: 1 });
    expect(result.stacked).toEqual({ name: 'stacked-run', edits: 2, queries: 4, distractors: 7, unmatched_tasks: 1 });
    expect(result.systems.map((entry) => entry.system)).toEqual(['sysA', 'sysB']);
    expect(result.unmatched_systems).toEqual({ single: [], stacked: ['sysC'] });
  });

  it('computes the per-task rates, pooled counts and bug-type counts worked out by hand', () => {
    const [sysA, sysB] = result.systems;
    // sysA: single rates 1/2, 1/2, 0; stacked 1/2, 1, 1/2.
    expect(sysA?.tasks).toBe(3);
    expect(sysA?.single.mean_rate).toBeCloseTo(1 / 3, 12);
    expect(sysA?.stacked.mean_rate).toBeCloseTo(2 / 3, 12);
    expect(sysA?.single).toMatchObject({ pairs: 6, above: 2, tied: 1 });
    expect(sysA?.single.pooled_rate).toBeCloseTo(1 / 3, 12);
    expect(sysA?.stacked).toMatchObject({ pairs: 6, above: 4, tied: 0 });
    expect(sysA?.single.by_bug_type).toEqual({
      off_by_one: { pairs: 3, above: 1, rate: 1 / 3 },
      wrong_comparison: { pairs: 1, above: 1, rate: 1 },
      wrong_operator: { pairs: 2, above: 0, rate: 0 },
    });
    expect(sysA?.stacked.by_bug_type).toEqual({
      off_by_one: { pairs: 3, above: 3, rate: 1 },
      swap_arguments: { pairs: 1, above: 0, rate: 0 },
      wrong_comparison: { pairs: 1, above: 1, rate: 1 },
      wrong_operator: { pairs: 1, above: 0, rate: 0 },
    });
    // sysB scored no pair of t3 in the stacked bundle: t1 and t2 remain (single 0, 1; stacked 1/2, 1).
    expect(sysB?.tasks).toBe(2);
    expect(sysB?.unscored_tasks).toBe(1);
    expect(sysB?.single.mean_rate).toBe(0.5);
    expect(sysB?.stacked.mean_rate).toBe(0.75);
  });

  it('gives the paired bootstrap interval and randomization p-value of the difference', () => {
    const [sysA, sysB] = result.systems;
    // sysA: per-task differences 0, 1/2, 1/2. A resample's mean difference is 0 with probability
    // (1/3)³ ≈ 3.7% (> 2.5%) and 1/2 with probability (2/3)³ ≈ 29.6%, so the 95% interval is [0, 1/2].
    expect(sysA?.difference?.estimate).toBeCloseTo(1 / 3, 12);
    expect(sysA?.difference?.ci95_low).toBe(0);
    expect(sysA?.difference?.ci95_high).toBe(0.5);
    // |±0 ± 1/2 ± 1/2| reaches the observed 1 exactly when the two non-zero signs agree: half the flips.
    expect(sysA?.p_value).toBeGreaterThan(0.45);
    expect(sysA?.p_value).toBeLessThan(0.55);
    // sysB: differences 1/2, 0: every sign flip reaches the observed |1/2|, so p = 1; resamples give 0, 1/4 or 1/2.
    expect(sysB?.difference).toEqual({ estimate: 0.25, ci95_low: 0, ci95_high: 0.5 });
    expect(sysB?.p_value).toBe(1);
  });

  it('compares the per-task mean over systems on the tasks every system scored', () => {
    const all = result.all_systems;
    // t1: single (1/2 + 0)/2 = 1/4, stacked (1/2 + 1/2)/2 = 1/2; t2: single (1/2 + 1)/2 = 3/4, stacked 1.
    expect(all?.system).toBe('all systems');
    expect(all?.tasks).toBe(2);
    expect(all?.unscored_tasks).toBe(1);
    expect(all?.single.mean_rate).toBe(0.5);
    expect(all?.stacked.mean_rate).toBe(0.75);
    expect(all?.difference?.estimate).toBe(0.25);
    // Pairs of both systems on t1 and t2: 8 per side; above: single 1 + 1 + 0 + 2, stacked 1 + 2 + 1 + 2.
    expect(all?.single).toMatchObject({ pairs: 8, above: 4, tied: 1, pooled_rate: 0.5 });
    expect(all?.stacked).toMatchObject({ pairs: 8, above: 6, tied: 0, pooled_rate: 0.75 });
  });

  it('is deterministic, whichever side comes first', () => {
    expect(sut(single, stacked, { resamples: 2000, seed: 5, permutations: 4000 })).toEqual(result);
  });

  it('refuses sides it cannot compare, saying why', () => {
    expect(() => sut(single, single)).toThrow('comparing edits needs one bundle of single-edit distractors and one of stacked distractors; single-run has 1-edit distractors and single-run 1-edit ones');
    const mixedRows = (stacked.bundle.distractorMetadata ?? []).map((row, index) => (index === 0 ? { ...row, edits: [row] } : row));
    expect(() => sut(single, { ...stacked, bundle: { ...stacked.bundle, distractorMetadata: mixedRows } })).toThrow('stacked-run: the bundle mixes distractors of 1, 2 edits');
    const otherCanonical = { ...stacked, bundle: { ...stacked.bundle, corpus: stacked.bundle.corpus.map((row) => (row.corpus_id === 'c_0001' ? { ...row, code: 'def t1():\n    return -1\n' } : row)) } };
    expect(() => sut(single, otherCanonical)).toThrow('task "t1" has another canonical in stacked-run (q_0001) than in single-run (q_0001)');
    const renamed = { ...stacked, bundle: { ...stacked.bundle, queries: stacked.bundle.queries.map((query) => ({ ...query, metadata: { task_id: `other/${query.entry_id}` } })) } };
    expect(() => sut(single, renamed)).toThrow('single-run and stacked-run share no task id');
  });
});
