import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { sha256Hex } from '@execret/core';
import { UNCOPIED_FOLDERS } from './repo-sandbox.js';

/** Largest file kept in a snapshot, bytes. */
const MAX_FILE_BYTES = 2 * 1024 * 1024;

/**
 * `repo_snapshot.json` of a repository bundle: the project's files (what the tests need to run
 * again for cross-query judging), the backend and test arguments. No path of the building machine.
 */
export interface RepoSnapshot {
  format: 'execret-repo-snapshot';
  backend: string;
  test_args: string[];
  /** SHA-256 over the sorted (path, content hash) pairs: the project part of every verdict's key. */
  sha256: string;
  /** Files by `/`-separated relative path: UTF-8 text, or base64 for binary files. */
  files: Record<string, { text: string } | { base64: string }>;
}

/** Reads the project's files into a {@link RepoSnapshot} (environments, caches and VCS folders left out). */
export async function snapshotProject(projectDir: string, options: { backend: string; testArgs: readonly string[] }): Promise<RepoSnapshot> {
  const files: RepoSnapshot['files'] = {};
  const skip = new Set(UNCOPIED_FOLDERS);
  async function walk(folder: string): Promise<void> {
    for (const entry of (await readdir(folder, { withFileTypes: true })).sort((left, right) => (left.name < right.name ? -1 : 1))) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (skip.has(entry.name) || (await stat(join(path, 'pyvenv.cfg')).catch(() => undefined)) !== undefined) continue;
        await walk(path);
      } else if (entry.isFile() && (await stat(path)).size <= MAX_FILE_BYTES) {
        const bytes = await readFile(path);
        const text = bytes.toString('utf8');
        files[relative(projectDir, path).split(sep).join('/')] = Buffer.from(text, 'utf8').equals(bytes) ? { text } : { base64: bytes.toString('base64') };
      }
    }
  }
  await walk(projectDir);
  const sha256 = sha256Hex(Object.entries(files).map(([path, content]) => `${path}\0${sha256Hex('text' in content ? content.text : content.base64)}`).join('\n'));
  return { format: 'execret-repo-snapshot', backend: options.backend, test_args: [...options.testArgs], sha256, files };
}

/** Writes a snapshot's files under `folder` (which becomes the project root). */
export async function materializeSnapshot(snapshot: RepoSnapshot, folder: string): Promise<void> {
  for (const [path, content] of Object.entries(snapshot.files)) {
    if (path.split('/').includes('..') || path.startsWith('/')) continue;
    const target = join(folder, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, 'text' in content ? content.text : Buffer.from(content.base64, 'base64'));
  }
}
