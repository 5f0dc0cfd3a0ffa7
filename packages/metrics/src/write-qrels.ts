import { InvalidArgumentError, writeLinesAtomic, type WrittenFile } from '@execret/core';
import type { Qrels } from './read-qrels.js';

const WHITESPACE = /\s/;

/** The lines of a qrels file (`qid 0 docno rel`, no line end) in the map's order. */
export function* qrelsLines(qrels: Qrels): Generator<string, void, undefined> {
  for (const [queryId, judged] of qrels) {
    if (queryId === '' || WHITESPACE.test(queryId)) throw new InvalidArgumentError(`a qrels query id must be non-empty and contain no whitespace, got ${JSON.stringify(queryId)}`);
    for (const [corpusId, relevance] of judged) {
      if (corpusId === '' || WHITESPACE.test(corpusId)) {
        throw new InvalidArgumentError(`a qrels docno must be non-empty and contain no whitespace (query "${queryId}"), got ${JSON.stringify(corpusId)}`);
      }
      if (!Number.isSafeInteger(relevance)) {
        throw new InvalidArgumentError(`query "${queryId}", docno "${corpusId}": relevance must be an integer, got ${String(relevance)}`);
      }
      yield `${queryId} 0 ${corpusId} ${relevance}`;
    }
  }
}

/** Writes qrels as a TREC qrels file, atomically and in constant memory. */
export async function writeQrels(path: string, qrels: Qrels): Promise<WrittenFile> {
  return writeLinesAtomic(path, qrelsLines(qrels));
}
