import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { bumpCounter, doubleAll, settle } from '../src/steps.mjs';

test('slow: settle waits', async () => {
  assert.equal(await settle(300), 'settled');
});

// Flaky on purpose: passes on odd runs only (the counter file lives in the project copy).
test('flaky: counter is odd', () => {
  const count = bumpCounter(fileURLToPath(new URL('./.count', import.meta.url)));
  assert.equal(count % 2, 1);
});

test('doubles a list', () => {
  assert.deepEqual(doubleAll([1, 2, 3]), [2, 4, 6]);
});
