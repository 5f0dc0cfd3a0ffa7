import {
  SeededRandom,
  codeSha256,
  testsSha256,
  type Bundle,
  type CorpusRow,
  type DistractorMetadataRow,
  type ExecutionCacheRow,
  type QueryRow,
  type VerifiedMutant,
  type VerifiedTask,
} from '@execret/core';

// Defined in core (the oracle's validation gates produce it); re-exported so existing imports keep working.
export type { VerifiedMutant } from '@execret/core';

/**
 * A task the oracle's validation gates accepted (`runValidationGates` returns them as
 * `accepted`), with where it came from.
 */
export interface AssembledTask extends VerifiedTask {
  /** Where the task came from, written to `metadata.source` (never a path: e.g. `jsonl:tasks.jsonl`). */
  source?: string;
}

/** One single edit of a stacked distractor, as `distractor_metadata.jsonl` records it under `edits`. */
export interface DistractorEditRow {
  operator: string;
  bug_type: string;
  line: number;
  before: string;
  after: string;
}

/**
 * The `edits` of a stacked distractor (a `StackedMutant` of `@execret/oracle`: a mutant carrying the
 * single edits it combines), in its order; undefined for a single-edit mutant.
 */
function stackedEdits(mutant: VerifiedMutant): DistractorEditRow[] | undefined {
  const edits = (mutant as VerifiedMutant & { edits?: unknown }).edits;
  if (!Array.isArray(edits)) return undefined;
  return (edits as Array<Pick<VerifiedMutant, 'operator' | 'bugType' | 'line' | 'before' | 'after'>>).map((edit) => ({
    operator: edit.operator,
    bug_type: edit.bugType,
    line: edit.line,
    before: edit.before,
    after: edit.after,
  }));
}

function pad(prefix: string, index: number, width: number): string {
  return `${prefix}${String(index).padStart(width, '0')}`;
}

/** Options of {@link assembleBundle}. */
export interface AssembleOptions {
  /** The build seed: it fixes the corpus id order. */
  seed: number;
}

/**
 * Turns verified tasks into a bundle in the release format. Query ids follow task order
 * (`q_0001`…); corpus ids are assigned to all snippets (canonicals and distractors) in a seeded
 * random order so that no id order reveals which snippet is the canonical; corpus rows are written
 * in id order. The execution cache holds the verdict of every snippet against its own query's tests.
 * Query metadata holds `task_id`, `language`, `domain`, `entry_point`, `test_setup` (when set),
 * `examples` (the task's `examples` as `{ call, expected }` objects, when it has any) and `source`,
 * then the task's own `metadata` fields; a task field of one of those names is ignored (a task's
 * `metadata.examples` is kept only when the task has no `examples` of its own). A stacked
 * distractor's metadata row also lists its single edits under `edits` (`{ operator, bug_type,
 * line, before, after }` each, the first being the row's own).
 */
export function assembleBundle(tasks: readonly AssembledTask[], options: AssembleOptions): Bundle {
  interface Snippet {
    taskIndex: number;
    code: string;
    mutant?: VerifiedMutant;
    results: string[];
    corpusId?: string;
  }
  const snippets: Snippet[] = [];
  tasks.forEach((assembled, taskIndex) => {
    snippets.push({ taskIndex, code: assembled.task.canonical, results: assembled.canonicalResults });
    for (const mutant of assembled.distractors) snippets.push({ taskIndex, code: mutant.code, mutant, results: mutant.testResults });
  });
  const width = Math.max(4, String(snippets.length).length);
  const queryWidth = Math.max(4, String(tasks.length).length);
  const order = new SeededRandom(options.seed).shuffle(snippets.map((_, index) => index));
  order.forEach((snippetIndex, position) => {
    (snippets[snippetIndex] as Snippet).corpusId = pad('c_', position + 1, width);
  });

  const queryIds = tasks.map((_, index) => pad('q_', index + 1, queryWidth));
  const queries: QueryRow[] = tasks.map((assembled, taskIndex) => {
    const own = snippets.filter((snippet) => snippet.taskIndex === taskIndex);
    const task = assembled.task;
    const recorded = {
      task_id: task.taskId,
      language: task.language,
      domain: task.domain,
      entry_point: task.entryPoint,
      ...(task.testSetup === undefined ? {} : { test_setup: task.testSetup }),
      // Query-time examples go to metadata, never into the query text: a first stage sees them only
      // when a run asks for it, and the execution-aware reranker reads them as `{ call, expected }`.
      ...(task.examples === undefined || task.examples.length === 0 ? {} : { examples: task.examples.map(({ call, expected }) => ({ call, expected })) }),
      source: assembled.source ?? 'execret',
    };
    return {
      query_id: queryIds[taskIndex] as string,
      query: task.query,
      test_suite: task.tests,
      correct_corpus_ids: own.filter((snippet) => snippet.mutant === undefined).map((snippet) => snippet.corpusId as string),
      paired_distractor_corpus_ids: own.filter((snippet) => snippet.mutant !== undefined).map((snippet) => snippet.corpusId as string).sort(),
      entry_id: task.taskId,
      // The task's own metadata comes after ours in key order but cannot replace ours: a task file
      // saying `"source": "/home/…/tasks.jsonl"` must not put a path of the building machine (or any
      // other claim about language, entry point or setup) in the bundle.
      metadata: { ...recorded, ...task.metadata, ...recorded },
    };
  });

  const sorted = [...snippets].sort((left, right) => ((left.corpusId as string) < (right.corpusId as string) ? -1 : 1));
  const corpus: CorpusRow[] = sorted.map((snippet) => ({
    corpus_id: snippet.corpusId as string,
    code: snippet.code,
    label: snippet.mutant === undefined ? 'correct' : 'incorrect',
    ...(snippet.mutant === undefined ? {} : { bug_type: snippet.mutant.bugType }),
    source_entry_id: (tasks[snippet.taskIndex] as AssembledTask).task.taskId,
  }));
  const distractorMetadata: DistractorMetadataRow[] = sorted
    .filter((snippet) => snippet.mutant !== undefined)
    .map((snippet) => {
      const mutant = snippet.mutant as VerifiedMutant;
      const edits = stackedEdits(mutant);
      return {
        corpus_id: snippet.corpusId as string,
        query_id: queryIds[snippet.taskIndex] as string,
        bug_type: mutant.bugType,
        operator: mutant.operator,
        line: mutant.line,
        before: mutant.before,
        after: mutant.after,
        ...(edits === undefined ? {} : { edits }),
      };
    });
  const executionCache: ExecutionCacheRow[] = sorted.map((snippet) => ({
    code_sha256: codeSha256(snippet.code),
    tests_sha256: testsSha256((tasks[snippet.taskIndex] as AssembledTask).task.tests),
    test_results: snippet.results,
    passes_all_tests: snippet.results.length > 0 && snippet.results.every((outcome) => outcome === 'pass'),
  }));
  return { queries, corpus, distractorMetadata, executionCache };
}
