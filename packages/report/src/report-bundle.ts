import type { Bundle } from '@execret/core';
import type { VerdictLookup } from './results-file.js';

/**
 * The bundle a report's results were computed on. With it, `buildReport` draws the dataset tables,
 * exec@k per domain for files without `metrics_by_domain`, and derives the diagnostics of results
 * files that have none (the study's released files) from their `top_results`.
 */
export interface ReportBundle {
  /** How the report names the bundle (`builtin:python`, a folder path). */
  name: string;
  /** Its content hash (`bundleSha256` of `@execret/core`); a results file or `config.json` recording another is refused. */
  sha256: string;
  /** The bundle's queries and corpus (and its distractor metadata, which `compareEdits` reads, when present). */
  bundle: Pick<Bundle, 'queries' | 'corpus' | 'distractorMetadata'>;
  /**
   * The verdict of a (query, snippet) pair as `execret run` judges it, from the bundle's execution
   * cache (e.g. `(q, c) => book.get(q, c)` of a `VerdictBook` from `@execret/oracle`); undefined when
   * unknown. Every listed result whose verdict it knows must agree with the file's
   * `passes_all_tests`. Without it the files' verdicts are taken as they are.
   */
  verdictOf?: VerdictLookup;
}
