import { InvalidArgumentError } from 'commander';

/** Parses a positive safe integer option value (`--max-problems 5`). */
export function positiveInteger(value: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 1) throw new InvalidArgumentError(`expected a positive integer, got "${value}"`);
  return parsed;
}

/** Parses a non-negative safe integer option value (`--seed 0`). */
export function nonNegativeInteger(value: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 0) throw new InvalidArgumentError(`expected a non-negative integer, got "${value}"`);
  return parsed;
}

/** Parses any safe integer option value. */
export function integer(value: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) throw new InvalidArgumentError(`expected an integer, got "${value}"`);
  return parsed;
}

/** Parses a comma-separated list of cutoffs (`--k 1,3,5,10`). */
export function cutoffList(value: string): number[] {
  const ks = value.split(',').map((part) => Number(part.trim()));
  if (ks.length === 0 || ks.some((k) => !Number.isSafeInteger(k) || k < 1)) throw new InvalidArgumentError(`expected positive integers separated by commas, got "${value}"`);
  return ks;
}

/** Collects a repeatable option (`--system a --system b`) into an array. */
export function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

/** Parses a comma-separated list of names (`--bug-types off_by_one,wrong_operator`); repeated options add up. */
export function list(value: string, previous: string[] | undefined): string[] {
  const names = value.split(',').map((name) => name.trim()).filter((name) => name !== '');
  if (names.length === 0) throw new InvalidArgumentError(`expected names separated by commas, got "${value}"`);
  return [...(previous ?? []), ...names];
}
