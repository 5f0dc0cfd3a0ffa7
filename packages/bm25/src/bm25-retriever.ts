import { InvalidArgumentError, IoError, compareCodeUnits, throwIfAborted } from '@execret/core';
import type { IndexOptions, RetrievalDocument, RetrievalQuery, Retriever, Run, ScoredItem, SearchOptions } from '@execret/core';
import { Bm25Index } from './bm25-index.js';
import { resolveBm25Parameters } from './bm25-variants.js';
import type { Bm25Parameters, Bm25Variant } from './bm25-variants.js';
import { CodeTokenizer } from './code-tokenizer.js';
import type { CodeTokenizerConfig, CodeTokenizerOptions } from './code-tokenizer.js';
import { formatBm25SystemId } from './parse-bm25-system-id.js';
import { TermIdCorpusBuilder } from './term-id-corpus-builder.js';

/** Options of {@link Bm25Retriever}. */
export interface Bm25RetrieverOptions {
  /** The BM25 variant; default `okapi`. */
  variant?: Bm25Variant;
  /** Parameters to override; the rest take the variant's defaults. */
  parameters?: Partial<Bm25Parameters>;
  /** Tokenizer settings (applied to documents and queries alike), or a tokenizer. Default: code defaults. */
  tokenizer?: CodeTokenizerOptions | CodeTokenizer;
  /** The system id reported in results. Default: {@link formatBm25SystemId} of the variant and parameters. */
  systemId?: string;
}

// Long loops yield to the event loop every this many items or this many milliseconds, whichever
// comes first, so an AbortSignal (Ctrl-C) is honoured within a fraction of a second and progress
// renders: one BM25 query over a pool of thousands takes milliseconds, so counts alone left whole
// searches of the built-in benchmark (1,000 queries) without a yield. Yielding never changes a result.
const YIELD_EVERY = 2_000;
const YIELD_AFTER_MS = 50;

/**
 * BM25 as an execret {@link Retriever}: tokenizes documents and queries with a {@link CodeTokenizer}
 * and ranks with an exact {@link Bm25Index}. Documents are indexed in corpus-id order (code-unit
 * order, as `<` compares strings), so equal scores rank by corpus id ascending, as
 * `compareScoredItems` requires. Every ranking holds `min(topK, documents)` items: documents sharing
 * no term with the query are ranked too, with their score (0, or the bm25l/bm25plus constant).
 *
 * Create one from a system id with `createBm25Retriever`.
 */
export class Bm25Retriever implements Retriever {
  /** The system id, e.g. `bm25` or `bm25:lucene?k1=1.2`. */
  readonly systemId: string;
  /** The variant. */
  readonly variant: Bm25Variant;
  /** The parameters, defaults filled in. */
  readonly parameters: Readonly<Bm25Parameters>;
  /** The tokenizer used for documents and queries. */
  readonly tokenizer: CodeTokenizer;
  private bm25Index: Bm25Index | undefined;
  private corpusIds: string[] = [];

  constructor(options: Bm25RetrieverOptions = {}) {
    this.variant = options.variant ?? 'okapi';
    this.parameters = Object.freeze(resolveBm25Parameters(this.variant, options.parameters));
    this.tokenizer = options.tokenizer instanceof CodeTokenizer ? options.tokenizer : new CodeTokenizer(options.tokenizer);
    this.systemId = options.systemId ?? formatBm25SystemId(this.variant, this.parameters);
  }

  /** The index built by {@link index} (or loaded), if any. */
  get bm25(): Bm25Index | undefined {
    return this.bm25Index;
  }

  /**
   * What determines the scores, for `config.json`: `{ system: 'bm25', variant, parameters, tokenizer,
   * duplicateQueryTerms: 'summed', ties: 'corpus_id ascending', documentsWithoutQueryTerms: 'ranked' }`.
   */
  describe(): Record<string, unknown> {
    return {
      system: 'bm25',
      implementation: '@execret/bm25',
      variant: this.variant,
      parameters: { ...this.parameters },
      tokenizer: { ...this.tokenizer.config },
      duplicateQueryTerms: 'summed',
      ties: 'corpus_id ascending',
      documentsWithoutQueryTerms: 'ranked',
    };
  }

  /**
   * Tokenizes and indexes the search pool, replacing any previous index.
   *
   * @throws InvalidArgumentError when two documents share a corpus id.
   * @throws AbortedError (code `ABORTED`) when `abortSignal` fires.
   */
  async index(documents: readonly RetrievalDocument[], options: IndexOptions = {}): Promise<void> {
    const { abortSignal, onProgress } = options;
    throwIfAborted(abortSignal, () => aborted('indexing', 0, documents.length));
    const ordered = [...documents].sort((left, right) => compareCodeUnits(left.id, right.id));
    for (let position = 1; position < ordered.length; position += 1) {
      if ((ordered[position] as RetrievalDocument).id === (ordered[position - 1] as RetrievalDocument).id) {
        throw new InvalidArgumentError(`corpus ids must be unique; ${JSON.stringify((ordered[position] as RetrievalDocument).id)} appears more than once`);
      }
    }
    const builder = new TermIdCorpusBuilder();
    let yieldAt = performance.now() + YIELD_AFTER_MS;
    for (let position = 0; position < ordered.length; position += 1) {
      const document = ordered[position] as RetrievalDocument;
      if (typeof document.text !== 'string') {
        throw new InvalidArgumentError(`document ${JSON.stringify(document.id)}: text must be a string, got ${typeof document.text}`);
      }
      builder.addDocument(this.tokenizer.tokenize(document.text));
      if ((position + 1) % YIELD_EVERY === 0 || performance.now() >= yieldAt) {
        onProgress?.(position + 1, ordered.length);
        await yieldToEventLoop();
        throwIfAborted(abortSignal, () => aborted('indexing', position + 1, ordered.length));
        yieldAt = performance.now() + YIELD_AFTER_MS;
      }
    }
    this.bm25Index = Bm25Index.fromTermIds(builder.corpus(), { variant: this.variant, parameters: this.parameters, terms: builder.terms });
    this.corpusIds = ordered.map((document) => document.id);
    onProgress?.(ordered.length, ordered.length);
  }

