import { importEvalPlusRecords, type EvalPlusImportOptions } from './evalplus-importer.js';
import { splitHumanEvalPrompt } from './humaneval-importer.js';
import type { ImportResult } from './import-result.js';

/**
 * `--from humanevalplus`: EvalPlus's HumanEval+ JSONL (`task_id`, `prompt`, `entry_point`,
 * `canonical_solution`, `base_input`, `plus_input`, `atol`; `contract` and `test` are not read).
 * Query, examples and canonical come from `prompt` and `canonical_solution` as in `--from humaneval`
 * (the docstring's prose is the query, its examples go to `metadata.examples`, the rest of the
 * prompt followed by the solution is the canonical); the tests come from the inputs
 * ({@link importEvalPlusRecords}): the task ids are the file's own (`HumanEval/0`).
 */
export async function importHumanEvalPlus(path: string, options: EvalPlusImportOptions = {}): Promise<ImportResult> {
  return importEvalPlusRecords(path, options, 'humanevalplus', (reader, entryPoint) => {
    const prompt = reader.string('prompt');
    const solution = reader.string('canonical_solution');
    const parts = splitHumanEvalPrompt(prompt, entryPoint);
    if (parts === undefined) return { skip: `field "prompt" must define ${entryPoint}(…) with a docstring in its body (the query comes from it), found none` };
    if (parts.query === '') return { skip: `field "prompt": the docstring of ${entryPoint}(…) holds only examples, no prose to use as the query` };
    return { query: parts.query, canonical: `${parts.code}${solution}`, examples: parts.examples };
  });
}
