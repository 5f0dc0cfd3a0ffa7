import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '@execret/core';

/**
 * Imports every `<language>-<operator>.cases.ts` module of `src/<language>/`, in name order, and
 * returns the operator names they are named after. Each cases module registers the `describe`
 * block of one operator. One test file per language imports them all, so its operators' cases
 * share one module registry: ts-morph (with its bundled TypeScript) and the Python grammar load
 * once per language instead of once per operator.
 */
export async function importOperatorCases(language: Language): Promise<string[]> {
  const folder = fileURLToPath(new URL(`../${language}/`, import.meta.url));
  const files = readdirSync(folder)
    .filter((file) => file.endsWith('.cases.ts'))
    .sort();
  for (const file of files) await import(join(folder, file));
  return files.map((file) => file.slice(`${language}-`.length, -'.cases.ts'.length));
}
