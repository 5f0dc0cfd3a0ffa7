/**
 * The files of an output folder (what `execret run` and `execret report` write) that the release
 * checks read, relative to the folder. `cache` is the cache folder, which `SHA256SUMS` never lists.
 */
export const RELEASE_FOLDER_FILES = {
  /** `results/<system>.json`, one per system. */
  results: 'results',
  /** `runs/<system>.trec`, the TREC run each results file was computed from. */
  runs: 'runs',
  config: 'config.json',
  /** Verdicts `run` executed beyond the bundle's own cache. */
  executionCache: 'execution_cache.jsonl',
  cache: 'cache',
  /** `embeddings/<system>.npz`: the matrices of every dense system. */
  embeddings: 'embeddings',
  embeddingSummary: 'embedding_summary.json',
  pairedDifferenceIntervals: 'tests/paired_difference_intervals.json',
  confidenceIntervals: 'tests/confidence_intervals.json',
  pairwiseTests: 'tests/pairwise_tests.json',
  sha256sums: 'SHA256SUMS',
  /** The run lock, present while a run writes the folder. */
  lock: '.execret.lock',
} as const;

// The temporary files of writeChunksAtomic (`.<name>.tmp-<pid>-<hex>`), left behind when the
// writer is killed between creating and renaming them.
const TEMPORARY_FILE = /^\..+\.tmp-(\d+)-[0-9a-f]+$/;

/** True for the name of a temporary file a writer creates before renaming it into place (`.<name>.tmp-<pid>-<hex>`). */
export function isTemporaryFileName(name: string): boolean {
  return TEMPORARY_FILE.test(name);
}
