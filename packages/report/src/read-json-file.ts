import { readFile } from 'node:fs/promises';
import { IoError, SchemaError, describeValue } from '@execret/core';

/** A parsed JSON object (not an array, not null). */
export type JsonObject = Record<string, unknown>;

/** True for a JSON object (not an array, not null). */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Throws the SchemaError of one field: `<file>: field "<field>" must be <expected>, got <received>`.
 *
 * @throws SchemaError always.
 */
export function failField(file: string, field: string, expected: string, received: unknown): never {
  throw new SchemaError({ file, field }, expected, describeValue(received));
}

/**
 * Reads and parses one JSON file; errors name the file as `shownAs` (e.g. `results/bm25.json`).
 *
 * @throws IoError when the file cannot be read.
 * @throws SchemaError when it is not valid JSON.
 */
export async function readJsonFile(path: string, shownAs: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new IoError(`cannot read ${shownAs}: ${(error as Error).message}`, { file: path }, error);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new SchemaError({ file: shownAs, field: '(file)' }, 'a JSON document', `invalid JSON (${(error as Error).message})`);
  }
}
