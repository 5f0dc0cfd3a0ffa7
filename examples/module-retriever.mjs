// Your own system in `execret run`, from plain JavaScript (no build step, no dependency).
//
//   npx execret run --system module:examples/module-retriever.mjs --out execret-out
//   npx execret run --system module:examples/module-retriever.mjs#hashingEmbeddings --out execret-out
//
// The default export is a Retriever: execret gives it the search pool (`index`) and the queries
// (`search`) and judges what it returns by execution. The `hashingEmbeddings` export is an
// EmbeddingModel instead: execret embeds, caches the vectors (cache/embeddings.sqlite) and ranks by
// cosine itself. A module may also export a factory `(context) => Retriever` (or a Promise of one).
// This file's bytes are part of the reuse key: edit it and the next run recomputes its results.

// Identifiers and words, lower-cased: what both systems below compare.
function tokens(text) {
  return text.toLowerCase().match(/[a-z_][a-z0-9_]*/g) ?? [];
}

/** A Retriever: ranks snippets by how many distinct query words they contain. */
export default {
  systemId: 'word-overlap',
  documents: [],
  describe() {
    return { method: 'distinct word overlap', version: 1 };
  },
  async index(documents, options) {
    this.documents = documents.map((document) => ({ id: document.id, words: new Set(tokens(document.text)) }));
    options?.onProgress?.(documents.length, documents.length);
  },
  async search(queries, options) {
    const run = new Map();
    for (const query of queries) {
      const words = new Set(tokens(query.text));
      const ranking = this.documents.map((document) => ({ corpusId: document.id, score: [...words].filter((word) => document.words.has(word)).length }));
      // Score descending; equal scores are ordered by corpus id by execret anyway.
      ranking.sort((left, right) => right.score - left.score);
      run.set(query.id, ranking.slice(0, options.topK));
    }
    options.onProgress?.(queries.length, queries.length);
    return run;
  },
};

const DIMENSIONS = 256;

// A 32-bit FNV-1a hash: a word's slot in the vector.
function slot(word) {
  let hash = 0x811c9dc5;
  for (let index = 0; index < word.length; index += 1) hash = Math.imul(hash ^ word.charCodeAt(index), 0x01000193);
  return (hash >>> 0) % DIMENSIONS;
}

/** An EmbeddingModel (interface v1): bag-of-words vectors by feature hashing. */
export const hashingEmbeddings = {
  specificationVersion: 'v1',
  provider: 'example',
  modelId: 'hashing-256',
  maxEmbeddingsPerCall: 64,
  // Everything besides the text that changes a vector; part of execret's embedding cache key.
  invocationKey: 'example:hashing-256:v1',
  dimensions: DIMENSIONS,
  async doEmbed({ values }) {
    const embeddings = values.map((text) => {
      const vector = new Array(DIMENSIONS).fill(0);
      for (const word of tokens(text)) vector[slot(word)] += 1;
      return vector;
    });
    return { embeddings, warnings: [] };
  },
};
