import { join } from 'node:path';
import { BUNDLE_FILES, BUNDLE_FORMAT, BUNDLE_FORMAT_VERSION, type Bundle, type BundleManifest, type ManifestFileEntry } from './bundle-format.js';
import { countBundle } from './count-bundle.js';
import { ExecretError, ExecretErrorCode } from './errors.js';
import { writeJsonl } from './jsonl.js';
import { sortedRecord } from './sorted-record.js';
import { writeFileAtomic, type WrittenFile } from './write-chunks-atomic.js';

/** Options of {@link writeBundle}. */
export interface WriteBundleOptions {
  /** The build seed, recorded in the manifest. */
  seed?: number;
  /** Tool versions, recorded in the manifest (keys sorted). */
  tools?: Record<string, string>;
  /** More files to write beside the JSONL files and list in the manifest (name → content). */
  extraFiles?: Record<string, string>;
  /** More manifest fields (kept after the standard ones). */
  manifestFields?: Record<string, unknown>;
}

/**
 * Writes a bundle into `directory`: each JSONL file atomically, then `manifest.json` with counts,
 * seed, tool versions and the SHA-256 of every file. The output depends only on the input (no
 * timestamps), so the same bundle is written byte for byte the same.
 */
export async function writeBundle(directory: string, bundle: Bundle, options: WriteBundleOptions = {}): Promise<BundleManifest> {
  const written: WrittenFile[] = [];
  const names: string[] = [];
  const add = async (name: string, rows: readonly unknown[] | undefined): Promise<void> => {
    if (rows === undefined) return;
    written.push(await writeJsonl(join(directory, name), rows));
    names.push(name);
  };
  await add(BUNDLE_FILES.queries, bundle.queries);
  await add(BUNDLE_FILES.corpus, bundle.corpus);
  await add(BUNDLE_FILES.distractorMetadata, bundle.distractorMetadata);
  await add(BUNDLE_FILES.executionCache, bundle.executionCache);
  for (const [name, content] of Object.entries(options.extraFiles ?? {})) {
    if (name === BUNDLE_FILES.manifest || name.includes('/') || name.includes('\\')) {
      throw new ExecretError(ExecretErrorCode.INVALID_ARGUMENT, `extra file name "${name}" must be a plain file name other than ${BUNDLE_FILES.manifest}`);
    }
    written.push(await writeFileAtomic(join(directory, name), content));
    names.push(name);
  }
  const files: Record<string, ManifestFileEntry> = {};
  written.forEach((file, index) => {
    const name = names[index] as string;
    files[name] = name.endsWith('.jsonl') ? { sha256: file.sha256, bytes: file.bytes, rows: file.rows } : { sha256: file.sha256, bytes: file.bytes };
  });
  const manifest: BundleManifest = {
    format: BUNDLE_FORMAT,
    format_version: BUNDLE_FORMAT_VERSION,
    counts: countBundle(bundle),
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    ...(options.tools === undefined ? {} : { tools: sortedRecord(options.tools) }),
    files: sortedRecord(files),
    ...(options.manifestFields ?? {}),
  };
  await writeFileAtomic(join(directory, BUNDLE_FILES.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
