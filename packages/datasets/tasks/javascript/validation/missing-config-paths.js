// query: Report which required settings are missing from a nested configuration object: each required path is
//   a dot-separated list of keys such as "db.host", and a path is missing when some key along it is absent,
//   its value is null or undefined, or an intermediate value is not a plain object. Return the missing paths
//   in the order given.
// entry_point: missingConfigPaths
// example: missingConfigPaths({ db: { host: 'x' } }, ['db.host', 'db.port']) === ['db.port']
// example: missingConfigPaths({}, ['name']) === ['name']

function missingConfigPaths(config, required) {
  const missing = [];
  for (const path of required) {
    let current = config;
    let found = true;
    for (const key of path.split('.')) {
      if (typeof current !== 'object' || current === null || Array.isArray(current) || !Object.prototype.hasOwnProperty.call(current, key)) {
        found = false;
        break;
      }
      current = current[key];
    }
    if (!found || current === null || current === undefined) missing.push(path);
  }
  return missing;
}

// tests
assert.deepStrictEqual(missingConfigPaths({}, []), []);
assert.deepStrictEqual(missingConfigPaths({ a: { b: { c: 0 } } }, ['a.b.c', 'a.b', 'a']), []);
assert.deepStrictEqual(missingConfigPaths({ a: null }, ['a', 'a.b']), ['a', 'a.b']);
assert.deepStrictEqual(missingConfigPaths({ a: undefined }, ['a']), ['a']);
assert.deepStrictEqual(missingConfigPaths({ a: 'text' }, ['a.length']), ['a.length']);
assert.deepStrictEqual(missingConfigPaths({ a: [1, 2] }, ['a.0']), ['a.0']);
assert.deepStrictEqual(missingConfigPaths({ a: false, b: '' }, ['a', 'b']), []);
assert.deepStrictEqual(missingConfigPaths({ x: 1 }, ['toString', 'y', 'x']), ['toString', 'y']);
