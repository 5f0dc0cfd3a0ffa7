import type { Bm25Parameters, Bm25Variant } from './bm25-variants.js';

// The arithmetic below keeps the operand order of the reference implementations (rank_bm25 for
// okapi / bm25l / bm25plus, bm25s for lucene / robertson / atire) so that float64 results agree with
// them to the last bit wherever the reference evaluates the same expression in float64.

/**
 * The idf of a term before any flooring, for a term found in `documentFrequency` of
 * `documentCount` documents (natural logarithm):
 * - okapi: ln(N − n + 0.5) − ln(n + 0.5) (negative when n > N/2; see {@link Bm25Index} for the floor)
 * - lucene: ln(1 + (N − n + 0.5)/(n + 0.5))
 * - robertson: ln(max(1, (N − n + 0.5)/(n + 0.5)))
 * - atire: ln(N/n)
 * - bm25l: ln(N + 1) − ln(n + 0.5)
 * - bm25plus: ln(N + 1) − ln(n)
 *
 * @param documentFrequency number of documents containing the term, ≥ 1.
 * @param documentCount number of documents in the corpus, ≥ documentFrequency.
 */
export function bm25Idf(variant: Bm25Variant, documentFrequency: number, documentCount: number): number {
  const n = documentFrequency;
  const total = documentCount;
  switch (variant) {
    case 'okapi':
      return Math.log(total - n + 0.5) - Math.log(n + 0.5);
    case 'lucene':
      return Math.log(1 + (total - n + 0.5) / (n + 0.5));
    case 'robertson': {
      const ratio = (total - n + 0.5) / (n + 0.5);
      return Math.log(ratio < 1 ? 1 : ratio);
    }
    case 'atire':
      return Math.log(total / n);
    case 'bm25l':
      return Math.log(total + 1) - Math.log(n + 0.5);
    case 'bm25plus':
      return Math.log(total + 1) - Math.log(n);
  }
}

/**
 * The score one query term contributes to one document: idf × the variant's term-frequency part,
 * with L = 1 − b + b·|D|/avgdl:
 * - okapi, atire: idf · f(k1 + 1)/(f + k1·L)
 * - lucene, robertson: idf · f/(k1·L + f)
 * - bm25l: idf · (k1 + 1)(c + δ)/(k1 + c + δ) with c = f/L
 * - bm25plus: idf · (δ + f(k1 + 1)/(k1·L + f))
 *
 * With `termFrequency` 0 this is the score of a document that lacks the term: 0 for all variants but
 * bm25l (idf·(k1 + 1)δ/(k1 + δ)) and bm25plus (idf·δ), the same for every length (so an empty
 * document never divides 0 by 0, even with b = 1 or an all-empty corpus).
 *
 * @param termFrequency occurrences of the term in the document (≥ 0).
 * @param documentLength token count of the document, duplicates included (≥ termFrequency).
 * @param averageDocumentLength mean token count over the corpus (> 0 when termFrequency > 0).
 * @param idf the term's idf, after any floor.
 */
export function bm25TermScore(
  variant: Bm25Variant,
  parameters: Bm25Parameters,
  termFrequency: number,
  documentLength: number,
  averageDocumentLength: number,
  idf: number,
): number {
  const { k1, b } = parameters;
  const f = termFrequency;
  if (f === 0) return bm25AbsentTermScore(variant, parameters, idf);
  const length = documentLength;
  const average = averageDocumentLength;
  switch (variant) {
    case 'okapi':
    case 'atire':
      return idf * ((f * (k1 + 1)) / (f + k1 * (1 - b + (b * length) / average)));
    case 'lucene':
    case 'robertson':
      return idf * (f / (k1 * (1 - b + (b * length) / average) + f));
    case 'bm25l': {
      const delta = parameters.delta ?? 0;
      const normalized = f / (1 - b + (b * length) / average);
      return (idf * (k1 + 1) * (normalized + delta)) / (k1 + normalized + delta);
    }
    case 'bm25plus': {
      const delta = parameters.delta ?? 0;
      return idf * (delta + (f * (k1 + 1)) / (k1 * (1 - b + (b * length) / average) + f));
    }
  }
}

function bm25AbsentTermScore(variant: Bm25Variant, parameters: Bm25Parameters, idf: number): number {
  const delta = parameters.delta ?? 0;
  if (variant === 'bm25plus') return idf * (delta + 0);
  if (variant !== 'bm25l') return 0;
  const denominator = parameters.k1 + 0 + delta;
  // k1 = δ = 0 makes rank_bm25's expression 0/0; a missing term then contributes nothing.
  return denominator === 0 ? 0 : (idf * (parameters.k1 + 1) * (0 + delta)) / denominator;
}
