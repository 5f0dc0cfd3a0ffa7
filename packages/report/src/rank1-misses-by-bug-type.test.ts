import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { STUDY_RELEASE, studyReleaseBundle } from './__fixtures__/study-release-bundle.js';
import { rank1MissesByBugType as sut } from './rank1-misses-by-bug-type.js';
import type { ListedQuery, ListedResult } from './report-types.js';
import { readResultsFile } from './results-file.js';

function result(corpusId: string, passes: boolean, label?: string, bugType?: string): ListedResult {
  return { corpusId, label, bugType, similarity: 1, passesAllTests: passes, testResults: [] };
}

function listed(entries: Array<[string, ListedResult[]]>): Map<string, ListedQuery> {
  return new Map(entries.map(([queryId, topResults], index) => [queryId, { index, correctCorpusIds: [], topResults }]));
}

describe(sut.name, () => {
  it('groups the failing rank-1 results of the study fixture by the bug type of the code ranked first', async () => {
    const file = await readResultsFile(join(STUDY_RELEASE, 'results', 'acme__dense-large.json'));
    const corpus = new Map((await studyReleaseBundle()).bundle.corpus.map((row) => [row.corpus_id, row]));
    // q_0001 c_0002 (its own wrong_comparison), q_0002 c_0012 (q_0003's off_by_one), q_0003 c_0012; q_0004 passes
    expect(sut(file, file.queryIds, corpus)).toEqual({
      queries: 4,
      misses: 3,
      groups: [
        { kind: 'distractor', bug_type: 'off_by_one', count: 2, share: 2 / 3 },
        { kind: 'distractor', bug_type: 'wrong_comparison', count: 1, share: 1 / 3 },
      ],
    });
  });

  it('reads labels from the file without a bundle, and counts canonicals, unlabelled results and empty rankings', () => {
    const system = {
      listed: listed([
        ['q_1', [result('c_1', true, 'correct')]],
        ['q_2', [result('c_7', false, 'correct')]],
        ['q_3', [result('c_8', false, 'incorrect', '')]],
        ['q_4', [result('c_9', false)]],
        ['q_5', []],
        ['q_6', [result('c_2', false, 'incorrect', 'swap_arguments')]],
      ]),
    };
    expect(sut(system, ['q_1', 'q_2', 'q_3', 'q_4', 'q_5', 'q_6']).groups).toEqual([
      { kind: 'distractor', bug_type: 'swap_arguments', count: 1, share: 0.2 },
      { kind: 'distractor', bug_type: 'unknown', count: 1, share: 0.2 },
      { kind: 'canonical', bug_type: null, count: 1, share: 0.2 },
      { kind: 'unlabelled', bug_type: null, count: 1, share: 0.2 },
      { kind: 'no result', bug_type: null, count: 1, share: 0.2 },
    ]);
  });
});
