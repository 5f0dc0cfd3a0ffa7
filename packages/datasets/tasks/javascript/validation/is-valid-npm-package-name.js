// query: Check an npm package name: at most 214 characters, either "name" or "@scope/name", where the scope
//   and the name are non-empty, lowercase, use only letters, digits and the characters - . _ ~, and do not
//   start with "." or "_". Names such as "node_modules" and "favicon.ico" are not allowed.
// entry_point: isValidNpmPackageName
// example: isValidNpmPackageName('left-pad') === true
// example: isValidNpmPackageName('Left-Pad') === false

function isValidNpmPackageName(name) {
  if (name.length === 0 || name.length > 214) return false;
  let bare = name;
  if (name.startsWith('@')) {
    const slash = name.indexOf('/');
    if (slash === -1) return false;
    if (!isValidPart(name.slice(1, slash))) return false;
    bare = name.slice(slash + 1);
  }
  if (bare === 'node_modules' || bare === 'favicon.ico') return false;
  return isValidPart(bare);
}

function isValidPart(part) {
  if (part.length === 0 || part[0] === '.' || part[0] === '_') return false;
  return /^[a-z0-9\-._~]+$/.test(part);
}

// tests
assert.strictEqual(isValidNpmPackageName('@types/node'), true);
assert.strictEqual(isValidNpmPackageName(''), false);
assert.strictEqual(isValidNpmPackageName('a'.repeat(214)), true);
assert.strictEqual(isValidNpmPackageName('a'.repeat(215)), false);
assert.strictEqual(isValidNpmPackageName('@scope'), false);
assert.strictEqual(isValidNpmPackageName('@/name'), false);
assert.strictEqual(isValidNpmPackageName('@Scope/name'), false);
assert.strictEqual(isValidNpmPackageName('.hidden'), false);
assert.strictEqual(isValidNpmPackageName('@x/_private'), false);
assert.strictEqual(isValidNpmPackageName('node_modules'), false);
