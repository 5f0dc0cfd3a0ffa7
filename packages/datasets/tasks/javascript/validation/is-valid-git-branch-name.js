// query: Check a git branch name against the main ref-name rules: non-empty; no space, control character or
//   any of ~ ^ : ? * [ \; no "..", "//" or "@{"; not starting or ending with "/", not ending with "." or
//   ".lock", no path component starting with "."; and not exactly "@".
// entry_point: isValidGitBranchName
// example: isValidGitBranchName('feature/login-page') === true
// example: isValidGitBranchName('feature..login') === false

function isValidGitBranchName(name) {
  if (name === '' || name === '@') return false;
  for (const ch of name) {
    if (ch.charCodeAt(0) < 33 || ch.charCodeAt(0) === 127 || '~^:?*[\\'.includes(ch)) return false;
  }
  if (name.includes('..') || name.includes('//') || name.includes('@{')) return false;
  if (name.startsWith('/') || name.endsWith('/') || name.endsWith('.') || name.endsWith('.lock')) return false;
  return name.split('/').every((part) => !part.startsWith('.'));
}

// tests
assert.strictEqual(isValidGitBranchName('a..b'), false);
assert.strictEqual(isValidGitBranchName(''), false);
assert.strictEqual(isValidGitBranchName('@'), false);
assert.strictEqual(isValidGitBranchName('a@b!'), true);
assert.strictEqual(isValidGitBranchName('fix bug'), false);
assert.strictEqual(isValidGitBranchName('a\u007fb'), false);
assert.strictEqual(isValidGitBranchName('release/1.0.lock'), false);
assert.strictEqual(isValidGitBranchName('team/.hidden'), false);
assert.strictEqual(isValidGitBranchName('x@{1}'), false);
assert.strictEqual(isValidGitBranchName('ref/'), false);
