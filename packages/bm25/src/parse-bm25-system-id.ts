import { InvalidArgumentError } from '@execret/core';
import { BM25_DEFAULT_PARAMETERS, BM25_PARAMETER_NAMES, BM25_VARIANTS, isBm25Variant, resolveBm25Parameters } from './bm25-variants.js';
import type { Bm25Parameters, Bm25Variant } from './bm25-variants.js';

/** What a BM25 system id selects. */
export interface Bm25SystemSpec {
  /** The variant. */
  variant: Bm25Variant;
  /** Its parameters, defaults filled in. */
  parameters: Bm25Parameters;
}

const SYNTAX = "'bm25', 'bm25:<variant>' or either followed by '?name=value&…' (e.g. 'bm25:lucene?k1=1.2&b=0.75')";

/**
 * Parses a BM25 system id:
 * - `bm25`: `okapi` with rank_bm25's defaults (k1 1.5, b 0.75, epsilon 0.25);
 * - `bm25:<variant>`: one of `okapi`, `lucene`, `robertson`, `atire`, `bm25l`, `bm25plus` with its
 *   defaults (`BM25_DEFAULT_PARAMETERS`);
 * - either form followed by `?name=value&…` overrides parameters the variant takes
 *   (`bm25:bm25l?delta=0.7`, `bm25?k1=1.2&b=0.5`). Each name may appear once.
 *
 * @throws InvalidArgumentError for any other id, an unknown variant, a parameter the variant does not
 *   take, a repeated parameter, or a value that is not a number in range.
 */
export function parseBm25SystemId(systemId: string): Bm25SystemSpec {
  if (typeof systemId !== 'string') throw new InvalidArgumentError(`BM25 system id must be a string, got ${typeof systemId}`);
  const queryStart = systemId.indexOf('?');
  const head = queryStart === -1 ? systemId : systemId.slice(0, queryStart);
  const query = queryStart === -1 ? undefined : systemId.slice(queryStart + 1);
  let variant: Bm25Variant;
  if (head === 'bm25') {
    variant = 'okapi';
  } else if (head.startsWith('bm25:')) {
    const name = head.slice('bm25:'.length);
    if (!isBm25Variant(name)) {
      throw new InvalidArgumentError(`BM25 system id ${JSON.stringify(systemId)}: variant must be one of ${BM25_VARIANTS.join(', ')}, got ${JSON.stringify(name)}`);
    }
    variant = name;
  } else {
    throw new InvalidArgumentError(`BM25 system id must be ${SYNTAX}, got ${JSON.stringify(systemId)}`);
  }
  const overrides: Partial<Bm25Parameters> = {};
  if (query !== undefined) {
    if (query === '') throw new InvalidArgumentError(`BM25 system id ${JSON.stringify(systemId)}: nothing after '?'; expected ${SYNTAX}`);
    for (const pair of query.split('&')) {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      const text = equals === -1 ? '' : pair.slice(equals + 1);
      const allowed: readonly string[] = BM25_PARAMETER_NAMES[variant];
      if (!allowed.includes(name)) {
        throw new InvalidArgumentError(`BM25 system id ${JSON.stringify(systemId)}: variant "${variant}" takes ${allowed.join(', ')}, got parameter ${JSON.stringify(name)}`);
      }
      const key = name as keyof Bm25Parameters;
      if (overrides[key] !== undefined) throw new InvalidArgumentError(`BM25 system id ${JSON.stringify(systemId)}: parameter "${name}" is given twice`);
      const value = text.trim() === '' ? Number.NaN : Number(text);
      if (!Number.isFinite(value)) {
        throw new InvalidArgumentError(`BM25 system id ${JSON.stringify(systemId)}: parameter "${name}" must be a finite number, got ${JSON.stringify(text)}`);
      }
      overrides[key] = value;
    }
  }
  try {
    return { variant, parameters: resolveBm25Parameters(variant, overrides) };
  } catch (error) {
    throw new InvalidArgumentError(`BM25 system id ${JSON.stringify(systemId)}: ${(error as Error).message}`, error);
  }
}

/**
 * The shortest system id for a variant and parameters: `bm25` for okapi with its defaults,
 * `bm25:<variant>` for other defaults, then `?name=value&…` for each parameter that differs from its
 * default, in `BM25_PARAMETER_NAMES` order. {@link parseBm25SystemId} reads it back.
 */
export function formatBm25SystemId(variant: Bm25Variant, parameters: Partial<Bm25Parameters> = {}): string {
  const resolved = resolveBm25Parameters(variant, parameters);
  const defaults = BM25_DEFAULT_PARAMETERS[variant];
  const changed = BM25_PARAMETER_NAMES[variant]
    .filter((name) => resolved[name] !== defaults[name])
    .map((name) => `${name}=${String(resolved[name])}`);
  const head = variant === 'okapi' ? 'bm25' : `bm25:${variant}`;
  return changed.length === 0 ? head : `${head}?${changed.join('&')}`;
}
