import { readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { IoError, SchemaError, compareCodeUnits } from '@execret/core';
import { failField, isJsonObject, readJsonFile } from './read-json-file.js';
import type { LoadedResults, LoadedSystem } from './report-types.js';
import { readResultsFile, type ParsedResultsFile } from './results-file.js';

/** Files a study results folder holds besides the per-system results; they are skipped, not read. */
export const NON_SYSTEM_RESULT_FILES: readonly string[] = ['full_leaderboard.json', 'invocation_table.json'];


/**
 * Reads every `results/*.json` of a run folder (written by `execret run`, or the study's released
 * per-system files), checks them, and aligns their per-query values on the first system's query
 * order. Systems must cover the same query ids; each system id may appear in one file only; every
 * file that records its bundle's content hash (`execret.bundle_sha256`) must record the same one,
 * also the one `config.json` records. `config.json` is read when present.
 *
 * @throws IoError when `<directory>/results` is missing or holds no results file.
 * @throws SchemaError when a file is not valid JSON, lacks a field, records another bundle than the
 *   others (or config.json), or its queries differ from the others'.
 */
export async function loadResults(directory: string): Promise<LoadedResults> {
  const root = resolve(directory);
  const resultsDirectory = join(root, 'results');
  const info = await stat(resultsDirectory).catch(() => undefined);
  if (info === undefined || !info.isDirectory()) {
    throw new IoError(`no results folder at ${resultsDirectory}: expected the output folder of "execret run --out ${directory}"`, { file: resultsDirectory });
  }
  const names = (await readdir(resultsDirectory)).filter((name) => name.endsWith('.json')).sort(compareCodeUnits);
  const skippedFiles = names.filter((name) => NON_SYSTEM_RESULT_FILES.includes(name)).map((name) => `results/${name}`);
  const systemFiles = names.filter((name) => !NON_SYSTEM_RESULT_FILES.includes(name));
  if (systemFiles.length === 0) {
    throw new IoError(`${resultsDirectory} holds no results/<system>.json file: run "execret run --out ${directory}" first`, { file: resultsDirectory });
  }

  const parsed: ParsedResultsFile[] = [];
  const fileOfSystem = new Map<string, string>();
  for (const name of systemFiles) {
    const file = `results/${name}`;
    const system = await readResultsFile(join(resultsDirectory, name), file);
    const previous = fileOfSystem.get(system.system);
    if (previous !== undefined) failField(file, 'model', `a system id not used by another results file (${previous} has it too)`, system.system);
    fileOfSystem.set(system.system, file);
    parsed.push(system);
  }
  const config = await readConfig(root);
  const bundleSha256 = checkOneBundle(parsed, config);
  // `run --name`: every table shows a system under its display name; `id` keeps its system id.
  const displayNames = config?.['display_names'];
  if (typeof displayNames === 'object' && displayNames !== null && !Array.isArray(displayNames)) {
    for (const system of parsed) {
      const display = (displayNames as Record<string, unknown>)[system.system];
      if (typeof display === 'string' && display !== '' && display !== system.system) Object.assign(system, { id: system.system, system: display });
    }
  }
  parsed.sort((left, right) => compareCodeUnits(left.system, right.system));

  const reference = parsed[0] as ParsedResultsFile;
  const queryIds = reference.queryIds;
  const systems: LoadedSystem[] = parsed.map((system) => {
    if (system === reference) return withoutQueryIds(system);
    const position = new Map(system.queryIds.map((queryId, index) => [queryId, index]));
    const missing = queryIds.filter((queryId) => !position.has(queryId));
    const extra = system.queryIds.filter((queryId) => !reference.queryIds.includes(queryId));
    if (missing.length > 0 || extra.length > 0) {
      const parts = [
        ...(missing.length > 0 ? [`${missing.length} missing (${missing.slice(0, 3).join(', ')})`] : []),
        ...(extra.length > 0 ? [`${extra.length} extra (${extra.slice(0, 3).join(', ')})`] : []),
      ];
      throw new SchemaError(
        { file: system.file, field: 'per_query' },
        `the same ${queryIds.length} query ids as ${reference.file} (systems are compared query by query)`,
        parts.join(', '),
      );
    }
    const perQuery: Record<string, number[]> = {};
    for (const [key, values] of Object.entries(system.perQuery)) perQuery[key] = queryIds.map((queryId) => values[position.get(queryId) as number] as number);
    return withoutQueryIds({ ...system, perQuery });
  });

  return { directory: root, config, systems, queryIds: [...queryIds], skippedFiles, bundleSha256 };
}

async function readConfig(root: string): Promise<Record<string, unknown> | undefined> {
  const configPath = join(root, 'config.json');
  if ((await stat(configPath).catch(() => undefined)) === undefined) return undefined;
  const value = await readJsonFile(configPath, 'config.json');
  if (!isJsonObject(value)) failField('config.json', '(file)', 'a JSON object', value);
  return value;
}

function shortHash(hash: string): string {
  return `${hash.slice(0, 12)}…`;
}

// One folder holds one benchmark: every file that records its bundle's hash (and config.json, when
// it records one) must name the same bundle. Files without a hash (the study's) cannot be checked.
function checkOneBundle(parsed: readonly ParsedResultsFile[], config: Record<string, unknown> | undefined): string | undefined {
  const recorded = config?.['bundle_sha256'];
  let reference: { hash: string; file: string } | undefined = typeof recorded === 'string' ? { hash: recorded, file: 'config.json' } : undefined;
  for (const system of parsed) {
    if (system.bundleSha256 === undefined) continue;
    if (reference === undefined) {
      reference = { hash: system.bundleSha256, file: system.file };
    } else if (system.bundleSha256 !== reference.hash) {
      throw new SchemaError(
        { file: system.file, field: 'execret.bundle_sha256' },
        `${shortHash(reference.hash)} as in ${reference.file} (results of different bundles are never compared: one output folder holds one benchmark; use one folder per bundle, or "execret run --force" to start a folder afresh)`,
        shortHash(system.bundleSha256),
      );
    }
  }
  return parsed.some((system) => system.bundleSha256 !== undefined) ? reference?.hash : undefined;
}

function withoutQueryIds(system: ParsedResultsFile): LoadedSystem {
  const { queryIds: _queryIds, ...rest } = system;
  return { ...rest, diagnosticsDerived: false };
}
