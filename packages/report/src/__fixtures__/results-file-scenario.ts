// A small benchmark for the results-file tests: three queries, a pool with canonicals, paired
// distractors and another query's snippet, awkward scores (rounding, a rank-1 tie, negatives), more than
// ten results for one query, an unknown corpus id and a pair without a verdict.
import type { Bundle, CorpusRow, QueryRow, Run } from '@execret/core';
import { diagnoseRun, evaluateRun, judgementsFromQueries } from '@execret/metrics';
import type { BuildResultsFileOptions, ResultVerdict } from '../results-file.js';

function query(id: string, correct: string, paired: string[]): QueryRow {
  return { query_id: id, query: `task ${id}`, test_suite: ['assert f(1) == 1', 'assert f(2) == 4'], correct_corpus_ids: [correct], paired_distractor_corpus_ids: paired, entry_id: `e_${id}`, metadata: {} };
}

function snippet(id: string, label: 'correct' | 'incorrect', bugType?: string): CorpusRow {
  return { corpus_id: id, code: `def f(x): return ${id}`, label, ...(bugType === undefined ? {} : { bug_type: bugType }), source_entry_id: 'e' };
}

/** The inputs of `buildResultsFile` for the scenario (ks 1, 3, 5, 10; system `bm25`). */
export function resultsFileScenario(): BuildResultsFileOptions {
  const queries = [query('q_0001', 'c_0001', ['c_0002', 'c_0003']), query('q_0002', 'c_0004', ['c_0005']), query('q_0003', 'c_0006', ['c_0007'])];
  const corpus = [
    snippet('c_0001', 'correct'),
    snippet('c_0002', 'incorrect', 'off_by_one'),
    snippet('c_0003', 'incorrect', 'wrong_operator'),
    snippet('c_0004', 'correct'),
    snippet('c_0005', 'incorrect', 'swap_arguments'),
    snippet('c_0006', 'correct'),
    snippet('c_0007', 'incorrect', 'remove_edge_case_check'),
    ...Array.from({ length: 8 }, (_, index) => snippet(`c_01${String(index).padStart(2, '0')}`, 'incorrect', 'wrong_comparison')),
  ];
  const bundle: Pick<Bundle, 'queries' | 'corpus'> = { queries, corpus };
  const run: Run = new Map([
    [
      'q_0001',
      [
        { corpusId: 'c_0001', score: 0.8123456789 },
        { corpusId: 'c_0002', score: 0.8123456789 },
        { corpusId: 'c_0003', score: 1 / 3 },
        { corpusId: 'c_0004', score: -12.3456785 },
      ],
    ],
    [
      'q_0002',
      [
        { corpusId: 'c_0004', score: 2 / 3 },
        { corpusId: 'c_0005', score: 0.5 },
        ...Array.from({ length: 6 }, (_, index) => ({ corpusId: `c_01${String(index).padStart(2, '0')}`, score: 0.4 - index * 1e-7 })),
        { corpusId: 'c_9999', score: -0.25 },
        { corpusId: 'c_0006', score: -0.5000004 },
        { corpusId: 'c_0106', score: -0.6 },
        { corpusId: 'c_0107', score: -0.7 },
      ],
    ],
    [
      'q_0003',
      [
        { corpusId: 'c_0007', score: 1e-7 },
        { corpusId: 'c_0006', score: -1e-7 },
      ],
    ],
  ]);
  const verdicts = new Map<string, ResultVerdict>();
  const passing: ResultVerdict = { testResults: ['pass', 'pass'], passesAllTests: true };
  const failing: ResultVerdict = { testResults: ['pass', 'FAIL: assert 3 == 4'], passesAllTests: false };
  for (const [queryId, ranking] of run) {
    for (const item of ranking) {
      if (item.corpusId === 'c_9999') continue;
      const correct = queries.find((row) => row.query_id === queryId)?.correct_corpus_ids.includes(item.corpusId) ?? false;
      verdicts.set(`${queryId} ${item.corpusId}`, correct ? passing : failing);
    }
  }
  // another query's canonical that happens to pass this query's tests
  verdicts.set('q_0001 c_0004', { testResults: ['pass', 'TIMEOUT'], passesAllTests: false });
  verdicts.set('q_0002 c_0006', passing);
  const verdictOf = (queryId: string, corpusId: string): ResultVerdict | undefined => verdicts.get(`${queryId} ${corpusId}`);
  const passes = (queryId: string, corpusId: string): boolean | undefined => verdictOf(queryId, corpusId)?.passesAllTests ?? false;
  const judgements = judgementsFromQueries(queries);
  const bugTypeOf = (corpusId: string): string | undefined => corpus.find((row) => row.corpus_id === corpusId)?.bug_type;
  const ks = [1, 3, 5, 10];
  return {
    systemId: 'bm25',
    bundle,
    run,
    evaluation: evaluateRun(run, judgements, { ks, passes }),
    expected: evaluateRun(run, judgements, { ks, passes, ties: 'expected', metrics: ['exec', 'precision', 'ndcg'] }),
    diagnostics: diagnoseRun(run, judgements, { passes, bugTypeOf }),
    ks,
    verdictOf,
  };
}
