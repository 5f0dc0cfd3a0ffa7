import type { Mutant } from '@execret/core';
import type { SyntaxCheckResult } from '../executor.js';
import { failTask, passTask, rejectCandidate, type ValidationGate } from './validation-gate.js';

function syntaxProblems(result: SyntaxCheckResult): string[] {
  if (result.status === 'ok') return [];
  return result.problems.map((problem) => (problem.part === 'test' ? `test ${problem.testIndex}: ${problem.message}` : `${problem.part}: ${problem.message}`));
}

/**
 * G2 syntax and entry point: the canonical, setup and tests parse and the canonical defines the
 * entry point (else the task is rejected); each remaining candidate parses and defines it (else it
 * is dropped). Nothing runs.
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
    const options = { abortSignal: context.abortSignal };
    await Promise.all(
      tasks.map(async (item) => {
        const { task } = item;
        const base = { language: task.language, tests: task.tests, testSetup: task.testSetup, entryPoint: task.entryPoint };
        const canonicalCheck = await context.oracle.checkSyntax({ ...base, code: task.canonical }, options);
        tick();
        const problems = syntaxProblems(canonicalCheck);
        if (problems.length > 0) {
          failTask(item, 'G2', problems);
          return;
        }
        passTask(item, 'G2');
        await Promise.all(
          [...item.alive].map(async (index) => {
            const mutant = item.mutants[index] as Mutant;
            const check = await context.oracle.checkSyntax({ ...base, code: mutant.code }, options);
            tick();
            const mutantProblems = syntaxProblems(check);
            if (mutantProblems.length > 0) rejectCandidate(item, index, 'G2', mutantProblems.join('; '));
          }),
        );
      }),
    );
  },
};
