import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { compareCodeUnits, sha256File, sha256Hex, writeFileAtomic } from '@execret/core';
import { encodePrecomputedMatrices, summarizeEmbeddings, type EmbeddingMatrices, type EmbeddingSummary } from '@execret/embeddings';
import { OUTPUT_FILES } from './output-folder.js';

/** One system of `embedding_summary.json`: where its matrices are, what they hold, and which results they belong to. */
export interface EmbeddingSummaryEntry extends EmbeddingSummary {
  /** `embeddings/<system>.npz`, relative to the output folder. */
  file: string;
  /** SHA-256 of the file's bytes. */
  sha256: string;
  /** `execret.fingerprint` of the results file computed with these matrices (a rerun reuses both or neither). */
  results_fingerprint: string;
}

/** `embeddings/<file-safe system id>.npz`. */
export function embeddingsFile(fileSafeId: string): string {
  return `${OUTPUT_FILES.embeddings}/${fileSafeId}.npz`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isEntry(value: unknown): value is EmbeddingSummaryEntry {
  return (
    isObject(value) &&
    typeof value['file'] === 'string' &&
    typeof value['sha256'] === 'string' &&
    typeof value['results_fingerprint'] === 'string' &&
    (value['similarity'] === 'cosine' || value['similarity'] === 'dot') &&
    isObject(value['queries']) &&
    isObject(value['corpus'])
  );
}

/**
 * Reads `embedding_summary.json` of an output folder by system id; a missing file gives no
 * entries, a damaged one no entries and its problem (the matrices it described are then saved again).
 */
export async function readEmbeddingSummary(directory: string): Promise<{ entries: Map<string, EmbeddingSummaryEntry>; problem?: string }> {
  const entries = new Map<string, EmbeddingSummaryEntry>();
  const text = await readFile(join(directory, OUTPUT_FILES.embeddingSummary), 'utf8').catch(() => undefined);
  if (text === undefined) return { entries };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { entries, problem: `${OUTPUT_FILES.embeddingSummary} is damaged (${(error as Error).message}); it is rewritten` };
  }
  if (!isObject(value)) return { entries, problem: `${OUTPUT_FILES.embeddingSummary} is not a JSON object; it is rewritten` };
  for (const [systemId, entry] of Object.entries(value)) if (isEntry(entry)) entries.set(systemId, entry);
  return { entries };
}

/** Writes `embedding_summary.json` (two-space JSON, systems in code unit order), atomically. */
export async function writeEmbeddingSummary(directory: string, entries: ReadonlyMap<string, EmbeddingSummaryEntry>): Promise<void> {
  const sorted = Object.fromEntries([...entries].sort(([left], [right]) => compareCodeUnits(left, right)));
  await writeFileAtomic(join(directory, OUTPUT_FILES.embeddingSummary), `${JSON.stringify(sorted, null, 2)}\n`);
}

/**
 * Saves a dense system's matrices as `embeddings/<system>.npz` (the layout `npz:` systems read,
 * with the similarity recorded) and returns its summary entry.
 */
export async function saveSystemEmbeddings(directory: string, fileSafeId: string, resultsFingerprint: string, matrices: EmbeddingMatrices): Promise<EmbeddingSummaryEntry> {
  const file = embeddingsFile(fileSafeId);
  const bytes = encodePrecomputedMatrices(matrices);
  await writeFileAtomic(join(directory, file), bytes);
  return { file, sha256: sha256Hex(bytes), results_fingerprint: resultsFingerprint, ...summarizeEmbeddings(matrices) };
}

/** Removes `embeddings/<system>.npz` (nothing when absent). */
export async function removeSystemEmbeddings(directory: string, fileSafeId: string): Promise<void> {
  await rm(join(directory, embeddingsFile(fileSafeId)), { force: true });
}

/**
 * Why the saved matrices of a system cannot stand beside results of `resultsFingerprint`, or
 * undefined when they can: the summary has no entry, the entry belongs to other results, or the
 * file is missing or not the bytes the entry records.
 */
export async function savedEmbeddingsProblem(directory: string, entry: EmbeddingSummaryEntry | undefined, fileSafeId: string, resultsFingerprint: string): Promise<string | undefined> {
  const file = embeddingsFile(fileSafeId);
  if (entry === undefined) return `${OUTPUT_FILES.embeddingSummary} does not list ${file}`;
  if (entry.file !== file || entry.results_fingerprint !== resultsFingerprint) return `${file} was saved by another computation of the system`;
  const sha256 = await sha256File(join(directory, file)).catch(() => undefined);
  if (sha256 === undefined) return `${file} is missing`;
  if (sha256 !== entry.sha256) return `${file} is not the file ${OUTPUT_FILES.embeddingSummary} records`;
  return undefined;
}
