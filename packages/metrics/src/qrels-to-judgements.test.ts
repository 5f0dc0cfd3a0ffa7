import { describe, expect, it } from '@jest/globals';
import { judgementsToQrels, qrelsToJudgements as sut } from './qrels-to-judgements.js';

const qrels = new Map([
  ['q1', new Map([['a', 2], ['b', 1], ['c', 0], ['d', -1]])],
  ['q2', new Map([['e', 0]])],
]);

describe(sut.name, () => {
  it('marks items at or above the relevance level correct and keeps every positive level as a gain', () => {
    const judgements = sut(qrels);
    expect(judgements.get('q1')?.correctCorpusIds).toEqual(['a', 'b']);
    expect(judgements.get('q1')?.gains).toEqual(new Map([['a', 2], ['b', 1]]));
    expect(judgements.get('q2')?.correctCorpusIds).toEqual([]);
    const strict = sut(qrels, { relevanceLevel: 2 });
    expect(strict.get('q1')?.correctCorpusIds).toEqual(['a']);
    // trec_eval's nDCG ignores the level: gains stay
    expect(strict.get('q1')?.gains).toEqual(new Map([['a', 2], ['b', 1]]));
  });
});

describe(judgementsToQrels.name, () => {
  it('writes correct ids with their gain and paired distractors as judged non-relevant', () => {
    const judgements = new Map([
      ['q1', { correctCorpusIds: ['c1'], pairedDistractorCorpusIds: ['d1', 'd2'] }],
      ['q2', { correctCorpusIds: ['c2'], gains: new Map([['c2', 3]]) }],
    ]);
    expect(judgementsToQrels(judgements)).toEqual(
      new Map([
        ['q1', new Map([['c1', 1], ['d1', 0], ['d2', 0]])],
        ['q2', new Map([['c2', 3]])],
      ]),
    );
  });
});
