import type { RunDiagnostics } from '@execret/metrics';
import type { IntervalMethod } from '@execret/stats';

/**
 * The diagnostics of one results file (`diagnostics` in `results/<system>.json`, from
 * `diagnoseRun`), plus the per-query canonical-minus-best-distractor gaps when the run wrote them.
 */
export type ReportDiagnostics = Omit<RunDiagnostics, 'canonicalVersusDistractors'> & {
  canonicalVersusDistractors: RunDiagnostics['canonicalVersusDistractors'] & {
    /** Canonical score − best paired distractor score, one per scored query (optional). */
    gaps?: number[];
  };
};

/** One result a results file lists for a query (`per_query[].top_results[]`), as the file states it. */
export interface ListedResult {
  /** `corpus_id`. */
  corpusId: string;
  /** `label` (`correct`, `incorrect`; undefined when the file has none). */
  label: string | undefined;
  /** `bug_type` (empty for canonicals; undefined when the file has none). */
  bugType: string | undefined;
  /** `similarity`: the retrieval score (undefined when the file has none). */
  similarity: number | undefined;
  /** `passes_all_tests`. */
  passesAllTests: boolean;
  /** `test_results` (empty when the pair was not executed; undefined when the file has none). */
  testResults: string[] | undefined;
}

/** One query of a results file as it states it: its judgement and listed results. */
export interface ListedQuery {
  /** Position in the file's `per_query` (for error messages). */
  index: number;
  /** `correct_corpus_ids` as the file lists them. */
  correctCorpusIds: string[];
  /** `top_results`, in the file's order. */
  topResults: ListedResult[];
}

/** One system's results file, read and checked. */
export interface LoadedSystem {
  /** The system id (`model` in the results file), or its display name when `config.json` gives one (`run --name`). */
  system: string;
  /** The system id when {@link LoadedSystem.system} is a display name. */
  id?: string;
  /** The results file, relative to the report folder (`results/bm25.json`). */
  file: string;
  /** `n_queries` of the file. */
  nQueries: number;
  /** `n_corpus` of the file (undefined when absent). */
  nCorpus: number | undefined;
  /** `execret.bundle_sha256` of the file: the content hash of its bundle (undefined when absent, e.g. the study's files). */
  bundleSha256?: string | undefined;
  /** Cutoffs of the file, ascending. */
  ks: number[];
  /** Mean metrics of the file (`metrics`), by key. */
  metrics: Record<string, number>;
  /**
   * `metrics_by_domain` of the file: per domain, `n_queries` and the mean of every per-query metric
   * over its queries (undefined when the file has none, e.g. the study's files).
   */
  metricsByDomain?: Record<string, Record<string, number>> | undefined;
  /** Diagnostics (absent in the study's own files unless derived from a bundle; see {@link LoadedSystem.diagnosticsDerived}). */
  diagnostics: ReportDiagnostics | undefined;
  /**
   * True when {@link LoadedSystem.diagnostics} were not in the file but derived from its
   * `top_results` and the bundle (`buildReport` with a bundle); false when read from the file.
   */
  diagnosticsDerived: boolean;
  /** `execret.system` of the file: the retriever's description (undefined when absent, e.g. the study's files). */
  description?: Record<string, unknown> | undefined;
  /** Every query of the file by query id, as the file lists it. */
  listed: ReadonlyMap<string, ListedQuery>;
  /** Per-query values by metric key, aligned with {@link LoadedResults.queryIds}. */
  perQuery: Record<string, number[]>;
  /**
   * True when the file had no per-query `metrics` (the study's released files) and the values were
   * computed from `top_results` and `correct_corpus_ids`.
   */
  perQueryDerived: boolean;
}

/** Every results file of a run folder, aligned on the same queries. */
export interface LoadedResults {
  /** The run folder (absolute). */
  directory: string;
  /** `config.json` of the run, when present. */
  config: Record<string, unknown> | undefined;
  /** Systems sorted by id (code unit order, as in `pairwise_tests.json`). */
  systems: LoadedSystem[];
  /** Query ids in the order of the first system's file; every per-query vector follows it. */
  queryIds: string[];
  /** Files in `results/` that are not per-system results (e.g. the study's `full_leaderboard.json`). */
  skippedFiles: string[];
  /** The content hash of the bundle every file that records one was computed on (undefined when none records one). */
  bundleSha256?: string | undefined;
}

/** Bootstrap settings of a report. */
export interface BootstrapSettings {
  /** Query-level resamples. */
  resamples: number;
  /** Seed of the resamples. */
  seed: number;
  /** Interval method. */
  method: IntervalMethod;
  /** Interval coverage (0.95). */
  confidenceLevel: number;
}

/** A mean and its bootstrap interval. */
export interface IntervalValue {
  /** Mean over the queries (of the per-query values the interval was computed from). */
  mean: number;
  /** Lower end of the 95% interval. */
  ci95_low: number;
  /** Upper end of the 95% interval. */
  ci95_high: number;
}

/** One row of `full_leaderboard.json`. */
export interface LeaderboardRow {
  /** Position (1 = highest exec@1). */
  rank: number;
  /** System id. */
  system: string;
  /** Results file, relative to the report folder. */
  results_file: string;
  /** Queries evaluated. */
  n_queries: number;
  /** Pool size (null when the results file lacks it). */
  n_corpus: number | null;
  /** Every mean metric of the results file (exec@k, precision@k, ndcg@k, expected_*, tie shares …). */
  metrics: Record<string, number>;
  /** Bootstrap intervals by metric key (exec@k, precision@k, ndcg@k). */
  intervals: Record<string, IntervalValue>;
  /** Share of queries whose rank-1 score is tied (null when the file lacks it). */
  rank1_tied_share: number | null;
  /** Share of queries whose rank-1 score is tied with one of the query's paired distractors (null when absent). */
  rank1_tied_with_paired_distractor_share: number | null;
  /** Tie-aware expected exec@1 (null when absent). */
  expected_exec_at_1: number | null;
  /** True when more than {@link FullLeaderboard.tie_flag_threshold} of the queries have a tied rank-1 score. */
  rank1_ties_flagged: boolean;
  /** True when per-query values were computed from `top_results` (see {@link LoadedSystem.perQueryDerived}). */
  per_query_derived: boolean;
  /** Mean metrics per domain with `n_queries`, from the results file's `metrics_by_domain` (absent when it has none). */
  metrics_by_domain?: Record<string, Record<string, number>>;
}

/** `full_leaderboard.json`. */
export interface FullLeaderboard {
  /** Number of queries every system was evaluated on. */
  n_queries: number;
  /** Cutoffs every system has. */
  ks: number[];
  /** How rows are ordered. */
  order: string;
  /** A row is flagged when its rank-1 tied share exceeds this (0.05). */
  tie_flag_threshold: number;
  /** Bootstrap settings of the intervals. */
  bootstrap: { resamples: number; seed: number; method: IntervalMethod; confidence_level: number };
  /** One row per system. */
  rows: LeaderboardRow[];
}
