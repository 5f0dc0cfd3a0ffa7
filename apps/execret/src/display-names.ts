import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { InvalidArgumentError } from '@execret/core';

/**
 * `run --name <id>=<display>` values as system id → display name. The id is split at the last `=`
 * (ids may hold `=` in their parameters); every id must be one of `systems`, and no display name may
 * be empty or given to two systems.
 *
 * @throws InvalidArgumentError naming the value that is wrong.
 */
export function parseDisplayNames(values: readonly string[], systems: readonly string[]): Record<string, string> {
  const names: Record<string, string> = {};
  const shown = new Map<string, string>();
  for (const value of values) {
    const split = value.lastIndexOf('=');
    const id = split === -1 ? '' : value.slice(0, split).trim();
    const display = split === -1 ? '' : value.slice(split + 1).trim();
    if (id === '' || display === '') throw new InvalidArgumentError(`--name ${JSON.stringify(value)}: expected <system id>=<display name>, e.g. --name 'bm25:lucene=BM25 (Lucene)'`);
    if (!systems.includes(id)) throw new InvalidArgumentError(`--name ${JSON.stringify(value)}: ${JSON.stringify(id)} is not a --system of this run (${systems.join(', ')})`);
    const other = shown.get(display);
    if (other !== undefined && other !== id) throw new InvalidArgumentError(`--name: ${JSON.stringify(display)} is given to both ${other} and ${id}`);
    shown.set(display, id);
    names[id] = display;
  }
  return names;
}

/** The `display_names` an earlier run recorded in the folder's `config.json` (none when absent or unreadable). */
export async function readDisplayNames(outputFolder: string): Promise<Record<string, string>> {
  const text = await readFile(join(outputFolder, 'config.json'), 'utf8').catch(() => undefined);
  if (text === undefined) return {};
  try {
    const names = (JSON.parse(text) as { display_names?: unknown }).display_names;
    if (typeof names !== 'object' || names === null || Array.isArray(names)) return {};
    return Object.fromEntries(Object.entries(names).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/** `{ display_names }` for `config.json`: the names of the systems with results, by id in code unit order; nothing when none has one. */
export function displayNamesRecord(names: Readonly<Record<string, string>>, systems: Readonly<Record<string, unknown>>): { display_names?: Record<string, string> } {
  const entries = Object.keys(systems)
    .filter((id) => Object.hasOwn(names, id))
    .map((id) => [id, names[id] as string] as const);
  return entries.length === 0 ? {} : { display_names: Object.fromEntries(entries) };
}
