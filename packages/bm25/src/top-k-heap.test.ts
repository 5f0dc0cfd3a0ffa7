import { describe, expect, it } from '@jest/globals';
import { SeededRandom } from '@execret/core';
import { TopKHeap } from './top-k-heap.js';

function drain(sut: TopKHeap): Array<[number, number]> {
  const scores = new Float64Array(sut.capacity);
  const documents = new Int32Array(sut.capacity);
  const count = sut.drainSorted(scores, documents);
  return Array.from({ length: count }, (_, index) => [scores[index] as number, documents[index] as number]);
}

describe(TopKHeap.name, () => {
  it('keeps the best pairs: higher score first, then lower document', () => {
    const sut = new TopKHeap(3);
    for (const [score, document] of [[1, 5], [3, 9], [3, 2], [0, 1], [2, 7], [3, 4]] as const) sut.offer(score, document);
    expect(drain(sut)).toEqual([[3, 2], [3, 4], [3, 9]]);
    expect(sut.size).toBe(0);
  });

  it('matches a full sort on random input with many ties, in any offer order', () => {
    const random = new SeededRandom(11);
    for (let trial = 0; trial < 200; trial += 1) {
      const capacity = random.integer(1, 12);
      const pairs = Array.from({ length: random.integer(0, 60) }, (_, document) => [random.integer(-3, 3) / 2, document] as [number, number]);
      const sut = new TopKHeap(capacity);
      for (const [score, document] of random.shuffle(pairs)) sut.offer(score, document);
      const expected = [...pairs].sort((left, right) => right[0] - left[0] || left[1] - right[1]).slice(0, capacity);
      expect(drain(sut)).toEqual(expected);
    }
  });

  it('with capacity 0 keeps nothing', () => {
    const sut = new TopKHeap(0);
    sut.offer(1, 1);
    expect(sut.size).toBe(0);
    expect(drain(sut)).toEqual([]);
  });
});
