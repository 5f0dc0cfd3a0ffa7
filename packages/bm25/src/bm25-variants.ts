import { InvalidArgumentError } from '@execret/core';

/**
 * The BM25 variants this package scores exactly:
 * - `okapi`: rank_bm25's `BM25Okapi` (negative idf replaced by `epsilon` × mean idf);
 * - `lucene`, `robertson`, `atire`: the bm25s methods of the same names;
 * - `bm25l`, `bm25plus`: rank_bm25's `BM25L` and `BM25Plus`.
 *
 * The formulas are written out in the package README.
 */
export const BM25_VARIANTS = ['okapi', 'lucene', 'robertson', 'atire', 'bm25l', 'bm25plus'] as const;

/** One of {@link BM25_VARIANTS}. */
export type Bm25Variant = (typeof BM25_VARIANTS)[number];

/** True when `value` names a variant in {@link BM25_VARIANTS}. */
export function isBm25Variant(value: unknown): value is Bm25Variant {
  return typeof value === 'string' && (BM25_VARIANTS as readonly string[]).includes(value);
}

/** The free parameters of a BM25 variant. */
export interface Bm25Parameters {
  /** Term-frequency saturation, `k1 ≥ 0`. */
  k1: number;
  /** Length normalisation, `0 ≤ b ≤ 1` (0: none, 1: full). */
  b: number;
  /** `okapi` only: negative idf values become `epsilon × mean idf` (`epsilon ≥ 0`). */
  epsilon?: number;
  /** `bm25l` and `bm25plus` only: the lower bound added to the term-frequency part (`delta ≥ 0`). */
  delta?: number;
}

/** Names of the parameters each variant takes, in the order they are reported. */
export const BM25_PARAMETER_NAMES = {
  okapi: ['k1', 'b', 'epsilon'],
  lucene: ['k1', 'b'],
  robertson: ['k1', 'b'],
  atire: ['k1', 'b'],
  bm25l: ['k1', 'b', 'delta'],
  bm25plus: ['k1', 'b', 'delta'],
} as const satisfies Record<Bm25Variant, readonly (keyof Bm25Parameters)[]>;

/**
 * Defaults per variant: rank_bm25's constructor defaults for `okapi` (k1 1.5, b 0.75, epsilon 0.25),
 * `bm25l` (delta 0.5) and `bm25plus` (delta 1); bm25s's constructor defaults (k1 1.5, b 0.75) for
 * `lucene`, `robertson` and `atire`. Lucene's own `BM25Similarity` uses k1 = 1.2; pass it explicitly
 * (`bm25:lucene?k1=1.2`) to match a Lucene or Elasticsearch setup.
 */
export const BM25_DEFAULT_PARAMETERS: Readonly<Record<Bm25Variant, Readonly<Bm25Parameters>>> = {
  okapi: { k1: 1.5, b: 0.75, epsilon: 0.25 },
  lucene: { k1: 1.5, b: 0.75 },
  robertson: { k1: 1.5, b: 0.75 },
  atire: { k1: 1.5, b: 0.75 },
  bm25l: { k1: 1.5, b: 0.75, delta: 0.5 },
  bm25plus: { k1: 1.5, b: 0.75, delta: 1 },
};

/**
 * Fills in the defaults of `variant` and checks every value: `k1 ≥ 0`, `0 ≤ b ≤ 1`, `epsilon ≥ 0`,
 * `delta ≥ 0`, all finite. A parameter the variant does not take (e.g. `delta` for `okapi`) is an
 * error rather than silently ignored, because the caller then believes it changed the scores.
 *
 * @returns a new object holding exactly the variant's parameters, in {@link BM25_PARAMETER_NAMES} order.
 * @throws InvalidArgumentError for an unknown variant, an unknown or irrelevant parameter, or a value
 *   out of range.
 */
export function resolveBm25Parameters(variant: Bm25Variant, overrides: Partial<Bm25Parameters> = {}): Bm25Parameters {
  if (!isBm25Variant(variant)) {
    throw new InvalidArgumentError(`BM25 variant must be one of ${BM25_VARIANTS.join(', ')}, got ${JSON.stringify(variant)}`);
  }
  const allowed: readonly string[] = BM25_PARAMETER_NAMES[variant];
  for (const [name, value] of Object.entries(overrides)) {
    if (value === undefined) continue;
    if (!allowed.includes(name)) {
      throw new InvalidArgumentError(
        `BM25 variant "${variant}" takes parameters ${allowed.join(', ')}; got unexpected parameter "${name}"`,
      );
    }
  }
  const defaults = BM25_DEFAULT_PARAMETERS[variant];
  const resolved: Bm25Parameters = { k1: overrides.k1 ?? defaults.k1, b: overrides.b ?? defaults.b };
  if (allowed.includes('epsilon')) resolved.epsilon = overrides.epsilon ?? defaults.epsilon;
  if (allowed.includes('delta')) resolved.delta = overrides.delta ?? defaults.delta;
  checkRange(variant, 'k1', resolved.k1, 0, Infinity);
  checkRange(variant, 'b', resolved.b, 0, 1);
  if (resolved.epsilon !== undefined) checkRange(variant, 'epsilon', resolved.epsilon, 0, Infinity);
  if (resolved.delta !== undefined) checkRange(variant, 'delta', resolved.delta, 0, Infinity);
  return resolved;
}

function checkRange(variant: Bm25Variant, name: string, value: unknown, minimum: number, maximum: number): void {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < minimum || value > maximum) {
    const range = maximum === Infinity ? `a finite number ≥ ${minimum}` : `a number in [${minimum}, ${maximum}]`;
    throw new InvalidArgumentError(`BM25 ${variant} parameter ${name} must be ${range}, got ${String(value)}`);
  }
}
