import type { CorpusRow, DistractorMetadataRow, ExecutionCacheRow, QueryRow } from './types.js';

/** File names of the release format. */
export const BUNDLE_FILES = {
  queries: 'queries.jsonl',
  corpus: 'corpus.jsonl',
  distractorMetadata: 'distractor_metadata.jsonl',
  executionCache: 'execution_cache.jsonl',
  manifest: 'manifest.json',
} as const;

/**
 * Files of the build's own record (the per-task gate audit): listed in `manifest.json` and checked
 * when present, but a bundle may be shipped without them (the built-in bundles' package leaves the
 * audit out; it changes no number), which is a warning, not a problem.
 */
export const BUNDLE_AUDIT_FILES = ['dataset_validation.json'] as const;

/** The format name written to `manifest.json`. */
export const BUNDLE_FORMAT = 'execret-bundle';
/** The format version written to `manifest.json`. */
export const BUNDLE_FORMAT_VERSION = 1;

/** One file's entry in `manifest.json`. */
export interface ManifestFileEntry {
  /** SHA-256 of the file's bytes, lowercase hex. */
  sha256: string;
  /** Size in bytes. */
  bytes: number;
  /** Number of rows, for JSONL files. */
  rows?: number;
}

/** `manifest.json`: counts, tool versions, seed and the hash of every file. Unknown fields are kept. */
export interface BundleManifest {
  /** Always `execret-bundle`. */
  format: string;
  /** Format version (1). */
  format_version: number;
  /** Row counts and distractors per bug type. */
  counts: BundleCounts;
  /** The seed the bundle was built with, when built by execret. */
  seed?: number;
  /** Versions of the tools that built the bundle (package name → version). */
  tools?: Record<string, string>;
  /** File name → hash, size and row count. */
  files: Record<string, ManifestFileEntry>;
  [extra: string]: unknown;
}

/** Counts of a bundle, as in `manifest.json` and the validate summary. */
export interface BundleCounts {
  /** Rows of `queries.jsonl`. */
  queries: number;
  /** Rows of `corpus.jsonl`. */
  corpus: number;
  /** Corpus rows labelled `correct`. */
  canonicals: number;
  /** Corpus rows labelled `incorrect`. */
  distractors: number;
  /** Distractors per bug type, keys in ascending order. */
  bug_types: Record<string, number>;
  /** Rows of `distractor_metadata.jsonl` (0 when absent). */
  distractor_metadata: number;
  /** Rows of `execution_cache.jsonl` (0 when absent). */
  execution_cache: number;
}

/** A bundle in memory. Rows keep their unknown fields. */
export interface Bundle {
  queries: QueryRow[];
  corpus: CorpusRow[];
  /** Absent when the bundle has no `distractor_metadata.jsonl`. */
  distractorMetadata?: DistractorMetadataRow[];
  /** Absent when the bundle has no `execution_cache.jsonl`. */
  executionCache?: ExecutionCacheRow[];
  /** Absent when the bundle has no `manifest.json`. */
  manifest?: BundleManifest;
}
