import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Bundle } from '@execret/core';
import { repoQueryMetadata, RepoVerdictBook, type RepoSnapshot } from '@execret/repo';
import type { RunVerdicts } from './search-direction.js';

/** The bundle's `repo_snapshot.json` when it is a repository bundle (`build --from repo`), else undefined. */
export async function readRepoSnapshot(bundleDir: string, bundle: Bundle): Promise<RepoSnapshot | undefined> {
  if (!bundle.queries.some((query) => repoQueryMetadata(query) !== undefined)) return undefined;
  const text = await readFile(join(bundleDir, 'repo_snapshot.json'), 'utf8').catch(() => undefined);
  return text === undefined ? undefined : (JSON.parse(text) as RepoSnapshot);
}

/**
 * The verdicts of a run: repository queries are judged by their project's tests with the query's
 * function replaced by the hit (see `RepoVerdictBook` of `@execret/repo`), the others by `inner`.
 * `opened` collects the books to dispose when the run ends (their warm test process).
 */
export function repoAwareVerdicts(bundle: Bundle, inner: RunVerdicts, snapshot: RepoSnapshot | undefined, opened: RepoVerdictBook[]): RunVerdicts {
  if (snapshot === undefined) return inner;
  const book = new RepoVerdictBook(bundle, snapshot, inner);
  opened.push(book);
  return book;
}
