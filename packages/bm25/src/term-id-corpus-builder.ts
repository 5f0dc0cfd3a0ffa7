import { InvalidArgumentError } from '@execret/core';
import { MAX_INDEXED_TOKENS, tooManyTokens, type TermIdCorpus } from './term-id-corpus.js';

/**
 * Turns token lists into a {@link TermIdCorpus} one document at a time: each new token string gets the
 * next id (order of first appearance) and the corpus is kept as one growing `Uint32Array`, so a large
 * corpus never holds all its token strings at once. Pass the result and {@link terms} to
 * `Bm25Index.fromTermIds(corpus, { terms })`.
 */
export class TermIdCorpusBuilder {
  private readonly vocabulary = new Map<string, number>();
  private readonly termList: string[] = [];
  private tokens: Uint32Array<ArrayBuffer> = new Uint32Array(1024);
  private tokenCount = 0;
  private offsets: Uint32Array<ArrayBuffer> = new Uint32Array(64);
  private documents = 0;

  /** Number of documents added. */
  get documentCount(): number {
    return this.documents;
  }

  /** The token string of every term id, in id order. */
  get terms(): readonly string[] {
    return this.termList;
  }

  /**
   * Appends one document.
   *
   * @throws InvalidArgumentError for a non-string token, or past 2^32 − 1 tokens in all.
   */
  addDocument(tokens: readonly string[]): void {
    if (this.tokenCount + tokens.length > MAX_INDEXED_TOKENS) throw tooManyTokens(this.tokenCount + tokens.length);
    if (this.tokenCount + tokens.length > this.tokens.length) {
      this.tokens = grow(this.tokens, this.tokenCount + tokens.length);
    }
    const vocabulary = this.vocabulary;
    const store = this.tokens;
    let position = this.tokenCount;
    for (const token of tokens) {
      let id = vocabulary.get(token);
      if (id === undefined) {
        if (typeof token !== 'string') {
          throw new InvalidArgumentError(`document ${this.documents}: tokens must be strings, got ${typeof token}`);
        }
        id = this.termList.length;
        vocabulary.set(token, id);
        this.termList.push(token);
      }
      store[position] = id;
      position += 1;
    }
    this.tokenCount = position;
    if (this.documents + 2 > this.offsets.length) this.offsets = grow(this.offsets, this.documents + 2);
    this.documents += 1;
    this.offsets[this.documents] = position;
  }

  /** The corpus so far (views on the builder's arrays: add no more documents while using it). */
  corpus(): TermIdCorpus {
    return { tokens: this.tokens.subarray(0, this.tokenCount), offsets: this.offsets.subarray(0, this.documents + 1) };
  }
}

function grow(array: Uint32Array, needed: number): Uint32Array<ArrayBuffer> {
  let capacity = array.length;
  while (capacity < needed) capacity *= 2;
  capacity = Math.min(capacity, MAX_INDEXED_TOKENS);
  const larger = new Uint32Array(capacity);
  larger.set(array);
  return larger;
}
