// query: Rank items by their average rating, highest first, considering only items with at least minCount ratings. Ties
//   go to the item with more ratings and then to the name in alphabetical order. Averages are compared exactly by
//   cross-multiplying sums and counts. Return the names.
// entry_point: rankByAverageRating
// example: rankByAverageRating([{ name: 'a', ratings: [3] }, { name: 'b', ratings: [5] }], 1) === ['b', 'a']
// example: rankByAverageRating([{ name: 'a', ratings: [3] }, { name: 'b', ratings: [] }], 1) === ['a']

function rankByAverageRating(items, minCount) {
  const eligible = items
    .filter((item) => item.ratings.length >= minCount && item.ratings.length > 0)
    .map((item) => ({ name: item.name, count: item.ratings.length, sum: item.ratings.reduce((a, b) => a + b, 0) }));
  eligible.sort((x, y) => {
    const difference = y.sum * x.count - x.sum * y.count;
    if (difference !== 0) return difference;
    if (x.count !== y.count) return y.count - x.count;
    return x.name < y.name ? -1 : 1;
  });
  return eligible.map((item) => item.name);
}

// tests
assert.deepStrictEqual(rankByAverageRating([], 1), []);
assert.deepStrictEqual(rankByAverageRating([{ name: 'tea', ratings: [4, 5] }, { name: 'cake', ratings: [5, 5, 2] }, { name: 'pie', ratings: [3] }], 1), ['tea', 'cake', 'pie']);
assert.deepStrictEqual(rankByAverageRating([{ name: 'tea', ratings: [4, 5] }, { name: 'cake', ratings: [5, 5, 2] }, { name: 'pie', ratings: [3] }], 2), ['tea', 'cake']);
assert.deepStrictEqual(rankByAverageRating([{ name: 'x', ratings: [4] }, { name: 'y', ratings: [4, 4] }], 1), ['y', 'x']);
assert.deepStrictEqual(rankByAverageRating([{ name: 'n', ratings: [2, 4] }, { name: 'm', ratings: [3, 3] }], 1), ['m', 'n']);
assert.deepStrictEqual(rankByAverageRating([{ name: 'e', ratings: [] }, { name: 'f', ratings: [1] }], 0), ['f']);
assert.deepStrictEqual(rankByAverageRating([{ name: 'a', ratings: [1, 2] }, { name: 'b', ratings: [5] }], 3), []);
assert.deepStrictEqual(rankByAverageRating([{ name: 'p', ratings: [5, 4, 3] }, { name: 'q', ratings: [4, 4, 5] }, { name: 'r', ratings: [1, 5, 5] }], 3), ['q', 'p', 'r']);
