import { readFile } from 'node:fs/promises';
import type { FieldReader } from '@execret/core';
import { checkMaxPlusInputs, planEvalPlusTests } from './evalplus-test-plan.js';
import { importJsonlRecords, type ImportOptions, type ImportResult } from './import-result.js';

const IDENTIFIER = /^[A-Za-z_]\w*$/;

/** Options of the EvalPlus importers (`humanevalplus`, `mbppplus`). */
export interface EvalPlusImportOptions extends ImportOptions {
  /**
   * Most plus inputs per task that become tests (default `DEFAULT_MAX_PLUS_INPUTS`, 10; 0: base
   * inputs only). Picked at evenly spread positions, see {@link planEvalPlusTests}.
   */
  maxPlusInputs?: number;
}

/** What a layout reads from a record besides the inputs: the query and the code. */
export interface EvalPlusTaskText {
  /** The natural-language query. */
  query: string;
  /** The canonical implementation, defining the entry point at the top level. */
  canonical: string;
  /** Examples written in the prompt (kept in `metadata.examples`), when it has any. */
  examples?: string;
}

/**
 * The file's lines as written, numbered as `readJsonl` numbers them (a byte-order mark and a `\r`
 * before each `\n` removed), or `undefined` when it cannot be read (then `readJsonl` reports why).
 */
async function readRawLines(path: string): Promise<string[] | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return undefined;
  }
  const lines = text.split('\n').map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
  if (lines[0]?.startsWith('\ufeff')) lines[0] = lines[0].slice(1);
  return lines;
}

/**
 * Reads an EvalPlus JSONL file (HumanEval+ or MBPP+ layout): `task_id`, `entry_point` and
 * `canonical_solution` as both layouts write them, the query and code through `describe` (the
 * layouts differ there), and the inputs through {@link planEvalPlusTests}. The tasks come back
 * with no tests and their plan in `metadata.evalplus`: the expected outputs are the canonical's
 * outputs, which only running it can tell (`resolveExpectedOutputs` does, in the oracle's sandbox).
 * Every record that cannot become a task is in `report.skipped` with file, line, task id and the
 * field at fault (see {@link importJsonlRecords} for what else is checked).
 */
export async function importEvalPlusRecords(
  path: string,
  options: EvalPlusImportOptions,
  domain: string,
  describe: (reader: FieldReader, entryPoint: string) => EvalPlusTaskText | { skip: string },
): Promise<ImportResult> {
  const maxPlusInputs = checkMaxPlusInputs(options.maxPlusInputs);
  const lines = await readRawLines(path);
  return importJsonlRecords(
    path,
    (reader, location) => {
      const taskId = reader.string('task_id');
      const entryPoint = reader.string('entry_point', { pattern: IDENTIFIER, patternText: 'a Python identifier' });
      const text = describe(reader, entryPoint);
      if ('skip' in text) return { taskId, skip: text.skip };
      const plan = planEvalPlusTests(reader, lines?.[location.line - 1], maxPlusInputs);
      if ('skip' in plan) return { taskId, skip: plan.skip };
      return {
        taskId,
        language: 'python',
        domain,
        query: text.query,
        entryPoint,
        canonical: text.canonical,
        tests: [],
        metadata: { task_id: taskId, ...(text.examples === undefined || text.examples === '' ? {} : { examples: text.examples }), evalplus: plan },
      };
    },
    options,
  );
}
