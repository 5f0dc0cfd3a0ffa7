/** A model's answer read as an order of one window's items. */
export interface ParsedPermutation {
  /** Every position of the window (0-based) exactly once, most relevant first. */
  order: number[];
  /** Ids named in the answer that are not in the window (1-based, as written), in answer order. */
  unknown: number[];
  /** Ids named again after their first mention (1-based), in answer order. */
  repeated: number[];
  /** Positions the answer never named (0-based), appended in their previous order. */
  missing: number[];
}

/**
 * Reads a listwise answer (`[3] > [1] > [2]`) as a permutation of `size` items, RankGPT's way made
 * robust: text up to a closing `</think>` is dropped; when the answer holds bracketed ids (`[n]`)
 * only those count (so numbers in an explanation are not read as ids), otherwise every integer
 * does; ids are 1-based; an id outside 1..size is ignored, a repeated id counts at its first
 * mention, and items never named keep their previous relative order after the named ones. Any
 * answer, even an empty or garbled one, gives a full permutation (the identity when nothing is
 * usable).
 */
export function parsePermutation(answer: string, size: number): ParsedPermutation {
  const thinking = answer.lastIndexOf('</think>');
  const text = thinking === -1 ? answer : answer.slice(thinking + '</think>'.length);
  const bracketed = [...text.matchAll(/\[\s*(\d+)\s*\]/g)].map((match) => match[1] as string);
  const tokens = bracketed.length > 0 ? bracketed : [...text.matchAll(/\d+/g)].map((match) => match[0]);
  const order: number[] = [];
  const seen = new Set<number>();
  const unknown: number[] = [];
  const repeated: number[] = [];
  for (const token of tokens) {
    const id = Number(token);
    if (!Number.isSafeInteger(id) || id < 1 || id > size) {
      unknown.push(id);
      continue;
    }
    if (seen.has(id - 1)) {
      repeated.push(id);
      continue;
    }
    seen.add(id - 1);
    order.push(id - 1);
  }
  const missing = Array.from({ length: size }, (_, position) => position).filter((position) => !seen.has(position));
  return { order: [...order, ...missing], unknown, repeated, missing };
}
