'use strict';
const { Inventory, totalQuantity } = require('../src/inventory.js');

describe('Inventory', () => {
  test('adds to the stock', () => {
    const inventory = new Inventory();
    inventory.add('pen', 2);
    expect(inventory.add('pen', 3)).toBe(5);
  });

  test('refuses to remove more than there is', () => {
    const inventory = new Inventory();
    inventory.add('cup', 1);
    expect(() => inventory.remove('cup', 2)).toThrow('not enough cup');
    expect(inventory.remove('cup', 1)).toBe(0);
  });
});

test('totals every item', () => {
  const inventory = new Inventory();
  inventory.add('pen', 2);
  inventory.add('cup', 4);
  expect(totalQuantity(inventory)).toBe(6);
});
