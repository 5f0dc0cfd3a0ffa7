import { basename } from 'node:path';
import { InvalidArgumentError } from '@execret/core';
import type { EvalPlusImportOptions } from './evalplus-importer.js';
import { importHumanEval } from './humaneval-importer.js';
import { importHumanEvalPlus } from './humanevalplus-importer.js';
import { importHumanEvalX } from './humaneval-x-importer.js';
import type { ImportResult, Importer } from './import-result.js';
import { importJsonlTasks } from './jsonl-task-importer.js';
import { importMbpp } from './mbpp-importer.js';
import { importMbppPlus } from './mbppplus-importer.js';
import { importRelease } from './release-importer.js';

/**
 * Every task source `execret build --from <kind> <path>` reads, by kind; all have one signature
 * ({@link Importer}). Adding an importer is one file exporting an {@link Importer} and one row here;
 * the row order is the order the CLI lists the kinds in.
 * - `jsonl`: one Task per line ({@link importJsonlTasks});
 * - `humaneval`: HumanEval JSONL ({@link importHumanEval});
 * - `mbpp`: MBPP JSONL ({@link importMbpp});
 * - `humanevalplus`: EvalPlus's HumanEval+ JSONL ({@link importHumanEvalPlus});
 * - `mbppplus`: EvalPlus's MBPP+ JSONL ({@link importMbppPlus});
 * - `release`: an ExecRetrieval-format release folder ({@link importRelease});
 * - `humaneval-x`: HumanEval-X JSONL in any of its six languages ({@link importHumanEvalX}).
 *
 * The EvalPlus rows return tasks without tests, whose expected outputs the canonical gives:
 * `resolveExpectedOutputs` runs it (the build does so right after importing).
 */
export const IMPORTERS = {
  jsonl: importJsonlTasks,
  humaneval: importHumanEval,
  mbpp: importMbpp,
  humanevalplus: importHumanEvalPlus,
  mbppplus: importMbppPlus,
  release: importRelease,
  'humaneval-x': importHumanEvalX,
} as const satisfies Record<string, Importer>;

/** Options of {@link importTasks}: those of every row (a row ignores the ones it does not take). */
export type ImportTasksOptions = EvalPlusImportOptions;

/** A key of {@link IMPORTERS}: a task source `execret build --from` accepts. */
export type ImportKind = keyof typeof IMPORTERS;

/** The keys of {@link IMPORTERS}, in table order (the choices of `--from`). */
export const IMPORT_KINDS: readonly ImportKind[] = Object.freeze(Object.keys(IMPORTERS) as ImportKind[]);

/** True when `kind` names a row of {@link IMPORTERS} (own keys only, so `toString` is not a kind). */
export function isImportKind(kind: string): kind is ImportKind {
  return Object.hasOwn(IMPORTERS, kind);
}

/**
 * Reads tasks from a source of the given kind with its row of {@link IMPORTERS}. Records that
 * cannot become tasks are listed in `report.skipped` with a reason; nothing is executed here (the
 * build's oracle gates reject tasks whose canonical fails its tests).
 * @throws InvalidArgumentError when `kind` is not a key of {@link IMPORTERS}.
 */
export async function importTasks(kind: ImportKind, path: string, options: ImportTasksOptions = {}): Promise<ImportResult> {
  if (!isImportKind(kind)) throw new InvalidArgumentError(`--from must be one of ${IMPORT_KINDS.join(', ')}, got ${JSON.stringify(kind)}`);
  return IMPORTERS[kind](path, options);
}

/**
 * The `source` a build records for imported tasks (bundle `metadata.source`, `build_report.json`):
 * `<kind>:<base name of path>`, e.g. `humaneval:HumanEval.jsonl`, so a bundle never carries a path
 * of the machine that built it and is byte-identical wherever it is built.
 */
export function importSource(kind: ImportKind, path: string): string {
  return `${kind}:${basename(path)}`;
}
