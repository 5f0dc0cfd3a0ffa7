import { describe, expect, it } from '@jest/globals';
import { judgementsFromQueries as sut } from './judgements-from-queries.js';

describe(sut.name, () => {
  it('maps bundle query rows to judgements in row order', () => {
    const judgements = sut([
      { query_id: 'q_0002', correct_corpus_ids: ['c_0007'], paired_distractor_corpus_ids: ['c_0003', 'c_0011'] },
      { query_id: 'q_0001', correct_corpus_ids: ['c_0001'], paired_distractor_corpus_ids: [] },
    ]);
    expect([...judgements.keys()]).toEqual(['q_0002', 'q_0001']);
    expect(judgements.get('q_0002')).toEqual({ correctCorpusIds: ['c_0007'], pairedDistractorCorpusIds: ['c_0003', 'c_0011'] });
  });
});
