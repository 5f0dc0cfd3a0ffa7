import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { BUNDLE_FILES, codeSizeProblem, InvalidArgumentError, LANGUAGES, readBundle, readJsonl, taskSizeProblem, throwIfAborted, type Language, type Mutant, type Task } from '@execret/core';
import { canonicalProblem } from '@execret/mutator';
import { findEntryPoint } from './find-entry-point.js';
import { skippedRecord, type ImportOptions, type ImportReport, type ImportResult } from './import-result.js';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

// Query metadata keys the build writes itself; the release's values are not carried over.
const REBUILT_KEYS = new Set(['task_id', 'language', 'domain', 'entry_point', 'test_setup', 'source']);

/** The changed lines between a canonical and a distractor: 1-based first line, before and after. */
function lineDifference(canonical: string, distractor: string): { line: number; before: string; after: string } {
  const left = canonical.split('\n');
  const right = distractor.split('\n');
  let prefix = 0;
  while (prefix < left.length && prefix < right.length && left[prefix] === right[prefix]) prefix += 1;
  let suffix = 0;
  while (suffix < left.length - prefix && suffix < right.length - prefix && left[left.length - 1 - suffix] === right[right.length - 1 - suffix]) suffix += 1;
  return {
    line: prefix + 1,
    before: left.slice(prefix, left.length - suffix).join('\n'),
    after: right.slice(prefix, right.length - suffix).join('\n'),
  };
}

/** The 1-based line of each query id in `queries.jsonl` (readBundle keeps rows, not their lines). */
async function queryLines(path: string, abortSignal: AbortSignal | undefined): Promise<Map<string, number>> {
  const lines = new Map<string, number>();
  // readBundle has validated the file already; lines it rejected are not queries.
  for await (const { value, line } of readJsonl<unknown>(path, { abortSignal, onInvalidLine: () => undefined })) {
    const id = (value as { query_id?: unknown } | null)?.query_id;
    if (typeof id === 'string' && !lines.has(id)) lines.set(id, line);
  }
  return lines;
}

/**
 * `--from release`: an ExecRetrieval-format release folder (the folder, or its `data/` subfolder,
 * holding `queries.jsonl` and `corpus.jsonl`; `distractor_metadata.jsonl` is used when present).
 * The bundle is validated first and an invalid one throws. Each query becomes a task:
 * - task id: `metadata.task_id` when the release has one (a bundle execret built), else the `query_id`;
 * - canonical: the snippet of its first correct id; language, domain, entry point and test setup
 *   from the query metadata, with fallbacks (python; the domain in `entry_id` `exec_<domain>_<n>`;
 *   the defined function the tests call);
 * - candidates: its paired distractors, kept as they are (bug type from the corpus; operator, line
 *   and edit from `distractor_metadata.jsonl`, else operator `release` and the edit found by
 *   comparing lines), so the build re-verifies the release instead of mutating again.
 * The release's other query metadata (generator model, dates) is kept, with `release_query_id` and
 * `release_entry_id`. Queries whose language is unknown, whose entry point cannot be found, or
 * whose canonical does not parse or does not define the entry point at the top level are skipped
 * with a reason, naming `queries.jsonl`, the query's line and its task id.
 */
