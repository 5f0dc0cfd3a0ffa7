import type { Mutant } from '@execret/core';
import type { SyntaxCheckJob, SyntaxCheckResult } from '../executor.js';
import type { OracleJob } from '../oracle.js';
import { isInconclusive } from '../syntax-check-result.js';
import { failTask, passTask, rejectCandidate, type GateContext, type ValidationGate } from './validation-gate.js';

/** How often a syntax check that gave no answer (see {@link isInconclusive}) is tried in all. */
export const SYNTAX_CHECK_ATTEMPTS = 3;

/**
 * The syntax check, tried again (up to {@link SYNTAX_CHECK_ATTEMPTS} times) while it gives no
 * answer: a timing-dependent outcome never decides what is rejected when a later try answers.
 */
async function checkSyntax(job: OracleJob & SyntaxCheckJob, context: GateContext, firstTry?: SyntaxCheckResult): Promise<SyntaxCheckResult> {
  // `firstTry`: the job's result in a batch, which counts as its first try.
  let result = firstTry ?? (await context.oracle.checkSyntax(job, { abortSignal: context.abortSignal }));
  for (let attempt = 1; attempt < SYNTAX_CHECK_ATTEMPTS && isInconclusive(result); attempt += 1) {
    result = await context.oracle.checkSyntax(job, { abortSignal: context.abortSignal });
  }
  if (!isInconclusive(result) || result.status === 'ok') return result;
  return { status: 'invalid', problems: result.problems.map((problem) => ({ ...problem, message: `${problem.message} (no answer in ${SYNTAX_CHECK_ATTEMPTS} tries)` })) };
}

function syntaxProblems(result: SyntaxCheckResult): string[] {
  if (result.status === 'ok') return [];
  return result.problems.map((problem) => (problem.part === 'test' ? `test ${problem.testIndex}: ${problem.message}` : `${problem.part}: ${problem.message}`));
}

/**
 * G2 syntax and entry point: the canonical, setup and tests parse and the canonical defines the
 * entry point (else the task is rejected); each remaining candidate parses and defines it (else it
 * is dropped). Nothing runs; conclusive results are cached (`Oracle.checkSyntax`). A task's candidates are
 * checked in one batch (`Oracle.checkSyntaxBatch`: one forked process per task for Python). A check
 * that gives no answer (it timed out, or its process died; for a candidate: in the batch) is tried
 * again on its own, {@link SYNTAX_CHECK_ATTEMPTS} times in all, before it counts as a problem.
 */
export const syntaxGate: ValidationGate = {
  name: 'G2',
  async run(tasks, context) {
    const total = tasks.reduce((sum, item) => sum + 1 + item.alive.size, 0);
    let done = 0;
    const tick = (): void => {
      done += 1;
      context.onProgress('G2', done, total);
    };
    await Promise.all(
      tasks.map(async (item) => {
        const { task } = item;
        const base = { language: task.language, tests: task.tests, testSetup: task.testSetup, entryPoint: task.entryPoint };
        const canonicalCheck = await checkSyntax({ ...base, code: task.canonical }, context);
        tick();
        const problems = syntaxProblems(canonicalCheck);
        if (problems.length > 0) {
          failTask(item, 'G2', problems);
          return;
        }
        passTask(item, 'G2');
        // The task's candidates in one batch (one forked process for Python); a candidate the
        // batch gave no answer for is checked again on its own, as a single check would be.
        const indices = [...item.alive];
        const batch = await context.oracle.checkSyntaxBatch(
          indices.map((index) => ({ ...base, code: (item.mutants[index] as Mutant).code })),
          { abortSignal: context.abortSignal },
        );
        await Promise.all(
          indices.map(async (index, position) => {
            const check = await checkSyntax({ ...base, code: (item.mutants[index] as Mutant).code }, context, batch[position] as SyntaxCheckResult);
            tick();
            const mutantProblems = syntaxProblems(check);
            if (mutantProblems.length > 0) rejectCandidate(item, index, 'G2', mutantProblems.join('; '));
          }),
        );
      }),
    );
  },
};
