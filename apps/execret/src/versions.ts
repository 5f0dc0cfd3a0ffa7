import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { VERSION } from './version.js';

const PACKAGES = ['@execret/core', '@execret/bm25', '@execret/embeddings', '@execret/metrics', '@execret/stats', '@execret/datasets', '@execret/mutator', '@execret/oracle'];

/** Every execret package a run can load (for `environment.json`; {@link toolVersions} keeps its own list, recorded in bundle manifests). */
const ALL_PACKAGES = [...PACKAGES, '@execret/embeddings-transformers', '@execret/rerank', '@execret/report'];

/**
 * Third-party packages whose version can change a number a run prints: the similarity kernel and
 * local models (onnxruntime-node), tokenisation and pooling of local models (transformers.js).
 * They are part of `run`'s reuse fingerprint.
 */
export const RANKING_DEPENDENCIES = ['onnxruntime-node', '@huggingface/transformers'] as const;

/**
 * The other third-party packages recorded in `environment.json`: what executes TypeScript tasks
 * (typescript), what parses code for the mutator (web-tree-sitter, tree-sitter-python, ts-morph),
 * the caches (better-sqlite3), `.npz` archives (fflate) and statistics (simple-statistics).
 */
const ENVIRONMENT_DEPENDENCIES = ['onnxruntime-common', 'onnxruntime-web', 'typescript', 'web-tree-sitter', 'tree-sitter-python', 'ts-morph', 'better-sqlite3', 'fflate', 'simple-statistics'] as const;

/** Versions of Node, the CLI and every execret package in use (recorded in config.json and manifests). */
export function toolVersions(): Record<string, string> {
  const require = createRequire(import.meta.url);
  const versions: Record<string, string> = { node: process.version, execret: VERSION };
  for (const name of PACKAGES) {
    try {
      versions[name] = (require(`${name}/package.json`) as { version: string }).version;
    } catch {
      versions[name] = 'not installed';
    }
  }
  return versions;
}

/**
 * The installed version of a package as this CLI would load it, or `not installed`. Read from the
 * `package.json` in each `node_modules` folder Node searches, so packages whose `exports` hide
 * their `package.json` (or that are ESM-only) are found too.
 */
export function installedVersion(name: string): string {
  const require = createRequire(import.meta.url);
  for (const folder of require.resolve.paths(name) ?? []) {
    try {
      const manifest = JSON.parse(readFileSync(join(folder, name, 'package.json'), 'utf8')) as { name?: unknown; version?: unknown };
      if (manifest.name === name && typeof manifest.version === 'string') return manifest.version;
    } catch {
      // not in this folder: try the next one
    }
  }
  return 'not installed';
}

function versionsOf(names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, installedVersion(name)]));
}

/** Versions of the {@link RANKING_DEPENDENCIES} (in `run`'s reuse fingerprint). */
export function rankingDependencyVersions(): Record<string, string> {
  return versionsOf(RANKING_DEPENDENCIES);
}

/** Versions of every execret package a run can load. */
export function packageVersions(): Record<string, string> {
  return versionsOf(ALL_PACKAGES);
}

/** Versions of the third-party packages that can change numbers or decide how code is run and parsed. */
export function dependencyVersions(): Record<string, string> {
  return versionsOf([...RANKING_DEPENDENCIES, ...ENVIRONMENT_DEPENDENCIES]);
}
