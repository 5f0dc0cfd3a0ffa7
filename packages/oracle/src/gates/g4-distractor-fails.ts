import type { Mutant } from '@execret/core';
import type { DistractorAudit } from './dataset-validation.js';
import type { OracleJob } from '../oracle.js';
import { failTask, passTask, rejectCandidate, type GateTask, type ValidationGate } from './validation-gate.js';

/**
 * G4 distractor fails: a candidate textually equal to the canonical or to an earlier candidate is
 * dropped (as G5, a duplicate); the others run through the cache and must fail at least one test.
 * A task needs at least `minDistractors` such candidates.
 */
export const distractorFailsGate: ValidationGate = {
  name: 'G4',
  async run(tasks, context) {
    const jobs: OracleJob[] = [];
    const owners: Array<{ item: GateTask; index: number }> = [];
    for (const item of tasks) {
      const seenCode = new Map<string, string>([[item.task.canonical, 'the canonical']]);
      for (const index of [...item.alive].sort((left, right) => left - right)) {
        const mutant = item.mutants[index] as Mutant;
        const previous = seenCode.get(mutant.code);
        if (previous !== undefined) {
          rejectCandidate(item, index, 'G5', `same code as ${previous}`);
          continue;
        }
        seenCode.set(mutant.code, `candidate ${index}`);
        jobs.push({ language: item.task.language, code: mutant.code, tests: item.task.tests, testSetup: item.task.testSetup });
        owners.push({ item, index });
      }
    }
    const verdicts = await context.oracle.run(jobs, { abortSignal: context.abortSignal, onProgress: (done, total) => context.onProgress('G4', done, total) });
    verdicts.forEach((verdict, position) => {
      const { item, index } = owners[position] as { item: GateTask; index: number };
      item.distractorVerdicts.set(index, verdict);
      (item.audit.distractors[index] as DistractorAudit).test_results = verdict.testResults;
      if (verdict.passesAllTests) rejectCandidate(item, index, 'G4', 'passes every test (an equivalent mutant)');
      else item.eligible.push(index);
    });
    for (const item of tasks) {
      if (item.eligible.length < context.minDistractors) {
        failTask(item, 'G4', [`${item.eligible.length} candidate distractor(s) fail at least one test; at least ${context.minDistractors} needed`]);
      } else {
        passTask(item, 'G4');
      }
    }
  },
};
