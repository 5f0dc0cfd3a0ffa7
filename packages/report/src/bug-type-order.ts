import { BUG_TYPES, compareCodeUnits } from '@execret/core';

/** Distinct bug types in display order: execret's six in their order, then any other in code unit order. */
export function bugTypeOrder(types: Iterable<string>): string[] {
  const known = BUG_TYPES as readonly string[];
  return [...new Set(types)].sort((left, right) => {
    const leftIndex = known.indexOf(left);
    const rightIndex = known.indexOf(right);
    if (leftIndex !== -1 || rightIndex !== -1) return (leftIndex === -1 ? Infinity : leftIndex) - (rightIndex === -1 ? Infinity : rightIndex);
    return compareCodeUnits(left, right);
  });
}
