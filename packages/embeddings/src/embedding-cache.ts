import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { EmbeddingKind } from './embedding-model.js';

/** What identifies a vector besides its text. */
export interface EmbeddingCacheScope {
  provider: string;
  modelId: string;
  /** The model's invocation key (prefixes, input types, dimensions, pooling, normalisation). */
  invocationKey: string;
  kind: EmbeddingKind;
}

/**
 * A SQLite cache of float32 vectors keyed by provider, model, invocation key, kind and the text's
 * SHA-256. WAL journal, one transaction per stored batch: an interrupted run keeps every batch it
 * finished, and a second run over the same texts makes no calls.
 */
export class EmbeddingCache {
  private readonly database: Database.Database;
  private readonly selectStatement: Database.Statement;
  private readonly insertStatement: Database.Statement;
  private readonly storeMany: (scope: EmbeddingCacheScope, rows: Array<[string, Float32Array]>) => void;

  /** Opens (or creates) the cache file; `:memory:` keeps it in memory. */
  constructor(path: string) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.database = new Database(path);
    this.database.pragma('journal_mode = WAL');
    this.database.pragma('synchronous = NORMAL');
    this.database.exec(`CREATE TABLE IF NOT EXISTS embeddings (
      provider TEXT NOT NULL, model TEXT NOT NULL, invocation TEXT NOT NULL, kind TEXT NOT NULL,
      text_sha256 TEXT NOT NULL, dimensions INTEGER NOT NULL, vector BLOB NOT NULL,
      PRIMARY KEY (provider, model, invocation, kind, text_sha256)) WITHOUT ROWID`);
    this.selectStatement = this.database.prepare(
      'SELECT dimensions, vector FROM embeddings WHERE provider = ? AND model = ? AND invocation = ? AND kind = ? AND text_sha256 = ?',
    );
    this.insertStatement = this.database.prepare(
      'INSERT OR REPLACE INTO embeddings (provider, model, invocation, kind, text_sha256, dimensions, vector) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    this.storeMany = this.database.transaction((scope: EmbeddingCacheScope, rows: Array<[string, Float32Array]>) => {
      for (const [hash, vector] of rows) {
        this.insertStatement.run(scope.provider, scope.modelId, scope.invocationKey, scope.kind, hash, vector.length, Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength));
      }
    });
  }

  /** Looks up vectors by text hash; missing hashes are absent from the result. */
  getMany(scope: EmbeddingCacheScope, hashes: readonly string[]): Map<string, Float32Array> {
    const found = new Map<string, Float32Array>();
    for (const hash of hashes) {
      const row = this.selectStatement.get(scope.provider, scope.modelId, scope.invocationKey, scope.kind, hash) as { dimensions: number; vector: Buffer } | undefined;
      if (row === undefined) continue;
      // Copy out of SQLite's buffer into an aligned Float32Array.
      const vector = new Float32Array(row.dimensions);
      new Uint8Array(vector.buffer).set(row.vector.subarray(0, row.dimensions * 4));
      found.set(hash, vector);
    }
    return found;
  }

  /** Stores a batch of vectors in one transaction. */
  putMany(scope: EmbeddingCacheScope, rows: Array<[string, Float32Array]>): void {
    this.storeMany(scope, rows);
  }

  /** Number of stored vectors. */
  size(): number {
    return (this.database.prepare('SELECT COUNT(*) AS count FROM embeddings').get() as { count: number }).count;
  }

  /** Closes the database. */
  close(): void {
    this.database.close();
  }
}
