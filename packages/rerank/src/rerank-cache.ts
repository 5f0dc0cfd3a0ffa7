import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

/** What identifies a model's scores besides the texts. */
export interface RerankCacheScope {
  provider: string;
  modelId: string;
  /** The model's invocation key (endpoint, revision, settings, format version). */
  invocationKey: string;
}

/** A listwise set's stored answer. */
export interface CachedSet {
  /** One score per document, in the set's order. */
  scores: number[];
  /** What the model was asked and answered, when the adapter reported it. */
  details?: unknown;
}

/** A stored chat completion. */
export interface CachedCompletion {
  /** The request as sent (messages and settings), JSON. */
  request: unknown;
  /** The model's raw answer text. */
  answer: string;
  /** Tokens billed, when reported. */
  tokens?: number;
}

/**
 * A SQLite cache of everything a second stage asks a model: pointwise scores keyed by
 * (provider, model, invocation key, SHA-256 of the query, SHA-256 of the document); listwise sets
 * keyed by the query and the SHA-256 of the ordered document list; chat completions keyed by the
 * SHA-256 of the whole request (messages and settings), stored with the request and the raw answer
 * so prompts and answers stay on record. WAL journal, one transaction per stored batch: an
 * interrupted run keeps what it finished, and a rerun over the same inputs makes no calls.
 */
export class RerankCache {
  private readonly database: Database.Database;
  private readonly selectPair: Database.Statement;
  private readonly insertPair: Database.Statement;
  private readonly selectSet: Database.Statement;
  private readonly insertSet: Database.Statement;
  private readonly selectCompletion: Database.Statement;
  private readonly insertCompletion: Database.Statement;
  private readonly storePairs: (scope: RerankCacheScope, queryHash: string, rows: ReadonlyArray<readonly [string, number]>) => void;

  /** Opens (or creates) the cache file; `:memory:` keeps it in memory. */
  constructor(path: string) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.database = new Database(path);
    this.database.pragma('journal_mode = WAL');
    this.database.pragma('synchronous = NORMAL');
    this.database.exec(`
      CREATE TABLE IF NOT EXISTS pair_scores (
        provider TEXT NOT NULL, model TEXT NOT NULL, invocation TEXT NOT NULL,
        query_sha256 TEXT NOT NULL, document_sha256 TEXT NOT NULL, score REAL NOT NULL,
        PRIMARY KEY (provider, model, invocation, query_sha256, document_sha256)) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS set_scores (
        provider TEXT NOT NULL, model TEXT NOT NULL, invocation TEXT NOT NULL,
        query_sha256 TEXT NOT NULL, documents_sha256 TEXT NOT NULL, scores TEXT NOT NULL, details TEXT,
        PRIMARY KEY (provider, model, invocation, query_sha256, documents_sha256)) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS chat_completions (
        provider TEXT NOT NULL, model TEXT NOT NULL, invocation TEXT NOT NULL,
        request_sha256 TEXT NOT NULL, request TEXT NOT NULL, answer TEXT NOT NULL, tokens INTEGER,
        PRIMARY KEY (provider, model, invocation, request_sha256)) WITHOUT ROWID;`);
    const scope = 'provider = ? AND model = ? AND invocation = ?';
    this.selectPair = this.database.prepare(`SELECT score FROM pair_scores WHERE ${scope} AND query_sha256 = ? AND document_sha256 = ?`);
    this.insertPair = this.database.prepare('INSERT OR REPLACE INTO pair_scores VALUES (?, ?, ?, ?, ?, ?)');
    this.selectSet = this.database.prepare(`SELECT scores, details FROM set_scores WHERE ${scope} AND query_sha256 = ? AND documents_sha256 = ?`);
    this.insertSet = this.database.prepare('INSERT OR REPLACE INTO set_scores VALUES (?, ?, ?, ?, ?, ?, ?)');
    this.selectCompletion = this.database.prepare(`SELECT request, answer, tokens FROM chat_completions WHERE ${scope} AND request_sha256 = ?`);
    this.insertCompletion = this.database.prepare('INSERT OR REPLACE INTO chat_completions VALUES (?, ?, ?, ?, ?, ?, ?)');
    this.storePairs = this.database.transaction((scopeValue: RerankCacheScope, queryHash: string, rows: ReadonlyArray<readonly [string, number]>) => {
      for (const [documentHash, score] of rows) this.insertPair.run(scopeValue.provider, scopeValue.modelId, scopeValue.invocationKey, queryHash, documentHash, score);
    });
  }

  /** Pointwise scores of documents (by hash) for a query (by hash); missing ones are absent. */
  getPairs(scope: RerankCacheScope, queryHash: string, documentHashes: readonly string[]): Map<string, number> {
    const found = new Map<string, number>();
    for (const hash of documentHashes) {
      const row = this.selectPair.get(scope.provider, scope.modelId, scope.invocationKey, queryHash, hash) as { score: number } | undefined;
      if (row !== undefined) found.set(hash, row.score);
    }
    return found;
  }

  /** Stores pointwise scores of one call in one transaction. */
  putPairs(scope: RerankCacheScope, queryHash: string, rows: ReadonlyArray<readonly [string, number]>): void {
    this.storePairs(scope, queryHash, rows);
  }

  /** A listwise set's scores, or undefined. */
  getSet(scope: RerankCacheScope, queryHash: string, documentsHash: string): CachedSet | undefined {
    const row = this.selectSet.get(scope.provider, scope.modelId, scope.invocationKey, queryHash, documentsHash) as { scores: string; details: string | null } | undefined;
    if (row === undefined) return undefined;
    return { scores: JSON.parse(row.scores) as number[], ...(row.details === null ? {} : { details: JSON.parse(row.details) as unknown }) };
  }

  /** Stores a listwise set's scores (and details). */
  putSet(scope: RerankCacheScope, queryHash: string, documentsHash: string, value: CachedSet): void {
    this.insertSet.run(scope.provider, scope.modelId, scope.invocationKey, queryHash, documentsHash, JSON.stringify(value.scores), value.details === undefined ? null : JSON.stringify(value.details));
  }

  /** A chat completion by request hash, or undefined. */
  getCompletion(scope: RerankCacheScope, requestHash: string): CachedCompletion | undefined {
    const row = this.selectCompletion.get(scope.provider, scope.modelId, scope.invocationKey, requestHash) as { request: string; answer: string; tokens: number | null } | undefined;
    if (row === undefined) return undefined;
    return { request: JSON.parse(row.request) as unknown, answer: row.answer, ...(row.tokens === null ? {} : { tokens: row.tokens }) };
  }

  /** Stores a chat completion with its request. */
  putCompletion(scope: RerankCacheScope, requestHash: string, value: CachedCompletion): void {
    this.insertCompletion.run(scope.provider, scope.modelId, scope.invocationKey, requestHash, JSON.stringify(value.request), value.answer, value.tokens ?? null);
  }

  /** Numbers of stored pair scores, sets and completions. */
  size(): { pairs: number; sets: number; completions: number } {
    const count = (table: string): number => (this.database.prepare(`SELECT COUNT(*) AS count FROM ${table}`).get() as { count: number }).count;
    return { pairs: count('pair_scores'), sets: count('set_scores'), completions: count('chat_completions') };
  }

  /** Closes the database. */
  close(): void {
    this.database.close();
  }
}
