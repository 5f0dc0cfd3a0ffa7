'use strict';

/**
 * A stock of named items with quantities.
 */
class Inventory {
  constructor() {
    this.items = new Map();
  }

  /**
   * Adds a quantity of an item to the stock.
   */
  add(name, quantity) {
    const current = this.items.get(name) ?? 0;
    const next = current + quantity;
    this.items.set(name, next);
    return next;
  }

  /**
   * Removes a quantity of an item, refusing to go below zero.
   */
  remove(name, quantity) {
    const current = this.items.get(name) ?? 0;
    if (quantity > current) throw new Error(`not enough ${name}`);
    this.items.set(name, current - quantity);
    return current - quantity;
  }
}

/**
 * Totals the quantities of every item in the stock.
 */
function totalQuantity(inventory) {
  let total = 0;
  for (const quantity of inventory.items.values()) total += quantity;
  return total;
}

module.exports = { Inventory, totalQuantity };
