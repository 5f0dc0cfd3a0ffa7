import { compareCodeUnits, InvalidArgumentError, type ParsedSystemId } from '@execret/core';

/** What a parser makes of one parameter's text: its value, or what is wrong with it. */
export type ParameterParse<Value> = { value: Value } | { problem: string };

/** One `?name=value` parameter a system family accepts: what it expects and how to read it. */
export interface SystemIdParameter<Value = unknown> {
  /** The accepted values in words, for messages and docs (`a positive integer`, `true or false`). */
  readonly expected: string;
  /** Reads the (URI-decoded) text. */
  readonly parse: (text: string) => ParameterParse<Value>;
}

/** A system family's parameters by name: the one place its ids are validated. */
export type SystemIdParameterTable = Readonly<Record<string, SystemIdParameter>>;

/** The values of a table's parameters that an id gave (absent ones are left out). */
export type SystemIdParameterValues<Table extends SystemIdParameterTable> = {
  -readonly [Name in keyof Table]?: Table[Name] extends SystemIdParameter<infer Value> ? Value : never;
};

function expectation<Value>(expected: string, read: (text: string) => Value | undefined): SystemIdParameter<Value> {
  return {
    expected,
    parse: (text) => {
      const value = read(text);
      return value === undefined ? { problem: `must be ${expected}` } : { value };
    },
  };
}

/** A positive integer (`dimensions=256`, `maxTokens=512`). */
export const positiveIntegerValue: SystemIdParameter<number> = expectation('a positive integer', (text) => {
  const number = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  return Number.isSafeInteger(number) && number >= 1 ? number : undefined;
});

/** `true` or `false` (`normalize=false`). */
export const booleanValue: SystemIdParameter<boolean> = expectation('true or false', (text) => (text === 'true' ? true : text === 'false' ? false : undefined));

/** Any text, spaces and newlines percent-encoded (`queryPrefix=query%3A%20`); empty means none. */
export const textValue: SystemIdParameter<string> = { expected: 'any text (percent-encoded; empty for none)', parse: (text) => ({ value: text }) };

/** An `http://` or `https://` URL (`baseURL=http://127.0.0.1:8000/v1`). */
export const urlValue: SystemIdParameter<string> = expectation('an http:// or https:// URL', (text) => {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host !== '' ? text : undefined;
  } catch {
    return undefined;
  }
});

/**
 * One of the keys of an `as const` table (own keys only: `toString` names nothing). `expected`
 * overrides the wording (`cosine or dot`).
 */
export function oneOfValue<Key extends string>(table: Readonly<Record<Key, unknown>>, expected = `one of ${Object.keys(table).join(', ')}`): SystemIdParameter<Key> {
  return expectation(expected, (text) => (Object.hasOwn(table, text) ? (text as Key) : undefined));
}

/** How vectors are compared, as a table. */
export const SIMILARITIES = {
  /** Rows L2-normalised, then dot product. */
  cosine: 'cosine similarity',
  /** Raw dot product (models trained for it, e.g. multi-qa-mpnet-base-dot-v1). */
  dot: 'dot product',
} as const;

/** `cosine` or `dot`. */
export const similarityValue = oneOfValue(SIMILARITIES, 'cosine or dot');

/**
 * Reads an id's parameters through a family's table. Every name must be in the table and every
 * value must parse; the result holds the parsed values of the parameters given.
 *
 * @param family the family in messages (`openai`, `transformers`).
 * @throws InvalidArgumentError naming an unknown parameter and the allowed ones
 *   (`unknown parameter "prefix" for openai systems; allowed: baseURL, dimensions, …`), or a value
 *   and what the parameter expects (`openai systems: parameter normalize must be true or false, got "yes"`).
 */
export function readSystemIdParameters<Table extends SystemIdParameterTable>(parsed: ParsedSystemId, table: Table, family: string): SystemIdParameterValues<Table> {
  const values: Record<string, unknown> = {};
  for (const [name, text] of parsed.parameters) {
    const parameter = Object.hasOwn(table, name) ? table[name] : undefined;
    if (parameter === undefined) {
      throw new InvalidArgumentError(`unknown parameter ${JSON.stringify(name)} for ${family} systems; allowed: ${Object.keys(table).sort(compareCodeUnits).join(', ')}`);
    }
    const result = parameter.parse(text);
    if ('problem' in result) throw new InvalidArgumentError(`${family} systems: parameter ${name} ${result.problem}, got ${JSON.stringify(text)}`);
    values[name] = result.value;
  }
  return values as SystemIdParameterValues<Table>;
}
