import { ExecretError, ExecretErrorCode, FieldReader, formatLocation, readJsonl, type Mutant, type RowLocation, type Task } from '@execret/core';

/** A record an importer could not turn into a task. */
export interface SkippedRecord {
  /** Where the record is: `file:line`, followed by ` (task id)` when the id could be read; a query id for releases. */
  source: string;
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
 * record `visit` declines and a repeated task id are each listed in `report.skipped` with the file,
 * line and reason; reading goes on. A file that cannot be read throws.
 */
export async function importJsonlRecords(path: string, visit: (reader: FieldReader, location: RowLocation) => RecordOutcome): Promise<ImportResult> {
  const tasks: Task[] = [];
  const report: ImportReport = { skipped: [] };
  const firstLine = new Map<string, number>();
  const records = readJsonl<unknown>(path, {
    onInvalidLine: (error) => report.skipped.push({ source: `${path}:${error.location?.line ?? '?'}`, reason: withoutLocation(error) }),
  });
  for await (const { value, line } of records) {
    const location: RowLocation = { file: path, line };
    let outcome: RecordOutcome;
    try {
      outcome = visit(new FieldReader(value, location), location);
    } catch (error) {
      if (ExecretError.isInstance(error) && error.code === ExecretErrorCode.SCHEMA) {
        const id = recordId(value);
        report.skipped.push({ source: `${path}:${line}${id === undefined ? '' : ` (${id})`}`, reason: withoutLocation(error) });
        continue;
      }
      throw error;
    }
    if ('skip' in outcome) {
      report.skipped.push({ source: `${path}:${line}${outcome.taskId === undefined ? '' : ` (${outcome.taskId})`}`, reason: outcome.skip });
      continue;
    }
    const previous = firstLine.get(outcome.taskId);
    if (previous !== undefined) {
      report.skipped.push({ source: `${path}:${line} (${outcome.taskId})`, reason: `duplicate task id ${JSON.stringify(outcome.taskId)}: the task on line ${previous} has it already` });
      continue;
    }
    firstLine.set(outcome.taskId, line);
    tasks.push(outcome);
  }
  return { tasks, report };
}
