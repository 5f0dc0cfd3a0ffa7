// query: Return the k most frequent tags, ordered by count (highest first) and then alphabetically. Tags are
//   compared after trimming and lower-casing, blank tags are ignored, and k of zero or less gives an empty list.
// entry_point: topFrequentTags
// example: topFrequentTags(['js', 'ts', 'js'], 1) === ['js']
// example: topFrequentTags(['Python', 'python', 'Go'], 2) === ['python', 'go']

function topFrequentTags(tags, k) {
  if (k <= 0) return [];
  const counts = new Map();
  for (const tag of tags) {
    const key = tag.trim().toLowerCase();
    if (key === '') continue;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const ranked = [...counts.keys()].sort((a, b) => {
    const difference = counts.get(b) - counts.get(a);
    if (difference !== 0) return difference;
    return a < b ? -1 : 1;
  });
  return ranked.slice(0, k);
}

// tests
assert.deepStrictEqual(topFrequentTags(['a', 'b', 'a', 'c', 'b', 'a'], 2), ['a', 'b']);
assert.deepStrictEqual(topFrequentTags([], 3), []);
assert.deepStrictEqual(topFrequentTags(['x'], 0), []);
assert.deepStrictEqual(topFrequentTags(['b', 'a'], 5), ['a', 'b']);
assert.deepStrictEqual(topFrequentTags(['Go', 'go ', ' GO', 'rust', 'Rust'], 1), ['go']);
assert.deepStrictEqual(topFrequentTags(['', '  ', 'z'], 2), ['z']);
assert.deepStrictEqual(topFrequentTags(['c', 'b', 'b', 'c', 'a'], 3), ['b', 'c', 'a']);
assert.deepStrictEqual(topFrequentTags(['q', 'q', 'p'], -1), []);
assert.deepStrictEqual(topFrequentTags(['m', 'n', 'n', 'o', 'o', 'o'], 1), ['o']);
