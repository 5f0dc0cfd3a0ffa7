import { compareCodeUnits } from '@execret/core';
import { pythonStringLiteral } from '../importers/python-literal.js';

/**
 * A Python value written as a literal: what test amplification reads from a test's call arguments,
 * mutates and writes back. Integers are exact (`bigint`); strings hold Unicode code points (no
 * lone surrogates).
 */
export type PythonValue =
  | { readonly kind: 'none' }
  | { readonly kind: 'bool'; readonly value: boolean }
  | { readonly kind: 'int'; readonly value: bigint }
  | { readonly kind: 'float'; readonly value: number }
  | { readonly kind: 'str'; readonly value: string }
  | { readonly kind: 'list' | 'tuple' | 'set'; readonly items: readonly PythonValue[] }
  | { readonly kind: 'dict'; readonly entries: ReadonlyArray<readonly [PythonValue, PythonValue]> };

/** One call's arguments: positional ones, then keyword ones in source order. */
export interface PythonCall {
  readonly args: readonly PythonValue[];
  readonly keywords: ReadonlyArray<readonly [string, PythonValue]>;
}

/**
 * A Python float literal of a finite number: the shortest digits that read back as the same double
 * (as `repr()`), with `.0` added to an integral value so it stays a float.
 *
 * @throws RangeError for NaN and infinities, which have no literal.
 */
export function formatPythonFloat(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`${value} has no Python literal`);
  if (value === 0) return Object.is(value, -0) ? '-0.0' : '0.0';
  // toExponential() gives the shortest round-trip digits, as repr() does; repr() writes them in
  // positional notation for exponents -4 to 15 and in scientific notation (`1e+16`, `2.5e-07`) otherwise.
  const [mantissa, exponentText] = Math.abs(value).toExponential().split('e') as [string, string];
  const digits = mantissa.replace('.', '');
  const exponent = Number(exponentText);
  const sign = value < 0 ? '-' : '';
  if (exponent < -4 || exponent >= 16) {
    const scientific = digits.length === 1 ? digits : `${digits[0]}.${digits.slice(1)}`;
    return `${sign}${scientific}e${exponent < 0 ? '-' : '+'}${String(Math.abs(exponent)).padStart(2, '0')}`;
  }
  if (exponent < 0) return `${sign}0.${'0'.repeat(-exponent - 1)}${digits}`;
  const whole = digits.slice(0, exponent + 1).padEnd(exponent + 1, '0');
  const fraction = digits.slice(exponent + 1);
  return `${sign}${whole}.${fraction === '' ? '0' : fraction}`;
}

/**
 * Python source that evaluates to `value`: strings as `ascii()` writes them (`pythonStringLiteral`),
 * floats as `repr()` does, lists, tuples (`(x,)` for one item) and dicts in their order, sets in
 * the code-unit order of their items' source (the empty set is `set()`).
 */
export function formatPythonValue(value: PythonValue): string {
  switch (value.kind) {
    case 'none':
      return 'None';
    case 'bool':
      return value.value ? 'True' : 'False';
    case 'int':
      return value.value.toString();
    case 'float':
      return formatPythonFloat(value.value);
    case 'str':
      return pythonStringLiteral(value.value);
    case 'list':
      return `[${value.items.map(formatPythonValue).join(', ')}]`;
    case 'tuple':
      return value.items.length === 1 ? `(${formatPythonValue(value.items[0] as PythonValue)},)` : `(${value.items.map(formatPythonValue).join(', ')})`;
    case 'set': {
      if (value.items.length === 0) return 'set()';
      const items = value.items.map(formatPythonValue).sort(compareCodeUnits);
      return `{${items.join(', ')}}`;
    }
    case 'dict':
      return `{${value.entries.map(([key, item]) => `${formatPythonValue(key)}: ${formatPythonValue(item)}`).join(', ')}}`;
  }
}

/** The argument list of a call, without parentheses: `[1, 2], key='x'`. */
export function formatPythonArguments(call: PythonCall): string {
  return [...call.args.map(formatPythonValue), ...call.keywords.map(([name, value]) => `${name}=${formatPythonValue(value)}`)].join(', ');
}
