// query: Sort clothing size labels for a product page: letter sizes first in the order XXS, XS, S, M, L, XL, XXL, XXXL
//   (case-insensitive), then numeric sizes in ascending numeric order, then any other labels in their original order.
// entry_point: sortClothingSizes
// example: sortClothingSizes(['L', 'S', 'M']) === ['S', 'M', 'L']
// example: sortClothingSizes(['42', '38', 'XL']) === ['XL', '38', '42']

function sortClothingSizes(labels) {
  const letters = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];
  const lettered = [];
  const numeric = [];
  const others = [];
  for (const label of labels) {
    const position = letters.indexOf(label.toUpperCase());
    if (position !== -1) lettered.push([position, label]);
    else if (/^\d+(\.\d+)?$/.test(label)) numeric.push([Number(label), label]);
    else others.push(label);
  }
  lettered.sort((a, b) => a[0] - b[0]);
  numeric.sort((a, b) => a[0] - b[0]);
  return [...lettered.map((entry) => entry[1]), ...numeric.map((entry) => entry[1]), ...others];
}

// tests
assert.deepStrictEqual(sortClothingSizes([]), []);
assert.deepStrictEqual(sortClothingSizes(['XXXL', 'XXS', 'xl', 'm', 'XS', 'XXL', 'L', 's']), ['XXS', 'XS', 's', 'm', 'L', 'xl', 'XXL', 'XXXL']);
assert.deepStrictEqual(sortClothingSizes(['10', '9', '8.5', '12']), ['8.5', '9', '10', '12']);
assert.deepStrictEqual(sortClothingSizes(['one size', 'M', '40', 'kids']), ['M', '40', 'one size', 'kids']);
assert.deepStrictEqual(sortClothingSizes(['M', 'm']), ['M', 'm']);
assert.deepStrictEqual(sortClothingSizes(['7', 'XL', '-2', '3.']), ['XL', '7', '-2', '3.']);
assert.deepStrictEqual(sortClothingSizes(['L', '100', 'S', '20']), ['S', 'L', '20', '100']);
