import type { PipelineGainRow } from './pipeline-gains.js';

/** A pipeline's input with more than this share of queries tied at rank 1 is flagged. */
export const INPUT_TIE_SHARE_LIMIT = 0.05;

/**
 * One sentence per reranking pipeline whose input stage ties at rank 1 in more than
 * {@link INPUT_TIE_SHARE_LIMIT} of the queries: there, the input's order among tied candidates is
 * arbitrary (corpus id), so a gain can come from a stage resolving ties rather than from reordering
 * what the input told apart. Plain text; each renderer escapes it.
 */
export function inputTieNotes(rows: readonly PipelineGainRow[]): Array<{ pipeline: string; firstStage: string; text: string }> {
  return rows
    .filter((row) => row.first_stage_rank1_ties !== undefined && row.first_stage_rank1_ties > INPUT_TIE_SHARE_LIMIT)
    .map((row) => ({
      pipeline: row.pipeline,
      firstStage: row.first_stage,
      text: `the input ties at rank 1 in ${((row.first_stage_rank1_ties as number) * 100).toFixed(1)}% of queries (over ${INPUT_TIE_SHARE_LIMIT * 100}%): its order among tied candidates is arbitrary, so part of the gain may be ties resolved; see the tie statistics and tie-aware metrics of both`,
    }));
}
