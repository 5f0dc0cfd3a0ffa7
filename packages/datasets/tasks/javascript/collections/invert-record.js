// query: Swap the keys and values of a string-to-string record. When several keys share a value, the
//   policy decides: 'error' throws an error, 'first' keeps the first key seen and 'last' keeps the
//   last one.
// entry_point: invertRecord
// example: invertRecord({ one: '1', two: '2' }, 'error') === { '1': 'one', '2': 'two' }
// example: invertRecord({ a: 'k', b: 'k', c: 'm' }, 'first') === { k: 'a', m: 'c' }

function invertRecord(record, onDuplicate) {
  const inverted = {};
  for (const [key, value] of Object.entries(record)) {
    if (Object.prototype.hasOwnProperty.call(inverted, value)) {
      if (onDuplicate === 'error') throw new Error(`duplicate value ${value}`);
      if (onDuplicate === 'first') continue;
    }
    inverted[value] = key;
  }
  return inverted;
}

// tests
assert.deepStrictEqual(invertRecord({}, 'error'), {});
assert.deepStrictEqual(invertRecord({ a: 'x', b: 'y' }, 'error'), { x: 'a', y: 'b' });
assert.throws(() => invertRecord({ a: 'x', b: 'x' }, 'error'));
assert.deepStrictEqual(invertRecord({ a: 'x', b: 'x' }, 'first'), { x: 'a' });
assert.deepStrictEqual(invertRecord({ a: 'x', b: 'x' }, 'last'), { x: 'b' });
assert.deepStrictEqual(invertRecord({ a: 'x', b: 'y', c: 'x' }, 'first'), { x: 'a', y: 'b' });
assert.deepStrictEqual(invertRecord({ a: 'x', b: 'y', c: 'x' }, 'last'), { x: 'c', y: 'b' });
assert.deepStrictEqual(invertRecord({ a: 'b', b: 'a' }, 'error'), { b: 'a', a: 'b' });
