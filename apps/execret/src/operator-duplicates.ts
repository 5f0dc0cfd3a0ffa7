/** One candidate the mutator dropped as a duplicate: its operator and the operator of the identical candidate kept before it. */
export interface DuplicateCandidate {
  operator: string;
  duplicateOf: string;
}

/**
 * Duplicates per operator, for `build_report.json`'s `by_operator` rows: operator → (operator whose
 * identical candidate came first → count). A user operator whose every edit a built-in makes too
 * shows as `candidates: 0` with its duplicates here, instead of as an operator that found nothing.
 */
export class OperatorDuplicates {
  private readonly counts = new Map<string, Map<string, number>>();

  /** Counts the duplicates of one task. */
  add(duplicates: readonly DuplicateCandidate[]): void {
    for (const { operator, duplicateOf } of duplicates) {
      const row = this.counts.get(operator) ?? new Map<string, number>();
      row.set(duplicateOf, (row.get(duplicateOf) ?? 0) + 1);
      this.counts.set(operator, row);
    }
  }

  /** `{ duplicates, duplicates_of }` of an operator (duplicates_of sorted by operator name), or nothing when it had none. */
  of(operator: string): { duplicates: number; duplicates_of: Record<string, number> } | undefined {
    const row = this.counts.get(operator);
    if (row === undefined) return undefined;
    const entries = [...row].sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0));
    return { duplicates: entries.reduce((sum, [, count]) => sum + count, 0), duplicates_of: Object.fromEntries(entries) };
  }

  /** Every operator with duplicates. */
  operators(): string[] {
    return [...this.counts.keys()].sort();
  }
}

/** `3 candidates, 3 duplicates of boolean-operator`: an operator's row in words. */
export function describeOperatorCandidates(candidates: number, duplicates: { duplicates: number; duplicates_of: Record<string, number> } | undefined): string {
  const base = `${candidates} candidate${candidates === 1 ? '' : 's'}`;
  if (duplicates === undefined) return base;
  const of = Object.entries(duplicates.duplicates_of).map(([operator, count]) => `${count} ${count === 1 ? 'duplicate' : 'duplicates'} of ${operator}`);
  return `${base} kept for the gates, ${of.join(', ')} dropped`;
}
