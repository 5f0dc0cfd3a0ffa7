#!/usr/bin/env node
// Packs every package of the repository into one folder of tarballs that install together outside
// the workspace, before (or without) a release:
//
//   npm run build && npm run pack:all              # → execret-packages/*.tgz
//   cd ~/my-project && npm install /path/to/execret/execret-packages/*.tgz
//
// Internal dependencies are semver ranges (`^0.1.0`), which the tarballs installed in the same
// command satisfy, so nothing is fetched for them. The repository's consumer test installs exactly
// these tarballs in a project outside the repository and runs the README's example from there.
import { execFile } from 'node:child_process';
import { mkdir, readFile, readdir, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The repository root (this file's folder's parent). */
export const REPOSITORY_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The default folder of the tarballs, relative to the repository root. */
export const DEFAULT_PACK_FOLDER = 'execret-packages';

/**
 * Packs every workspace package (`npm pack --workspaces`; each package's `files` decides what goes
 * in) into `destination`, which is emptied of earlier tarballs first. The packages must be built.
 *
 * @param {string} destination folder of the tarballs (created when missing)
 * @param {{ env?: NodeJS.ProcessEnv }} [options] the environment npm runs with
 * @returns {Promise<Array<{ name: string; version: string; filename: string; files: Array<{ path: string }> }>>} `npm pack --json`'s entries
 */
export async function packAll(destination, options = {}) {
  const unbuilt = await unbuiltPackages();
  if (unbuilt.length > 0) throw new Error(`not built: ${unbuilt.join(', ')}; run npm run build first (a tarball would ship without its dist/)`);
  const folder = resolve(destination);
  await mkdir(folder, { recursive: true });
  for (const name of await readdir(folder)) if (name.endsWith('.tgz')) await rm(join(folder, name));
  const { stdout } = await run('npm', ['pack', '--workspaces', '--json', '--pack-destination', folder], { cwd: REPOSITORY_ROOT, maxBuffer: 64 * 1024 * 1024, ...(options.env === undefined ? {} : { env: options.env }) });
  const tarballs = JSON.parse(stdout);
  // A build running meanwhile (tsup empties dist/ first) would leave a tarball without its code.
  const shipsDist = new Set(await packagesShippingDist());
  const broken = tarballs.filter((tarball) => shipsDist.has(tarball.name) && !tarball.files.some((file) => file.path.startsWith('dist/'))).map((tarball) => tarball.name);
  if (broken.length > 0) throw new Error(`packed without dist/: ${broken.join(', ')} (was a build running?); run npm run build, then pack again`);
  return tarballs;
}

/** Folder and name of every workspace package whose `files` ship `dist/`. */
async function distPackages() {
  const found = [];
  for (const group of ['packages', 'apps']) {
    for (const name of await readdir(join(REPOSITORY_ROOT, group)).catch(() => [])) {
      const manifest = JSON.parse(await readFile(join(REPOSITORY_ROOT, group, name, 'package.json'), 'utf8').catch(() => '{}'));
      if (manifest.private === true || !Array.isArray(manifest.files) || !manifest.files.includes('dist')) continue;
      found.push({ folder: join(REPOSITORY_ROOT, group, name), name: manifest.name ?? name });
    }
  }
  return found;
}

/** The names of the packages that ship `dist/`. */
async function packagesShippingDist() {
  return (await distPackages()).map((entry) => entry.name);
}

/** The workspace packages that ship `dist/` but have none yet. */
async function unbuiltPackages() {
  const missing = [];
  for (const entry of await distPackages()) if ((await stat(join(entry.folder, 'dist')).catch(() => undefined)) === undefined) missing.push(entry.name);
  return missing;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const destination = resolve(REPOSITORY_ROOT, process.argv[2] ?? DEFAULT_PACK_FOLDER);
  const tarballs = await packAll(destination);
  for (const tarball of tarballs) process.stdout.write(`${tarball.name}@${tarball.version}  ${join(destination, tarball.filename)}\n`);
  process.stdout.write(`\n${tarballs.length} packages in ${destination}. Install them together, outside this repository:\n  npm install ${join(destination, '*.tgz')}\n(or only the ones you need, with the @execret packages they depend on)\n`);
}
