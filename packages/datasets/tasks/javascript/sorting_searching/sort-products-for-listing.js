// query: Order products for a shop listing: cheapest first, then higher rating first among equal prices, then name
//   alphabetically. Products missing a rating count as rated 0. Return the product names in listing order.
// entry_point: sortProductsForListing
// example: sortProductsForListing([{ name: 'b', price: 5, rating: 4 }, { name: 'a', price: 3, rating: 1 }]) === ['a', 'b']
// example: sortProductsForListing([{ name: 'x', price: 2, rating: 3 }, { name: 'y', price: 2, rating: 5 }]) === ['y', 'x']

function sortProductsForListing(products) {
  const ranked = [...products].sort((a, b) => {
    if (a.price !== b.price) return a.price - b.price;
    const ratingA = a.rating ?? 0;
    const ratingB = b.rating ?? 0;
    if (ratingA !== ratingB) return ratingB - ratingA;
    return a.name < b.name ? -1 : 1;
  });
  return ranked.map((product) => product.name);
}

// tests
assert.deepStrictEqual(sortProductsForListing([]), []);
assert.deepStrictEqual(sortProductsForListing([{ name: 'lamp', price: 30, rating: 4 }, { name: 'mug', price: 8, rating: 5 }, { name: 'pen', price: 2, rating: 3 }]), ['pen', 'mug', 'lamp']);
assert.deepStrictEqual(sortProductsForListing([{ name: 'a', price: 10, rating: 2 }, { name: 'b', price: 10, rating: 4.5 }]), ['b', 'a']);
assert.deepStrictEqual(sortProductsForListing([{ name: 'zed', price: 1, rating: 3 }, { name: 'amy', price: 1, rating: 3 }]), ['amy', 'zed']);
assert.deepStrictEqual(sortProductsForListing([{ name: 'n', price: 4 }, { name: 'm', price: 4, rating: 1 }]), ['m', 'n']);
assert.deepStrictEqual(sortProductsForListing([{ name: 'n', price: 4 }, { name: 'm', price: 4, rating: -1 }]), ['n', 'm']);
assert.deepStrictEqual(sortProductsForListing([{ name: 'c', price: 0.5, rating: 1 }, { name: 'd', price: 0.25, rating: 0 }]), ['d', 'c']);
assert.deepStrictEqual(sortProductsForListing([{ name: 'q', price: 9, rating: 5 }, { name: 'p', price: 9, rating: 5 }, { name: 'r', price: 7, rating: 1 }]), ['r', 'p', 'q']);
