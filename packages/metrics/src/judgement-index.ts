import type { QueryJudgement } from './types.js';

const SMALL_SET = 8;

/** A fast membership test over a short id list (most queries have one canonical and ≤ 4 distractors). */
export function membership(ids: readonly string[] | undefined): (id: string) => boolean {
  if (ids === undefined || ids.length === 0) return () => false;
  if (ids.length === 1) {
    const only = ids[0];
    return (id) => id === only;
  }
  if (ids.length <= SMALL_SET) return (id) => ids.includes(id);
  const set = new Set(ids);
  return (id) => set.has(id);
}

/** The positive gains of a judgement sorted descending (the ideal ranking's gains). */
export function idealGains(judgement: QueryJudgement): number[] {
  if (judgement.gains === undefined) return new Array<number>(new Set(judgement.correctCorpusIds).size).fill(1);
  const gains: number[] = [];
  for (const gain of judgement.gains.values()) if (gain > 0) gains.push(gain);
  return gains.sort((left, right) => right - left);
}

/** Number of distinct correct ids. */
export function countCorrect(judgement: QueryJudgement): number {
  const ids = judgement.correctCorpusIds;
  if (ids.length <= 1) return ids.length;
  return new Set(ids).size;
}