export async function importRelease(path: string, options: ImportOptions = {}): Promise<ImportResult> {
  const found = await stat(path).catch(() => undefined);
  if (found === undefined || !found.isDirectory()) throw new InvalidArgumentError(`--from release needs a release folder (with queries.jsonl and corpus.jsonl, or data/ holding them), got ${JSON.stringify(path)}, which is ${found === undefined ? 'missing' : 'not a folder'}`);
  const { bundle, directory } = await readBundle(path, { abortSignal: options.abortSignal });
  const lineOf = await queryLines(join(directory, BUNDLE_FILES.queries), options.abortSignal);
  const corpus = new Map(bundle.corpus.map((row) => [row.corpus_id, row]));
  const details = new Map((bundle.distractorMetadata ?? []).map((row) => [row.corpus_id, row]));
  const tasks: Task[] = [];
  const candidates = new Map<string, Mutant[]>();
  const report: ImportReport = { skipped: [] };
  const firstQuery = new Map<string, string>();
  const locations = new Map<string, { file: string; line: number }>();
  for (const query of bundle.queries) {
    throwIfAborted(options.abortSignal, () => 'import interrupted');
    const metadata = query.metadata;
    const ownId = metadata['task_id'];
    const taskId = typeof ownId === 'string' && ownId !== '' ? ownId : query.query_id;
    const skip = (reason: string): void => {
      report.skipped.push(skippedRecord(BUNDLE_FILES.queries, lineOf.get(query.query_id), taskId, reason));
    };
    const canonical = corpus.get(query.correct_corpus_ids[0] as string);
    if (canonical === undefined) {
      // readBundle rejects dangling ids, so this only guards against a changed reader.
      skip(`correct id ${JSON.stringify(query.correct_corpus_ids[0])} is not in corpus.jsonl`);
      continue;
    }
    // Before anything parses the code: a huge task is skipped, named, and the import goes on.
    const tooBig = taskSizeProblem({ canonical: canonical.code, tests: query.test_suite, testSetup: typeof metadata['test_setup'] === 'string' ? metadata['test_setup'] : undefined })
      ?? query.paired_distractor_corpus_ids.map((id) => codeSizeProblem(corpus.get(id)?.code ?? '', `distractor ${id}`)).find((found) => found !== undefined);
    if (tooBig !== undefined) {
      skip(`too big to build from: ${tooBig}`);
      continue;
    }
    const language = metadata['language'] ?? 'python';
    if (typeof language !== 'string' || !(LANGUAGES as readonly string[]).includes(language)) {
      skip(`field "metadata.language" must be one of ${LANGUAGES.join(', ')} when present, got ${JSON.stringify(language)}`);
      continue;
    }
    const given = metadata['entry_point'];
    const entryPoint = typeof given === 'string' && IDENTIFIER.test(given) ? given : findEntryPoint(canonical.code, query.test_suite, language as Language);
    if (entryPoint === undefined) {
      skip('cannot tell the entry point: no metadata.entry_point, and no test calls a function defined at the top level of the canonical');
      continue;
    }
    const previous = firstQuery.get(taskId);
    if (previous !== undefined) {
      skip(`duplicate task id ${JSON.stringify(taskId)}: query ${previous} has it already`);
      continue;
    }
    const problem = await canonicalProblem(canonical.code, { language: language as Language, entryPoint });
    if (problem !== undefined) {
      skip(problem);
      continue;
    }
    firstQuery.set(taskId, query.query_id);
    const line = lineOf.get(query.query_id);
    if (line !== undefined) locations.set(taskId, { file: BUNDLE_FILES.queries, line });
    const domain = typeof metadata['domain'] === 'string' ? metadata['domain'] : (/^exec_(.+)_\d+$/.exec(query.entry_id)?.[1] ?? '');
    const setup = metadata['test_setup'];
    const kept = Object.fromEntries(Object.entries(metadata).filter(([key]) => !REBUILT_KEYS.has(key)));
    tasks.push({
      taskId,
      language: language as Language,
      domain,
      query: query.query,
      entryPoint,
      canonical: canonical.code,
      tests: query.test_suite,
      ...(typeof setup === 'string' && setup.trim() !== '' ? { testSetup: setup } : {}),
      metadata: { ...kept, task_id: taskId, release_query_id: query.query_id, release_entry_id: query.entry_id },
    });
    candidates.set(
      taskId,
      query.paired_distractor_corpus_ids.flatMap((id): Mutant[] => {
        const row = corpus.get(id);
        if (row === undefined) return [];
        const detail = details.get(id);
        const edit = detail === undefined ? lineDifference(canonical.code, row.code) : { line: detail.line, before: detail.before, after: detail.after };
        return [{ code: row.code, bugType: row.bug_type ?? detail?.bug_type ?? 'unknown', operator: detail?.operator ?? 'release', ...edit }];
      }),
    );
  }
  return { tasks, candidates, report, locations };
}
