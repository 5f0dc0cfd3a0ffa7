import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { InvalidArgumentError, IoError, sha256Hex } from '@execret/core';

/** Extensions Node imports as they are. */
const JAVASCRIPT_EXTENSIONS = ['.js', '.mjs', '.cjs'] as const;
/** Extensions compiled with esbuild before they are imported. */
const TYPESCRIPT_EXTENSIONS = ['.ts', '.mts', '.cts'] as const;

/** A user's module file, loaded. */
export interface UserModule {
  /** The path as the user wrote it. */
  file: string;
  /** Its exports. */
  namespace: Record<string, unknown>;
  /**
   * SHA-256 over the bytes of the module and of every local file it imports (relative imports,
   * followed by esbuild; packages from node_modules are not included): the module's part of a
   * reuse key, so editing a helper the module imports changes it too.
   */
  sha256: string;
}

/** esbuild's message shape (its `Message`), read without importing its types at load time. */
interface BuildMessage {
  text: string;
  location: { file: string; line: number; column: number } | null;
}

function formatMessages(messages: readonly BuildMessage[]): string {
  return messages
    .slice(0, 5)
    .map((message) => (message.location === null ? message.text : `${message.location.file}:${message.location.line}:${message.location.column + 1}: ${message.text}`))
    .join('; ');
}

async function checkFile(path: string, what: string): Promise<string> {
  const file = resolve(path);
  const extension = extname(file);
  const allowed: readonly string[] = [...JAVASCRIPT_EXTENSIONS, ...TYPESCRIPT_EXTENSIONS];
  if (!allowed.includes(extension)) throw new InvalidArgumentError(`${path}: expected a module file ending in ${allowed.join(', ')}, got ${JSON.stringify(extension || basename(path))} (${what})`);
  const info = await stat(file).catch((error: NodeJS.ErrnoException) => {
    throw new IoError(error.code === 'ENOENT' ? `${path}: no such file (${what})` : `${path}: ${error.message}`, { file: path }, error);
  });
  if (!info.isFile()) throw new IoError(`${path}: expected a module file, found a folder or special file (${what})`, { file: path });
  await access(file, constants.R_OK).catch((error: NodeJS.ErrnoException) => {
    throw new IoError(`${path}: not readable (${error.code ?? error.message})`, { file: path }, error);
  });
  return file;
}

/**
 * Loads a user's ES module (`.js`, `.mjs`, `.cjs`) or TypeScript file (`.ts`, `.mts`, `.cts`).
 * esbuild follows the module's relative imports (to hash every local file it runs) and compiles
 * TypeScript: the compiled module is written next to the source for the moment of the import, so
 * that its package imports resolve from the user's own `node_modules`, then removed. A module
 * whose content changed loads afresh also in a long-lived process (the hash is in its URL).
 *
 * @param what Names the option or system id the module came from, for error messages.
 * @throws InvalidArgumentError naming the file (and line) when it does not compile or load.
 */
export async function loadUserModule(path: string, what: string): Promise<UserModule> {
  const prepared = await prepareUserModule(path, what);
  try {
    return { file: path, namespace: await importModule(prepared.url, path, what), sha256: prepared.sha256 };
  } finally {
    await prepared.release();
  }
}

/** A user's module made ready to import (in this thread or a worker thread). */
export interface PreparedUserModule {
  /** The `file:` URL to import: the module itself, or its compiled copy for TypeScript. */
  url: string;
  /** See {@link UserModule.sha256}. */
  sha256: string;
  /** Removes the compiled copy once imported (nothing for JavaScript). */
  release: () => Promise<void>;
}

/**
 * Compiles and hashes a user's module as {@link loadUserModule} does, without importing it: the
 * URL can be imported by a worker thread. Call `release` once it is imported.
 *
 * @throws InvalidArgumentError naming the file (and line) when it does not compile; IoError when it cannot be read or the compiled copy cannot be written.
 */
export async function prepareUserModule(path: string, what: string): Promise<PreparedUserModule> {
  const file = await checkFile(path, what);
  const typescript = (TYPESCRIPT_EXTENSIONS as readonly string[]).includes(extname(file));
  const compiled = await compileUserModule(file, path, what);
  // The hash covers every local input by its path relative to the module and its bytes.
  const parts: string[] = [];
  for (const input of compiled.inputs) parts.push(`${relative(dirname(file), input)}\0${sha256Hex(await readFile(input))}`);
  const sha256 = sha256Hex(parts.join('\n'));
  if (!typescript) return { url: `${pathToFileURL(file).href}?sha256=${sha256}`, sha256, release: async () => undefined };
  const temporary = join(dirname(file), `.${basename(file)}.execret-${process.pid}-${sha256.slice(0, 16)}-${randomBytes(4).toString('hex')}.mjs`);
  try {
    await writeFile(temporary, compiled.code);
  } catch (error) {
    throw new IoError(`${path}: cannot write the compiled module next to it (${(error as NodeJS.ErrnoException).code ?? String(error)}); compile it to .mjs yourself and pass that (${what})`, { file: path }, error);
  }
  return { url: pathToFileURL(temporary).href, sha256, release: () => rm(temporary, { force: true }) };
}

async function importModule(url: string, path: string, what: string): Promise<Record<string, unknown>> {
  try {
    return (await import(url)) as Record<string, unknown>;
  } catch (error) {
    throw new InvalidArgumentError(`${path}: the module cannot be loaded: ${error instanceof Error ? error.message : String(error)} (${what})`, error);
  }
}

/**
 * The module file and every local file it imports (absolute paths, sorted): what a reuse key of a
 * `module:` system hashes.
 *
 * @throws InvalidArgumentError naming the file (and line) when it does not compile.
 */
export async function userModuleFiles(path: string, what: string): Promise<string[]> {
  const file = await checkFile(path, what);
  return (await compileUserModule(file, path, what)).inputs;
}

/** Follows the module's relative imports with esbuild and compiles it to one ES module. */
async function compileUserModule(file: string, path: string, what: string): Promise<{ code: string; inputs: string[] }> {
  const { build } = await import('esbuild');
  try {
    const result = await build({
      entryPoints: [file],
      absWorkingDir: dirname(file),
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs).map((input) => resolve(dirname(file), input));
    return { code: result.outputFiles[0]?.text ?? '', inputs: [...new Set(inputs)].sort() };
  } catch (error) {
    const messages = (error as { errors?: BuildMessage[] }).errors;
    const detail = Array.isArray(messages) && messages.length > 0 ? formatMessages(messages) : error instanceof Error ? error.message : String(error);
    throw new InvalidArgumentError(`${path}: the module does not compile: ${detail} (${what})`, error);
  }
}
