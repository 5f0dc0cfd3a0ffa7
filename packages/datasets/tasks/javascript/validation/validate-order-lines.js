// query: Validate order lines and list the problems as "line N: ..." with 1-based line numbers, in order:
//   "bad sku" unless the SKU is three uppercase letters, a hyphen and four digits (e.g. "ABC-1234"),
//   otherwise "duplicate sku" if an earlier line had the same SKU; "bad quantity" unless the quantity is a
//   positive integer; "bad price" if the unit price is negative or not a finite number.
// entry_point: validateOrderLines
// example: validateOrderLines([{ sku: 'XYZ-0001', quantity: 3, unitPrice: 5 }]) === []
// example: validateOrderLines([{ sku: 'XYZ-0001', quantity: -1, unitPrice: 5 }]) === ['line 1: bad quantity']

function validateOrderLines(lines) {
  const problems = [];
  const seen = new Set();
  for (let i = 0; i < lines.length; i++) {
    const { sku, quantity, unitPrice } = lines[i];
    if (!isSku(sku)) problems.push(`line ${i + 1}: bad sku`);
    else if (seen.has(sku)) problems.push(`line ${i + 1}: duplicate sku`);
    seen.add(sku);
    if (!Number.isInteger(quantity) || quantity < 1) problems.push(`line ${i + 1}: bad quantity`);
    if (!Number.isFinite(unitPrice) || unitPrice < 0) problems.push(`line ${i + 1}: bad price`);
  }
  return problems;
}

function isSku(sku) {
  if (sku.length !== 8 || sku[3] !== '-') return false;
  for (let i = 0; i < 8; i++) {
    const ch = sku[i];
    if (i < 3 && (ch < 'A' || ch > 'Z')) return false;
    if (i > 3 && (ch < '0' || ch > '9')) return false;
  }
  return true;
}

// tests
assert.deepStrictEqual(validateOrderLines([{ sku: 'ABC-1234', quantity: 2, unitPrice: 9.99 }]), []);
assert.deepStrictEqual(validateOrderLines([]), []);
assert.deepStrictEqual(validateOrderLines([{ sku: 'abc-1234', quantity: 1, unitPrice: 1 }]), ['line 1: bad sku']);
assert.deepStrictEqual(validateOrderLines([{ sku: 'ABC-1234', quantity: 0, unitPrice: 1 }]), ['line 1: bad quantity']);
assert.deepStrictEqual(validateOrderLines([{ sku: 'ABC-1234', quantity: 1.5, unitPrice: -1 }]), ['line 1: bad quantity', 'line 1: bad price']);
assert.deepStrictEqual(validateOrderLines([{ sku: 'AZZ-0909', quantity: 1, unitPrice: 0 }, { sku: 'AZZ-0909', quantity: 1, unitPrice: 0 }]), ['line 2: duplicate sku']);
assert.deepStrictEqual(validateOrderLines([{ sku: 'ABCD1234', quantity: 3, unitPrice: 2 }]), ['line 1: bad sku']);
assert.deepStrictEqual(validateOrderLines([{ sku: 'ABC-12A4', quantity: 1, unitPrice: NaN }]), ['line 1: bad sku', 'line 1: bad price']);
assert.deepStrictEqual(validateOrderLines([{ sku: 'AB1-1234', quantity: 1, unitPrice: 1 }]), ['line 1: bad sku']);
assert.deepStrictEqual(validateOrderLines([{ sku: 'ABC-1234', quantity: 1, unitPrice: Infinity }, { sku: 'XYZ-0000', quantity: -2, unitPrice: 5 }]), ['line 1: bad price', 'line 2: bad quantity']);
