// query: Shorten a slash-separated path to fit in maxLength characters by replacing the directories right after
//   the first segment with a single "…" segment, dropping as few directories as possible. The first segment
//   (empty for an absolute path) and the last one are always kept, even if the result is still too long;
//   a path that fits, or has at most two segments, is returned unchanged.
// entry_point: ellipsizePath
// example: ellipsizePath('/a/b/c/file.txt', 100) === '/a/b/c/file.txt'
// example: ellipsizePath('/home/user/projects/app/src/index.ts', 22) === '/…/app/src/index.ts'

function ellipsizePath(path, maxLength) {
  if (path.length <= maxLength) return path;
  const segments = path.split('/');
  if (segments.length <= 2) return path;
  const first = segments[0];
  let rest = segments.slice(1);
  while (rest.length > 1) {
    rest = rest.slice(1);
    const candidate = [first, '…', ...rest].join('/');
    if (candidate.length <= maxLength) return candidate;
  }
  return [first, '…', ...rest].join('/');
}

// tests
assert.strictEqual(ellipsizePath('a/b/c/d', 7), 'a/b/c/d');
assert.strictEqual(ellipsizePath('a/b/c/d', 6), 'a/…/d');
assert.strictEqual(ellipsizePath('a/bbbb/c/d', 8), 'a/…/c/d');
assert.strictEqual(ellipsizePath('a/b/c/d', 1), 'a/…/d');
assert.strictEqual(ellipsizePath('/x/yy/zzz/f', 9), '/…/zzz/f');
assert.strictEqual(ellipsizePath('/x/yy/zzz/f', 8), '/…/zzz/f');
assert.strictEqual(ellipsizePath('verylongname/file', 3), 'verylongname/file');
assert.strictEqual(ellipsizePath('', 0), '');
assert.strictEqual(ellipsizePath('a/bb/c', 5), 'a/…/c');
