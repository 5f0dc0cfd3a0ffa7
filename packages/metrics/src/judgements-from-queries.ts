import type { QueryRow } from '@execret/core';
import type { QueryJudgement } from './types.js';

/** The fields of a `queries.jsonl` row that judgements need. */
export type JudgementSource = Pick<QueryRow, 'query_id' | 'correct_corpus_ids' | 'paired_distractor_corpus_ids'>;

/** Builds judgements from bundle query rows (`correct_corpus_ids`, `paired_distractor_corpus_ids`), in row order. */
export function judgementsFromQueries(rows: Iterable<JudgementSource>): Map<string, QueryJudgement> {
  const judgements = new Map<string, QueryJudgement>();
  for (const row of rows) {
    judgements.set(row.query_id, {
      correctCorpusIds: row.correct_corpus_ids,
      pairedDistractorCorpusIds: row.paired_distractor_corpus_ids,
    });
  }
  return judgements;
}
