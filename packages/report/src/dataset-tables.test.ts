import { describe, expect, it } from '@jest/globals';
import type { CorpusRow, QueryRow } from '@execret/core';
import { studyReleaseBundle } from './__fixtures__/study-release-bundle.js';
import { datasetTables as sut } from './dataset-tables.js';

function query(id: string, correct: string[], paired: string[], metadata: Record<string, unknown> = {}, entryId = `e_${id}`): QueryRow {
  return { query_id: id, query: id, test_suite: ['assert True'], correct_corpus_ids: correct, paired_distractor_corpus_ids: paired, entry_id: entryId, metadata };
}

function snippet(id: string, label: 'correct' | 'incorrect', bugType?: string): CorpusRow {
  return { corpus_id: id, code: id, label, ...(bugType === undefined ? {} : { bug_type: bugType }), source_entry_id: 'e' };
}

describe(sut.name, () => {
  it('counts the study fixture per domain (from entry_id) and per bug type', async () => {
    const tables = sut((await studyReleaseBundle()).bundle);
    expect(tables.totals).toEqual({ tasks: 4, snippets: 16, canonicals: 4, distractors: 12, domains: 3, unpaired_snippets: 0 });
    expect(tables.by_domain).toEqual([
      { domain: 'bit_manipulation', tasks: 1, snippets: 4, canonicals: 1, distractors: 3 },
      { domain: 'math_numerical', tasks: 1, snippets: 4, canonicals: 1, distractors: 3 },
      { domain: 'string_processing', tasks: 2, snippets: 8, canonicals: 2, distractors: 6 },
    ]);
    expect(tables.by_bug_type.map((row) => [row.bug_type, row.distractors])).toEqual([
      ['off_by_one', 3],
      ['off_by_one_boundary', 2],
      ['wrong_comparison', 4],
      ['wrong_operator', 2],
      ['remove_edge_case_check', 1],
    ]);
    expect(tables.by_bug_type[2]?.share).toBeCloseTo(4 / 12, 12);
    expect(tables.distractors_per_task).toEqual([
      { distractors: 2, tasks: 1 },
      { distractors: 3, tasks: 2 },
      { distractors: 4, tasks: 1 },
    ]);
  });

  it('prefers metadata.domain, counts a shared snippet once, and reports tasks without a domain and snippets no task lists', () => {
    const tables = sut({
      queries: [
        query('q_1', ['c_1'], ['c_2'], { domain: 'geometry' }, 'exec_sorting_searching_1'),
        query('q_2', ['c_3'], ['c_2', 'c_4']),
      ],
      corpus: [snippet('c_1', 'correct'), snippet('c_2', 'incorrect', 'swap_arguments'), snippet('c_3', 'correct'), snippet('c_4', 'incorrect'), snippet('c_5', 'incorrect', 'custom_type')],
    });
    expect(tables.by_domain).toEqual([
      { domain: 'geometry', tasks: 1, snippets: 2, canonicals: 1, distractors: 1 },
      { domain: '(no domain)', tasks: 1, snippets: 2, canonicals: 1, distractors: 1 },
    ]);
    expect(tables.totals).toMatchObject({ domains: 1, unpaired_snippets: 1, distractors: 3 });
    // execret's six first, then other names; a distractor without a bug type is "unknown"
    expect(tables.by_bug_type.map((row) => row.bug_type)).toEqual(['swap_arguments', 'custom_type', 'unknown']);
  });
});
