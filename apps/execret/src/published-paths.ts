import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename, isAbsolute, relative, resolve, sep } from 'node:path';
import { parseSystemId } from '@execret/core';
import { isPipelineSystemId, parsePipeline, pipelineSystems } from '@execret/rerank';
import { parseModuleSystemId } from './module-system.js';
import type { SystemSource } from './systems.js';

/** Whether `path` (resolved) lies inside `folder`. */
function inside(path: string, folder: string): boolean {
  const rel = relative(folder, path);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
}

/**
 * How a study's files name an input file: relative to the working folder (with `/`) when it lies
 * inside it, else by its file name alone (its SHA-256 is recorded beside it). Never an absolute path.
 */
export function publishedPath(path: string, workingFolder: string = process.cwd()): string {
  const absolute = resolve(workingFolder, path);
  return inside(absolute, workingFolder) ? relative(workingFolder, absolute).split(sep).join('/') : basename(absolute);
}

/** What {@link publishedSystemIds} returns. */
export interface PublishedSystemIds {
  /** The ids as the study's files record them, in the given order. */
  systems: string[];
  /** Recorded id → the id as given, for the ids that changed. */
  given: Map<string, string>;
}

async function shortSha256(path: string): Promise<string> {
  return createHash('sha256').update(await readFile(path)).digest('hex').slice(0, 12);
}

/**
 * The ids a run records for `module:` and `npz:` systems named by an absolute path: relative to the
 * working folder when the file lies inside it (the same file loads), else by its file name (its
 * SHA-256 is in the results' `inputs`; a second file of the same name also gets `@sha256:<12 hex>`).
 * So no absolute path reaches `config.json`, results or report. Other ids are kept as given.
 */
export async function publishedSystemIds(systems: readonly string[], workingFolder: string = process.cwd()): Promise<PublishedSystemIds> {
  const given = new Map<string, string>();
  const recorded: string[] = [];
  for (const systemId of systems) {
    // A pipeline records each of its first-stage systems the same way.
    if (isPipelineSystemId(systemId)) {
      let components: string[] = [];
      try {
        components = pipelineSystems(parsePipeline(systemId));
      } catch {
        // An id that does not parse is named by the pre-flight check.
      }
      const inner = await publishedSystemIds(components.filter((component) => !isPipelineSystemId(component)), workingFolder);
      let id = systemId;
      for (const [recordedComponent, givenComponent] of inner.given) id = id.split(givenComponent).join(recordedComponent);
      if (id !== systemId) given.set(id, systemId);
      recorded.push(id);
      continue;
    }
    let adapter = '';
    let path = '';
    let suffix = '';
    try {
      adapter = parseSystemId(systemId).adapter;
      if (adapter === 'module') {
        const parsed = parseModuleSystemId(systemId);
        path = parsed.path;
        suffix = systemId.includes('#') ? `#${parsed.exportName}` : '';
      } else if (adapter === 'npz') {
        path = systemId.slice('npz:'.length);
      }
    } catch {
      // An id that does not parse is named by the pre-flight check.
    }
    if (path === '' || !isAbsolute(path) || systemId !== `${adapter}:${path}${suffix}`) {
      recorded.push(systemId);
      continue;
    }
    let id = `${adapter}:${publishedPath(path, workingFolder)}${suffix}`;
    // Two files of one name outside the working folder: the later ones also carry their hash.
    if (given.has(id) || recorded.includes(id)) {
      const hash = await shortSha256(path).catch(() => undefined);
      id = hash === undefined ? systemId : `${adapter}:${publishedPath(path, workingFolder)}@sha256:${hash}${suffix}`;
    }
    if (id !== systemId) given.set(id, systemId);
    recorded.push(id);
  }
  return { systems: recorded, given };
}

/** `--compare` pairs by the recorded ids, from pairs of ids as given. */
export function recordedComparisons(pairs: ReadonlyArray<readonly [string, string]>, given: ReadonlyMap<string, string>): Array<readonly [string, string]> {
  const recorded = new Map([...given].map(([recordedId, givenId]) => [givenId, recordedId]));
  return pairs.map(([a, b]) => [recorded.get(a) ?? a, recorded.get(b) ?? b] as const);
}

/** A system source that takes the recorded ids of {@link publishedSystemIds} and works with the ids as given. */
export function givenIdSource(source: SystemSource, given: ReadonlyMap<string, string>): SystemSource {
  if (given.size === 0) return source;
  const original = (systemId: string): string => given.get(systemId) ?? systemId;
  return {
    check: (systemId, context) => source.check(original(systemId), context),
    create: (systemId, context) => source.create(original(systemId), context),
    inputFiles: (systemId) => source.inputFiles(original(systemId)),
  };
}
