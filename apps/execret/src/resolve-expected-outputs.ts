import { DEFAULT_MAX_PLUS_INPUTS, resolveExpectedOutputs, type ImportResult } from '@execret/datasets';
import { withTestTimeout, type Oracle } from '@execret/oracle';
import { Option } from 'commander';
import { nonNegativeInteger } from './option-parsers.js';
import type { Progress } from './progress.js';

/** `build --max-plus-inputs <n>`: the cap the EvalPlus importers apply (default `DEFAULT_MAX_PLUS_INPUTS`). */
export function maxPlusInputsOption(): Option {
  return new Option('--max-plus-inputs <n>', 'most EvalPlus plus inputs per task that become tests (--from humanevalplus or mbppplus), picked at evenly spread positions')
    .argParser(nonNegativeInteger)
    .default(DEFAULT_MAX_PLUS_INPUTS);
}

/**
 * The build's step after importing: tasks of an EvalPlus import get their tests, the canonical's
 * outputs on their inputs, computed in the oracle's sandbox (`resolveExpectedOutputs` of
 * `@execret/datasets`), shown as a progress stage; other imports pass through untouched.
 */
export async function resolveImportedTests(result: ImportResult, options: { oracle: Oracle; testTimeoutMs?: number | undefined; progress: Progress; abortSignal?: AbortSignal | undefined }): Promise<ImportResult> {
  let tick: ((done: number) => void) | undefined;
  try {
    return await resolveExpectedOutputs(result, {
      runner: withTestTimeout(options.oracle, options.testTimeoutMs),
      ...(options.abortSignal === undefined ? {} : { abortSignal: options.abortSignal }),
      onProgress: (done, total) => {
        tick ??= options.progress.stage('expected outputs (canonical)', total);
        tick(done);
      },
    });
  } finally {
    if (tick !== undefined) options.progress.done();
  }
}
