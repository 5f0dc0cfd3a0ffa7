import { compareCodeUnits } from './compare-code-units.js';

/** The six bug types, each one targeted edit (definitions in docs/bundle-format.md). */
export const BUG_TYPES = [
  'off_by_one',
  'off_by_one_boundary',
  'wrong_comparison',
  'wrong_operator',
  'swap_arguments',
  'remove_edge_case_check',
] as const;

/** One of the six bug types. */
export type BugType = (typeof BUG_TYPES)[number];

/** True when `value` is one of the six bug type ids. */
export function isBugType(value: unknown): value is BugType {
  return typeof value === 'string' && (BUG_TYPES as readonly string[]).includes(value);
}

/** The languages execret builds tasks for. */
export const LANGUAGES = ['python', 'typescript', 'javascript', 'go', 'java', 'rust', 'cpp'] as const;

/** A task language. */
export type Language = (typeof LANGUAGES)[number];

/** One benchmark task: a query, its canonical implementation and its tests. */
export interface Task {
  /** Stable id of the task within its source (e.g. `string_processing/squeeze_whitespace`). */
  taskId: string;
  /** Language of `canonical` and `tests`. */
  language: Language;
  /** Domain, e.g. `string_processing`. */
  domain: string;
  /** What the function does, in natural language (1–3 sentences). */
  query: string;
  /** Name of the function the tests call. */
  entryPoint: string;
  /** The correct implementation. */
  canonical: string;
  /** Standalone test statements; each one is one test with its own outcome. */
  tests: string[];
  /** Code run after the implementation and before the tests (imports, helpers). */
  testSetup?: string;
  /**
   * Typical calls with their results, as a user states them from the specification: information
   * available at query time (a bundle carries them in query `metadata.examples`, never in the query
   * text), distinct from `tests`. In the order given.
   */
  examples?: TaskExample[];
  /** Extra fields for the bundle's `metadata` (e.g. an importer's `examples`). */
  metadata?: Record<string, unknown>;
}

/**
 * One query-time example: `call` evaluates to `expected` (Python `(call) == (expected)`,
 * TypeScript `assert.deepStrictEqual(call, expected)`).
 */
export interface TaskExample {
  /** An expression that calls the entry point, as source text (`squeeze_whitespace(" a  b ")`). */
  call: string;
  /** The expected value, as source text of the task's language (`"a b"`). */
  expected: string;
}

/** One targeted edit of a canonical implementation. */
export interface Mutant {
  /** The full mutated source. */
  code: string;
  /** The bug type the edit belongs to (or a user-defined type name). */
  bugType: BugType | (string & {});
  /** Name of the operator that made the edit. */
  operator: string;
  /** 1-based line of the edit in the canonical. */
  line: number;
  /** The changed line (or the removed guard) as it was. */
  before: string;
  /** The changed line as it is now (empty when lines were removed). */
  after: string;
}

/**
 * The outcome of one test: `pass`, `FAIL: <message>`, `TIMEOUT` or `ERROR: <type>: <message>`.
 * A bare `FAIL` (no message) is accepted because the study's released files contain it.
 */
export type TestOutcome = 'pass' | 'TIMEOUT' | 'FAIL' | `FAIL:${string}` | `ERROR:${string}`;

/** True when `value` is a well-formed test outcome string. */
export function isTestOutcome(value: unknown): value is TestOutcome {
  return (
    typeof value === 'string' &&
    (value === 'pass' || value === 'TIMEOUT' || value.startsWith('FAIL:') || value.startsWith('ERROR:') || value === 'FAIL')
  );
}

/** The result of running one piece of code against one test list. */
export interface ExecutionResult {
  /** One outcome per test, in test order. */
  testResults: TestOutcome[];
  /** True when every outcome is `pass` (and there is at least one test). */
  passesAllTests: boolean;
}

/** A mutant with its verdict against its task's tests (a kept distractor fails at least one). */
export interface VerifiedMutant extends Mutant, ExecutionResult {}

/**
 * A task that passed the oracle's validation gates, with what the gates ran: the canonical's
 * outcomes and the kept distractors with theirs. It is what a bundle is assembled from.
 */
export interface VerifiedTask {
  /** The task. */
  task: Task;
  /** Outcomes of the canonical on the task's tests, in test order (all `pass`). */
  canonicalResults: TestOutcome[];
  /** The kept distractors, in candidate order (the order the mutator produced them), each with its verdict. */
  distractors: VerifiedMutant[];
}

/** A row of `queries.jsonl`. Unknown fields are kept on a round trip. */
export interface QueryRow {
  /** Unique query id (`q_NNNN`). */
  query_id: string;
  /** The natural-language query. */
  query: string;
  /** Test statements; correctness means passing all of them. */
  test_suite: string[];
  /** Corpus ids of the canonical implementation(s). */
  correct_corpus_ids: string[];
  /** Corpus ids of this query's paired distractors (buggy near-clones). */
  paired_distractor_corpus_ids: string[];
  /** Source entry id (not necessarily unique per query). */
  entry_id: string;
  /** Free-form metadata; execret adds `language`, `domain`, `entry_point`, `test_setup`, `source`. */
  metadata: Record<string, unknown>;
  [extra: string]: unknown;
}

