'use strict';

let nextId = 1;
const issued = [];

/**
 * Issues the next label with a prefix and a running number.
 */
function nextLabel(prefix) {
  const label = `${prefix}-${nextId}`;
  nextId += 1;
  issued.push(label);
  return label;
}

/**
 * Counts the labels issued so far in this process.
 */
function issuedCount() {
  let count = 0;
  for (const _label of issued) count += 1;
  return count;
}

module.exports = { nextLabel, issuedCount };
