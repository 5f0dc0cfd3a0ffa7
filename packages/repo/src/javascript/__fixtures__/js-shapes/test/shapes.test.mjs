import { describe, it, test } from 'node:test';
import assert from 'node:assert/strict';
import { Rectangle, largest, totalPerimeter } from '../src/shapes.mjs';

describe('Rectangle', () => {
  it('computes its area', () => {
    assert.equal(new Rectangle(3, 4).area(), 12);
  });

  it('scales both sides', () => {
    const scaled = new Rectangle(2, 5).scale(3);
    assert.deepEqual([scaled.width, scaled.height], [6, 15]);
  });
});

test('total perimeter of two rectangles', () => {
  assert.equal(totalPerimeter([new Rectangle(1, 2), new Rectangle(3, 4)]), 20);
});

test('largest picks the biggest area', () => {
  const big = new Rectangle(5, 5);
  assert.equal(largest([new Rectangle(1, 1), big, new Rectangle(2, 3)]), big);
});
