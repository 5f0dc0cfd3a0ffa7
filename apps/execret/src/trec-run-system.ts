import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { IoError, SchemaError, type Retriever, type Run, type ScoredItem } from '@execret/core';
import { readTrecRun, readTrecRunLines } from '@execret/metrics';
import type { SystemSource } from './systems.js';

async function checkReadableFile(path: string): Promise<void> {
  const info = await stat(path).catch((error: NodeJS.ErrnoException) => {
    throw new IoError(error.code === 'ENOENT' ? `${path}: no such file` : `${path}: ${error.message}`, { file: path }, error);
  });
  if (!info.isFile()) throw new IoError(`${path}: expected a file, found a folder or special file`, { file: path });
  await access(path, constants.R_OK).catch((error: NodeJS.ErrnoException) => {
    throw new IoError(`${path}: not readable (${error.code ?? error.message})`, { file: path }, error);
  });
}

/**
 * The name `execret score --run` gives a run file's system when `--name` is not given: the tag of
 * its first result line, else the file's base name without extension.
 */
export async function defaultTrecRunName(path: string): Promise<string> {
  try {
    for await (const line of readTrecRunLines(path)) return line.tag;
  } catch {
    // An unreadable or malformed file is reported by the check and the read, naming the line.
  }
  // `bm25.trec.gz` is named like `bm25.trec`: bm25.
  const plain = path.replace(/\.gz$/i, '');
  return basename(plain, extname(plain)) || 'run';
}

// The line of the first result of `queryId` that names `corpusId` (or any result of `queryId` when
// `corpusId` is undefined), read again only to name it in an error.
async function lineOf(path: string, queryId: string, corpusId?: string): Promise<number> {
  for await (const line of readTrecRunLines(path)) {
    if (line.queryId === queryId && (corpusId === undefined || line.corpusId === corpusId)) return line.line;
  }
  return 0;
}

/**
 * A retriever that ranks nothing itself: it returns the rankings of a TREC run file made by any
 * tool (`qid Q0 docno rank score tag`; ordered by score like trec_eval, ties by corpus id). A docno
 * that is not a corpus id of the bundle, or a query id the bundle lacks, is a `SchemaError` naming
 * file:line. Queries of the bundle the file lacks are left out of the returned run (execret run
 * reports them and scores them as misses).
 */
export async function createTrecRunRetriever(path: string): Promise<Retriever> {
  const file = await readTrecRun(path);
  let corpusIds = new Set<string>();
  return {
    systemId: `run:${path}`,
    // The base name only: config.json stays free of this machine's paths (inputs keys the bytes).
    describe: () => ({ kind: 'trec-run', run_file: basename(path), tags: file.tags, lines: file.lines }),
    async index(documents) {
      corpusIds = new Set(documents.map((document) => document.id));
    },
    async search(queries) {
      const known = new Set(queries.map((query) => query.id));
      for (const [queryId, ranking] of file.run) {
        if (!known.has(queryId)) throw new SchemaError({ file: path, line: await lineOf(path, queryId), field: 'qid' }, 'a query id of the bundle', JSON.stringify(queryId));
        const unknown = ranking.find((item) => !corpusIds.has(item.corpusId));
        if (unknown !== undefined) {
          throw new SchemaError({ file: path, line: await lineOf(path, queryId, unknown.corpusId), field: 'docno' }, 'a corpus id of the bundle', JSON.stringify(unknown.corpusId));
        }
      }
      // The bundle's query order, so the copy in runs/ lists queries as execret's own runs do.
      const run = new Map<string, ScoredItem[]>();
      for (const query of queries) {
        const ranking = file.run.get(query.id);
        if (ranking !== undefined) run.set(query.id, ranking);
      }
      return run satisfies Run;
    },
  };
}

/**
 * The one system of `execret score --run <file>`: the run file is checked before any work and its
 * bytes are in the reuse key.
 */
export function trecRunSystemSource(path: string): SystemSource {
  return {
    check: () => checkReadableFile(path),
    create: () => createTrecRunRetriever(path),
    inputFiles: () => [path],
  };
}
