import { readdir, readFile, stat } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { compareCodeUnits, sha256File, writeFileAtomic } from '@execret/core';
import { isTemporaryFileName, RELEASE_FOLDER_FILES } from './release-folder-files.js';

/** The checksum file of an output folder, in `sha256sum` format. */
export const SHA256SUMS_FILE = RELEASE_FOLDER_FILES.sha256sums;

/** Root entries of an output folder that {@link SHA256SUMS_FILE} never lists: itself, the caches and the run lock. */
const UNLISTED_ROOT_ENTRIES: readonly string[] = [SHA256SUMS_FILE, RELEASE_FOLDER_FILES.cache, RELEASE_FOLDER_FILES.lock];

/** One line of a `SHA256SUMS` file. */
export interface Sha256SumsEntry {
  /** Path relative to the folder, `/`-separated. */
  path: string;
  /** Lowercase hex SHA-256 of the file's bytes. */
  sha256: string;
}

/**
 * Every file of an output folder that `SHA256SUMS` covers, relative and `/`-separated, sorted in
 * code unit order: everything except `SHA256SUMS` itself, the `cache/` folder, the run lock
 * `.execret.lock` and temporary files of writers (`.<name>.tmp-<pid>-<hex>`). Symbolic links to
 * files are listed; links to folders are not followed.
 */
export async function listChecksummedFiles(directory: string): Promise<string[]> {
  const found: string[] = [];
  const visit = async (relative: string): Promise<void> => {
    const entries = await readdir(join(directory, relative), { withFileTypes: true });
    for (const entry of entries) {
      const path = relative === '' ? entry.name : posix.join(relative, entry.name);
      if (relative === '' && UNLISTED_ROOT_ENTRIES.includes(entry.name)) continue;
      if (isTemporaryFileName(entry.name)) continue;
      if (entry.isDirectory()) await visit(path);
      else if (entry.isFile()) found.push(path);
      else if (entry.isSymbolicLink() && (await stat(join(directory, path)).catch(() => undefined))?.isFile()) found.push(path);
    }
  };
  await visit('');
  return found.sort(compareCodeUnits);
}

// GNU sha256sum: a name holding a backslash, newline or carriage return is escaped, and its line starts with a backslash.
function escapeName(path: string): { escaped: boolean; name: string } {
  if (!/[\\\n\r]/.test(path)) return { escaped: false, name: path };
  return { escaped: true, name: path.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\r/g, '\\r') };
}

function unescapeName(name: string): string {
  return name.replace(/\\(\\|n|r)/g, (_match, character: string) => (character === 'n' ? '\n' : character === 'r' ? '\r' : '\\'));
}

/** The text of a `SHA256SUMS` file: `<hash>  <path>` per line, in the given order, as `sha256sum` writes it (names with `\`, newline or CR escaped). */
export function formatSha256Sums(entries: readonly Sha256SumsEntry[]): string {
  return entries
    .map((entry) => {
      const { escaped, name } = escapeName(entry.path);
      return `${escaped ? '\\' : ''}${entry.sha256}  ${name}\n`;
    })
    .join('');
}

/** A line of a `SHA256SUMS` file that is not `<64 hex digits>  <path>` (or ` *<path>`). */
export interface MalformedSha256SumsLine {
  line: number;
  text: string;
}

/** Reads the text of a `SHA256SUMS` file (text or binary mode lines, escaped names). */
export function parseSha256Sums(text: string): { entries: Sha256SumsEntry[]; malformed: MalformedSha256SumsLine[] } {
  const entries: Sha256SumsEntry[] = [];
  const malformed: MalformedSha256SumsLine[] = [];
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  lines.forEach((line, index) => {
    const match = /^(\\?)([0-9a-fA-F]{64}) [ *](.+)$/.exec(line);
    if (match === null) {
      malformed.push({ line: index + 1, text: line });
      return;
    }
    const [, escaped, sha256, name] = match as unknown as [string, string, string, string];
    entries.push({ sha256: sha256.toLowerCase(), path: escaped === '\\' ? unescapeName(name) : name });
  });
  return { entries, malformed };
}

/**
 * Writes `<directory>/SHA256SUMS` over every file {@link listChecksummedFiles} lists, sorted by path,
 * so `sha256sum -c SHA256SUMS` run in the folder checks them all. Returns the entries written.
 */
export async function writeSha256Sums(directory: string): Promise<Sha256SumsEntry[]> {
  const entries: Sha256SumsEntry[] = [];
  for (const path of await listChecksummedFiles(directory)) entries.push({ path, sha256: await sha256File(join(directory, path)) });
  await writeFileAtomic(join(directory, SHA256SUMS_FILE), formatSha256Sums(entries));
  return entries;
}

/** What {@link verifySha256Sums} found. */
export interface Sha256SumsReport {
  /** False when the folder has no `SHA256SUMS`. */
  present: boolean;
  /** Files listed. */
  listed: number;
  /** Listed files whose bytes hash to another value. */
  mismatched: string[];
  /** Listed files that do not exist (or cannot be read). */
  missing: string[];
  /** Files of the folder the list does not name. */
  unlisted: string[];
  /** Lines that are not checksum lines. */
  malformed: MalformedSha256SumsLine[];
}

/** Checks `<directory>/SHA256SUMS` against the folder: every listed file's hash, and that every file is listed. */
export async function verifySha256Sums(directory: string): Promise<Sha256SumsReport> {
  const text = await readFile(join(directory, SHA256SUMS_FILE), 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (text === undefined) return { present: false, listed: 0, mismatched: [], missing: [], unlisted: [], malformed: [] };
  const { entries, malformed } = parseSha256Sums(text);
  const mismatched: string[] = [];
  const missing: string[] = [];
  for (const entry of entries) {
    const actual = await sha256File(join(directory, entry.path)).catch(() => undefined);
    if (actual === undefined) missing.push(entry.path);
    else if (actual !== entry.sha256) mismatched.push(entry.path);
  }
  const listed = new Set(entries.map((entry) => entry.path));
  const unlisted = (await listChecksummedFiles(directory)).filter((path) => !listed.has(path));
  return { present: true, listed: entries.length, mismatched, missing, unlisted, malformed };
}
