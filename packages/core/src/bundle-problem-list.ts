import type { BundleProblem, BundleProblemKind, SourceLocation } from './errors.js';

/** Collects the problems (up to a limit) and warnings found while checking a bundle, in the order found. */
export class BundleProblemList {
  /** Rule violations, at most `limit`. */
  readonly problems: BundleProblem[] = [];
  /** Things allowed but likely wrong (not limited). */
  readonly warnings: BundleProblem[] = [];

  constructor(private readonly limit: number) {}

  /** Records a problem unless `limit` problems are already recorded. */
  add(kind: BundleProblemKind, location: SourceLocation, message: string): void {
    if (this.problems.length < this.limit) this.problems.push({ kind, location, message });
  }

  /** Records a warning. */
  warn(kind: BundleProblemKind, location: SourceLocation, message: string): void {
    this.warnings.push({ kind, location, message });
  }
}
