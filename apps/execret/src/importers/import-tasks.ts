import { InvalidArgumentError } from '@execret/core';
import { importHumanEval } from './humaneval-importer.js';
import type { ImportResult } from './import-result.js';
import { importJsonlTasks } from './jsonl-task-importer.js';
import { importMbpp } from './mbpp-importer.js';
import { importRelease } from './release-importer.js';

export { findEntryPoint } from './find-entry-point.js';
export { importHumanEval, splitHumanEvalPrompt, splitHumanEvalTests } from './humaneval-importer.js';
export type { HumanEvalPromptParts, HumanEvalTests } from './humaneval-importer.js';
export type { ImportReport, ImportResult, SkippedRecord } from './import-result.js';
export { importJsonlTasks } from './jsonl-task-importer.js';
export { importMbpp } from './mbpp-importer.js';
export { importRelease } from './release-importer.js';

/** The task sources `execret build --from <kind> <path>` reads. */
export const IMPORT_KINDS = ['jsonl', 'humaneval', 'mbpp', 'release'] as const;
/** One of {@link IMPORT_KINDS}. */
export type ImportKind = (typeof IMPORT_KINDS)[number];

/**
 * Reads tasks from a source of the given kind: `jsonl` (one Task per line), `humaneval` (HumanEval
 * JSONL), `mbpp` (MBPP JSONL) or `release` (an ExecRetrieval-format release folder). Records that
 * cannot become tasks are listed in `report.skipped` with a reason; nothing is executed here (the
 * build's oracle gates reject tasks whose canonical fails its tests).
 */
export async function importTasks(kind: ImportKind, path: string): Promise<ImportResult> {
  switch (kind) {
    case 'jsonl':
      return importJsonlTasks(path);
    case 'humaneval':
      return importHumanEval(path);
    case 'mbpp':
      return importMbpp(path);
    case 'release':
      return importRelease(path);
    default:
      throw new InvalidArgumentError(`--from must be one of ${IMPORT_KINDS.join(', ')}, got ${JSON.stringify(kind)}`);
  }
}