  /**
   * Ranks the indexed documents for every query: the top `topK` by score descending, ties by corpus
   * id ascending.
   *
   * @throws InvalidArgumentError before {@link index}, for a bad `topK`, or for a repeated query id.
   * @throws AbortedError (code `ABORTED`) when `abortSignal` fires.
   */
  async search(queries: readonly RetrievalQuery[], options: SearchOptions): Promise<Run> {
    const index = this.bm25Index;
    if (index === undefined) throw new InvalidArgumentError('Bm25Retriever.search() needs an index: call index() or Bm25Retriever.load() first');
    const { topK, abortSignal, onProgress } = options;
    if (!Number.isSafeInteger(topK) || topK < 1) throw new InvalidArgumentError(`topK must be a positive integer, got ${String(topK)}`);
    throwIfAborted(abortSignal, () => aborted('search', 0, queries.length));
    const run = new Map<string, ScoredItem[]>();
    let yieldAt = performance.now() + YIELD_AFTER_MS;
    for (let position = 0; position < queries.length; position += 1) {
      const query = queries[position] as RetrievalQuery;
      if (run.has(query.id)) throw new InvalidArgumentError(`query ids must be unique; ${JSON.stringify(query.id)} appears more than once`);
      if (typeof query.text !== 'string') throw new InvalidArgumentError(`query ${JSON.stringify(query.id)}: text must be a string, got ${typeof query.text}`);
      const hits = index.search(this.tokenizer.tokenize(query.text), topK);
      run.set(
        query.id,
        hits.map((hit) => ({ corpusId: this.corpusIds[hit.document] as string, score: hit.score })),
      );
      if ((position + 1) % YIELD_EVERY === 0 || performance.now() >= yieldAt) {
        onProgress?.(position + 1, queries.length);
        await yieldToEventLoop();
        throwIfAborted(abortSignal, () => aborted('search', position + 1, queries.length));
        yieldAt = performance.now() + YIELD_AFTER_MS;
      }
    }
    onProgress?.(queries.length, queries.length);
    return run;
  }

  /**
   * Saves the index, corpus ids, tokenizer settings and system id to one file (see
   * `Bm25Index.save`), so {@link load} can search without re-indexing.
   *
   * @throws InvalidArgumentError before {@link index}; IoError when the file cannot be written.
   */
  async save(path: string): Promise<void> {
    if (this.bm25Index === undefined) throw new InvalidArgumentError('Bm25Retriever.save() needs an index: call index() first');
    await this.bm25Index.save(path, {
      retriever: 'Bm25Retriever',
      systemId: this.systemId,
      tokenizer: { ...this.tokenizer.config },
      corpusIds: this.corpusIds,
    });
  }

  /**
   * Loads a retriever saved by {@link save}: same system id, variant, parameters, tokenizer and index.
   *
   * @throws IoError when the file is missing, unreadable or was not written by {@link save}.
   */
  static async load(path: string): Promise<Bm25Retriever> {
    const { index, metadata } = await Bm25Index.load(path);
    const bad = (detail: string): IoError => new IoError(`${path} was not written by Bm25Retriever.save(): ${detail}`, { file: path });
    if (metadata.retriever !== 'Bm25Retriever') throw bad('metadata.retriever is missing');
    const corpusIds = metadata.corpusIds;
    if (!Array.isArray(corpusIds) || corpusIds.length !== index.documentCount || !corpusIds.every((id) => typeof id === 'string')) {
      throw bad(`metadata.corpusIds must be ${index.documentCount} strings`);
    }
    const config = metadata.tokenizer as Partial<CodeTokenizerConfig> | undefined;
    if (config?.name !== 'execret-code-v1') throw bad(`unknown tokenizer ${JSON.stringify(config?.name)}`);
    if (typeof metadata.systemId !== 'string') throw bad('metadata.systemId must be a string');
    const retriever = new Bm25Retriever({
      variant: index.variant,
      parameters: index.parameters,
      systemId: metadata.systemId,
      tokenizer: {
        lowercase: config.lowercase,
        splitIdentifiers: config.splitIdentifiers,
        keepIdentifiers: config.keepIdentifiers,
        stopwords: config.stopwords,
        stemmer: config.stemmer,
        minTokenLength: config.minTokenLength,
      },
    });
    retriever.bm25Index = index;
    retriever.corpusIds = corpusIds as string[];
    return retriever;
  }

  /** Drops the index. */
  async dispose(): Promise<void> {
    this.bm25Index = undefined;
    this.corpusIds = [];
  }
}

function aborted(stage: string, done: number, total: number): string {
  return `BM25 ${stage} aborted after ${done} of ${total} items`;
}

function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
