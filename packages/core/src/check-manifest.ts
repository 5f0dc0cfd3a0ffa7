import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BUNDLE_AUDIT_FILES, BUNDLE_FILES, type BundleManifest } from './bundle-format.js';
import type { BundleProblemList } from './bundle-problem-list.js';
import { decodeUtf8 } from './decode-utf8.js';
import { ExecretError, ExecretErrorCode, type SourceLocation } from './errors.js';
import { fileKind, notAFileMessage } from './file-kind.js';
import { pathExists } from './path-exists.js';

/**
 * Checks `manifest.json` against the files of a bundle: it must be UTF-8 text holding a JSON object whose `files`
 * maps each file name to `{ sha256, … }`; every listed file must exist in `folder` with that
 * SHA-256 (an audit file of {@link BUNDLE_AUDIT_FILES} may be missing: a warning); and every bundle
 * JSONL file present must be listed. Problems and warnings go to `problems`.
 *
 * @returns the parsed manifest, or undefined when it is not valid JSON or has no `files` object.
 */
export async function checkManifest(manifestFile: string, folder: string, problems: BundleProblemList): Promise<BundleManifest | undefined> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeUtf8(await readFile(manifestFile), manifestFile));
  } catch (error) {
    if (ExecretError.isInstance(error) && error.code === ExecretErrorCode.INVALID_UTF8) {
      // The problem carries the location; its message leaves out the `file:line: ` prefix.
      problems.add('encoding', error.location as SourceLocation, error.message.slice(error.message.indexOf(': ') + 2));
    } else {
      problems.add('json', { file: manifestFile }, `invalid JSON: ${error instanceof Error ? error.message : String(error)}`);
    }
    return undefined;
  }
  const files = (parsed as { files?: unknown } | null)?.files;
  if (typeof parsed !== 'object' || parsed === null || typeof files !== 'object' || files === null || Array.isArray(files)) {
    problems.add('manifest', { file: manifestFile, field: 'files' }, `field "files" must be an object of file name → { sha256, bytes }, got ${files === undefined ? 'missing' : typeof files}`);
    return undefined;
  }
  for (const [name, entry] of Object.entries(files as Record<string, unknown>)) {
    const expected = (entry as { sha256?: unknown } | null)?.sha256;
    if (typeof expected !== 'string') {
      problems.add('manifest', { file: manifestFile, field: `files.${name}.sha256` }, `field "files.${name}.sha256" must be a string, got ${typeof expected}`);
      continue;
    }
    const target = join(folder, name);
    const kind = await fileKind(target);
    if (kind !== 'file' && kind !== 'missing') {
      // validateBundle names the bundle's own JSONL files already.
      if (!(BUNDLE_CONTENT_JSONL as readonly string[]).includes(name)) problems.add('not-a-file', { file: target }, notAFileMessage(name, kind));
      continue;
    }
    if (kind === 'missing') {
      if ((BUNDLE_AUDIT_FILES as readonly string[]).includes(name)) problems.warn('missing-file', { file: target }, `${name} (the build's audit) is listed in ${BUNDLE_FILES.manifest} but not shipped with this copy of the bundle; it changes no number`);
      else problems.add('missing-file', { file: target }, `${name} is listed in ${BUNDLE_FILES.manifest} but missing`);
      continue;
    }
    const actual = await fileSha256(target);
    if (actual !== expected) {
      problems.add('hash-mismatch', { file: target }, `SHA-256 ${actual} does not match ${BUNDLE_FILES.manifest} (expected ${expected}); the file changed after the bundle was built`);
    }
  }
  for (const name of BUNDLE_CONTENT_JSONL) {
    if (!(name in (files as Record<string, unknown>)) && (await pathExists(join(folder, name)))) {
      problems.add('manifest', { file: manifestFile, field: `files.${name}` }, `${name} is in the bundle but not listed in field "files"`);
    }
  }
  return parsed as BundleManifest;
}

const BUNDLE_CONTENT_JSONL = [BUNDLE_FILES.queries, BUNDLE_FILES.corpus, BUNDLE_FILES.distractorMetadata, BUNDLE_FILES.executionCache] as const;

/** SHA-256 of a file's bytes (lowercase hex), read as a stream. */
async function fileSha256(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) hash.update(chunk);
  return hash.digest('hex');
}
