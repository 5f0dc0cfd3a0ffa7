import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Writes into `directory` the example bundle plus one Go port of each of its three tasks
 * (`q_0004`–`q_0006`, canonicals `c_0011`–`c_0013`, task ids `go/<entry id>`; no tests run, no
 * manifest), for cross-language code-to-code tests. Returns `directory`.
 */
export async function writeMultiLanguageBundle(exampleBundle: string, directory: string): Promise<string> {
  for (const file of ['queries.jsonl', 'corpus.jsonl', 'distractor_metadata.jsonl', 'execution_cache.jsonl']) await cp(join(exampleBundle, file), join(directory, file));
  const python = (await readFile(join(exampleBundle, 'queries.jsonl'), 'utf8')).trim().split('\n').map((line) => JSON.parse(line) as { entry_id: string });
  const goQueries = python.map((query, index) => ({
    query_id: `q_000${index + 4}`,
    query: `Go port of ${query.entry_id}`,
    test_suite: ['// not run'],
    correct_corpus_ids: [`c_001${index + 1}`],
    paired_distractor_corpus_ids: [],
    entry_id: `go/${query.entry_id}`,
    metadata: { language: 'go', task_id: `go/${query.entry_id}`, entry_point: 'Port' },
  }));
  const goCorpus = goQueries.map((query, index) => ({ corpus_id: `c_001${index + 1}`, code: `func Port${index}() {}`, label: 'correct', source_entry_id: query.entry_id }));
  await writeFile(join(directory, 'queries.jsonl'), `${(await readFile(join(exampleBundle, 'queries.jsonl'), 'utf8')).trimEnd()}\n${goQueries.map((query) => JSON.stringify(query)).join('\n')}\n`);
  await writeFile(join(directory, 'corpus.jsonl'), `${(await readFile(join(exampleBundle, 'corpus.jsonl'), 'utf8')).trimEnd()}\n${goCorpus.map((row) => JSON.stringify(row)).join('\n')}\n`);
  return directory;
}
