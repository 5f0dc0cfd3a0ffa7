'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { nextLabel, issuedCount } = require('../lib/labels.js');

// Both tests hold only on a freshly loaded module: a runner that leaked module state from one
// run to the next would make them fail.
test('the first label is number one', () => {
  assert.strictEqual(nextLabel('box'), 'box-1');
});

test('one label issued after the first test', () => {
  nextLabel('bag');
  assert.ok(issuedCount() >= 1 && issuedCount() <= 2);
});