/** Label of a corpus snippet. */
export type CorpusLabel = 'correct' | 'incorrect';

/** A row of `corpus.jsonl`. Unknown fields are kept on a round trip. */
export interface CorpusRow {
  /** Unique corpus id (`c_NNNN`). */
  corpus_id: string;
  /** The snippet's source code. */
  code: string;
  /** `correct` for canonicals, `incorrect` for distractors. */
  label: CorpusLabel;
  /** The distractor's bug type; absent on canonicals. */
  bug_type?: string;
  /** Source entry id the snippet came from. */
  source_entry_id: string;
  [extra: string]: unknown;
}

/** A row of `distractor_metadata.jsonl`: how one distractor was made. */
export interface DistractorMetadataRow {
  /** The distractor's corpus id. */
  corpus_id: string;
  /** The query the distractor is paired with. */
  query_id: string;
  /** Bug type of the edit. */
  bug_type: string;
  /** Name of the mutation operator. */
  operator: string;
  /** 1-based line of the edit in the canonical. */
  line: number;
  /** The line (or removed guard) before the edit. */
  before: string;
  /** The line after the edit (empty when removed). */
  after: string;
  [extra: string]: unknown;
}

/** A row of `execution_cache.jsonl`: the verdict of one (code, tests) pair. */
export interface ExecutionCacheRow {
  /** SHA-256 of the code (see {@link codeSha256}). */
  code_sha256: string;
  /** SHA-256 of the test list (see {@link testsSha256}). */
  tests_sha256: string;
  /** One outcome per test. */
  test_results: string[];
  /** True when every outcome is `pass`. */
  passes_all_tests: boolean;
  [extra: string]: unknown;
}

/** One retrieved item. */
export interface ScoredItem {
  /** Corpus id of the item. */
  corpusId: string;
  /** Similarity score; higher is better. */
  score: number;
}

/** A ranked list for one query: score descending, ties broken by corpus id ascending. */
export type Ranking = readonly ScoredItem[];

/** What a retriever returns: a ranking per query id. */
export type Run = ReadonlyMap<string, Ranking>;

/** A document given to a retriever for indexing. */
export interface RetrievalDocument {
  /** Corpus id. */
  id: string;
  /** The text to index (code). */
  text: string;
}

/** A query given to a retriever. */
export interface RetrievalQuery {
  /** Query id. */
  id: string;
  /** The query text. */
  text: string;
  /**
   * The query's bundle metadata (task id, language, domain, entry point, examples…), what a
   * second stage may use at query time; never its test suite.
   */
  metadata?: Readonly<Record<string, unknown>>;
}

/** Options for {@link Retriever.index}. */
export interface IndexOptions {
  /** Aborts the work; the promise then rejects with an `ABORTED` error. */
  abortSignal?: AbortSignal;
  /** Called with the number of documents done and the total. */
  onProgress?: (done: number, total: number) => void;
  /**
   * Called with a one-line message, for people, about something that did not stop the work but
   * may matter: each retry of a provider call (why, which attempt, how long the wait), a provider's
   * warning. Retrievers without such events never call it.
   */
  onWarning?: (message: string) => void;
}

/** Options for {@link Retriever.search}. */
export interface SearchOptions {
  /** Number of results per query (the ranking's length is at most this). */
  topK: number;
  /** Aborts the work. */
  abortSignal?: AbortSignal;
  /** Called with the number of queries done and the total. */
  onProgress?: (done: number, total: number) => void;
  /** Called with a one-line message about a retry or provider warning (see {@link IndexOptions.onWarning}). */
  onWarning?: (message: string) => void;
}

/**
 * A retrieval system: BM25, a dense embedding model, or precomputed matrices. `index` is called once
 * with the whole pool, then `search` with the queries. Rankings must break score ties by corpus id
 * ascending (use {@link compareScoredItems}).
 */
export interface Retriever {
  /** The system id, e.g. `bm25` or `openai:text-embedding-3-large`. */
  readonly systemId: string;
  /** Settings that determine the scores (tokenizer, invocation profile...), written to `config.json`. */
  describe(): Record<string, unknown>;
  /** Builds the index over the search pool. */
  index(documents: readonly RetrievalDocument[], options?: IndexOptions): Promise<void>;
  /** Ranks the indexed documents for every query. */
  search(queries: readonly RetrievalQuery[], options: SearchOptions): Promise<Run>;
  /** Releases resources (models, files). */
  dispose?(): Promise<void>;
}

/**
 * The one ordering of rankings: score descending, then corpus id ascending (code-unit order, as
 * `<` compares strings). `NaN` scores sort last.
 */
export function compareScoredItems(left: ScoredItem, right: ScoredItem): number {
  const leftScore = Number.isNaN(left.score) ? -Infinity : left.score;
  const rightScore = Number.isNaN(right.score) ? -Infinity : right.score;
  if (leftScore !== rightScore) return rightScore > leftScore ? 1 : -1;
  return compareCodeUnits(left.corpusId, right.corpusId);
}
