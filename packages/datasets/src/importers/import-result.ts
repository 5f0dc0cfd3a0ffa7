import { basename } from 'node:path';
import { ExecretError, ExecretErrorCode, FieldReader, formatLocation, readJsonl, taskSizeProblem, throwIfAborted, type Mutant, type RowLocation, type Task } from '@execret/core';
import { canonicalProblem } from '@execret/mutator';

/** Why a task is too big to build from (`TASK_SIZE_LIMITS` of `@execret/core`), as a skip reason. */
export function taskTooBig(task: Pick<Task, 'canonical' | 'tests' | 'testSetup'>): string | undefined {
  const problem = taskSizeProblem(task);
  return problem === undefined ? undefined : `too big to build from: ${problem}`;
}

/** A record an importer could not turn into a task. */
export interface SkippedRecord {
  /**
   * Where the record is, for people: `file:line`, followed by ` (task id)` when the id could be read
   * (`?` for the line when it is unknown). The file is its base name, never a path of the machine
   * that imported it.
   */
  source: string;
  /** Base name of the file holding the record (`HumanEval.jsonl`; `queries.jsonl` for a release). */
  file: string;
  /** 1-based line of the record in {@link SkippedRecord.file}, when known. */
  line?: number;
  /** The record's task id, when it could be read. */
  task_id?: string;
  /** Why it was skipped: what is wrong, what was expected and what was found. */
  reason: string;
}

/** What an importer left out, with reasons; nothing is dropped without an entry here. */
export interface ImportReport {
  /** Records that did not become tasks, in file order. */
  skipped: SkippedRecord[];
}

/** What an importer returns. */
export interface ImportResult {
  /** The tasks, in source order. */
  tasks: Task[];
  /**
   * Fixed distractor candidates per task id. The release importer keeps the release's own
   * distractors here so the build re-verifies them instead of mutating again; other importers
   * leave it out and the build runs the mutator.
   */
  candidates?: Map<string, Mutant[]>;
  /** Records that were skipped, with reasons. */
  report: ImportReport;
  /**
   * Where each task came from, by task id: the base name of its file and its 1-based line (absent
   * when the importer cannot tell). The build names it when it has to skip a task later.
   */
  locations?: Map<string, { file: string; line: number }>;
}

/** Options every importer takes. */
export interface ImportOptions {
  /** Stops reading; the importer then rejects with the signal's reason. */
  abortSignal?: AbortSignal;
}

/**
 * One importer: reads the source at `path` (a file or folder, as the importer documents) and
 * returns its tasks. Records that cannot become tasks go to `report.skipped`; only a source that
 * cannot be read at all (or an abort) rejects.
 */
export type Importer = (path: string, options?: ImportOptions) => Promise<ImportResult>;

/** A skip entry for the record at `line` of `file` (a base name). */
export function skippedRecord(file: string, line: number | undefined, taskId: string | undefined, reason: string): SkippedRecord {
  return {
    source: `${file}:${line ?? '?'}${taskId === undefined ? '' : ` (${taskId})`}`,
    file,
    ...(line === undefined ? {} : { line }),
    ...(taskId === undefined ? {} : { task_id: taskId }),
    reason,
  };
}

/** What a record visitor of {@link importJsonlRecords} returns: a task, or why the record is skipped. */
export type RecordOutcome = Task | { skip: string; taskId?: string };

/** The message of an execret error without its leading `file:line: ` (the skip entry's source says it). */
function withoutLocation(error: ExecretError): string {
  const prefix = error.location === undefined ? '' : `${formatLocation(error.location)}: `;
  return prefix !== '' && error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
}

/** The record's own id (`taskId` or `task_id`), for naming a skipped record. */
function recordId(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const id = record['taskId'] ?? record['task_id'];
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}

/**
 * Reads a JSONL file of records and turns each into a task with `visit`. A line that is not JSON,
 * a record whose fields are wrong (`visit` throws a schema error, e.g. through a `FieldReader`), a
 * record `visit` declines, a repeated task id and a task whose canonical does not parse or does not
 * define its entry point (see {@link canonicalProblem}) are each listed in `report.skipped` with
 * the file's base name, line, task id and reason; reading goes on. A file that cannot be read
 * throws, naming the path as given.
 */
export async function importJsonlRecords(
  path: string,
  visit: (reader: FieldReader, location: RowLocation) => RecordOutcome,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const tasks: Task[] = [];
  const report: ImportReport = { skipped: [] };
  const locations = new Map<string, { file: string; line: number }>();
  const file = basename(path);
  const firstLine = new Map<string, number>();
  const records = readJsonl<unknown>(path, {
    abortSignal: options.abortSignal,
    onInvalidLine: (error) => report.skipped.push(skippedRecord(file, error.location?.line, undefined, withoutLocation(error))),
  });
  for await (const { value, line } of records) {
    throwIfAborted(options.abortSignal, () => 'import interrupted');
    const location: RowLocation = { file: path, line };
    let outcome: RecordOutcome;
    try {
      outcome = visit(new FieldReader(value, location), location);
    } catch (error) {
      if (ExecretError.isInstance(error) && error.code === ExecretErrorCode.SCHEMA) {
        report.skipped.push(skippedRecord(file, line, recordId(value), withoutLocation(error)));
        continue;
      }
      throw error;
    }
    if ('skip' in outcome) {
      report.skipped.push(skippedRecord(file, line, outcome.taskId, outcome.skip));
      continue;
    }
    const previous = firstLine.get(outcome.taskId);
    if (previous !== undefined) {
      report.skipped.push(skippedRecord(file, line, outcome.taskId, `duplicate task id ${JSON.stringify(outcome.taskId)}: the task on line ${previous} has it already`));
      continue;
    }
    // Before the canonical is parsed: a huge task is skipped, named, and the import goes on.
    const problem = taskTooBig(outcome) ?? (await canonicalProblem(outcome.canonical, { language: outcome.language, entryPoint: outcome.entryPoint }));
    if (problem !== undefined) {
      report.skipped.push(skippedRecord(file, line, outcome.taskId, problem));
      continue;
    }
    firstLine.set(outcome.taskId, line);
    locations.set(outcome.taskId, { file, line });
    tasks.push(outcome);
  }
  return { tasks, report, locations };
}
