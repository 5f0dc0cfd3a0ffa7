import type { Bundle, BundleCounts } from './bundle-format.js';
import { sortedRecord } from './sorted-record.js';
import type { CorpusRow } from './types.js';

/** Counts the rows of a bundle. */
export function countBundle(bundle: Bundle): BundleCounts {
  const canonicals = bundle.corpus.filter((row) => row.label === 'correct').length;
  return {
    queries: bundle.queries.length,
    corpus: bundle.corpus.length,
    canonicals,
    distractors: bundle.corpus.length - canonicals,
    bug_types: countBugTypes(bundle.corpus),
    distractor_metadata: bundle.distractorMetadata?.length ?? 0,
    execution_cache: bundle.executionCache?.length ?? 0,
  };
}

function countBugTypes(corpus: readonly CorpusRow[]): Record<string, number> {
  // A Map, not an object: a bug type read from a file may be "__proto__" or "constructor".
  const counts = new Map<string, number>();
  for (const row of corpus) {
    if (row.label !== 'incorrect' || typeof row.bug_type !== 'string') continue;
    counts.set(row.bug_type, (counts.get(row.bug_type) ?? 0) + 1);
  }
  return sortedRecord(Object.fromEntries(counts));
}
