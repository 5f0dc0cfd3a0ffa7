import { InvalidArgumentError, type ParsedSystemId } from '@execret/core';
import type { Similarity } from './dense-retriever.js';

/** The `?similarity=cosine|dot` parameter of a system id, or `fallback` when absent. */
export function similarityParameter(parsed: ParsedSystemId, fallback: Similarity): Similarity {
  const value = parsed.parameters.get('similarity');
  if (value === undefined) return fallback;
  if (value !== 'cosine' && value !== 'dot') throw new InvalidArgumentError(`similarity must be cosine or dot, got ${JSON.stringify(value)}`);
  return value;
}

/** A `?name=<positive integer>` parameter of a system id, or undefined when absent. */
export function positiveIntegerParameter(parsed: ParsedSystemId, name: string): number | undefined {
  const value = parsed.parameters.get(name);
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 1) throw new InvalidArgumentError(`${name} must be a positive integer, got ${JSON.stringify(value)}`);
  return number;
}
