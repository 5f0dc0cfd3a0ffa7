import { describe, expect, it } from '@jest/globals';
import { inputTieNotes as sut } from './input-tie-notes.js';
import { renderPipelineGainsMarkdown } from './render-pipeline-gains.js';

const gain = { metric: 'exec@1', pipeline: 0.4, first_stage: 0.1, gain: 0.3, ci95: [0.2, 0.4] as [number, number] };

describe(sut.name, () => {
  it('flags a pipeline whose input ties at rank 1 in more than 5% of queries, and only that one', () => {
    const rows = [
      { pipeline: 'bm25 >> exec-rerank:examples', first_stage: 'bm25', metrics: [gain], first_stage_rank1_ties: 0.4 },
      { pipeline: 'dense >> exec-rerank:examples', first_stage: 'dense', metrics: [gain], first_stage_rank1_ties: 0.05 },
    ];
    expect(sut(rows).map((note) => note.pipeline)).toEqual(['bm25 >> exec-rerank:examples']);
    expect(sut(rows)[0]?.text).toContain('ties at rank 1 in 40.0% of queries');
    expect(renderPipelineGainsMarkdown(rows).join('\n')).toContain('**Ties in the input of bm25 \\>\\> exec-rerank:examples:** the input ties at rank 1 in 40.0%');
  });
});
