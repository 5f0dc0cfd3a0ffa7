import { createRequire } from 'node:module';
import { VERSION } from './version.js';

const PACKAGES = ['@execret/core', '@execret/bm25', '@execret/embeddings', '@execret/metrics', '@execret/stats', '@execret/datasets', '@execret/mutator', '@execret/oracle'];

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
