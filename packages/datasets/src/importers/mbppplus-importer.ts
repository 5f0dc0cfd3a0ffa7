import { importEvalPlusRecords, type EvalPlusImportOptions } from './evalplus-importer.js';
import type { ImportResult } from './import-result.js';

/**
 * The parts of an MBPP+ `prompt`: a `"""` block holding the task's text and one or more example
 * assertions. Lines starting with `assert` are the examples; the other lines, joined with single
 * spaces, are the query. The quotes may be missing (the whole prompt is then the block).
 */
export function splitMbppPlusPrompt(prompt: string): { query: string; examples: string } {
  const block = prompt.replace(/\r\n?/g, '\n').trim().replace(/^(?:"""|''')/, '').replace(/(?:"""|''')$/, '');
  const lines = block.split('\n').map((line) => line.trim()).filter((line) => line !== '');
  return {
    query: lines.filter((line) => !/^assert\b/.test(line)).join(' ').replace(/\s+/g, ' '),
    examples: lines.filter((line) => /^assert\b/.test(line)).join('\n'),
  };
}

/**
 * `--from mbppplus`: EvalPlus's MBPP+ JSONL (`task_id`, `prompt`, `entry_point`,
 * `canonical_solution`, `base_input`, `plus_input`, `atol`; `contract` is not read). The query is
 * the text of `prompt` ({@link splitMbppPlusPrompt}; its `assert` lines go to `metadata.examples`);
 * the canonical is `canonical_solution` (a whole module: imports, helpers and the `def`) with `\n`
 * line ends and a final newline; the tests come from the inputs ({@link importEvalPlusRecords});
 * the task ids are the file's own (`Mbpp/2`). Inputs are passed as the file stores them: MBPP+
 * writes tuples, sets and complex numbers as lists and strings and rebuilds them with a table of
 * task numbers inside EvalPlus, which execret does not copy, so such a task's tests call the
 * canonical with the stored lists (an input on which it then raises is dropped, named).
 */
export async function importMbppPlus(path: string, options: EvalPlusImportOptions = {}): Promise<ImportResult> {
  return importEvalPlusRecords(path, options, 'mbppplus', (reader) => {
    const { query, examples } = splitMbppPlusPrompt(reader.string('prompt'));
    if (query === '') return { skip: 'field "prompt" holds no task description, only examples' };
    const code = reader.string('canonical_solution').replace(/\r\n?/g, '\n');
    return { query, canonical: code.endsWith('\n') ? code : `${code}\n`, examples };
  });
}
