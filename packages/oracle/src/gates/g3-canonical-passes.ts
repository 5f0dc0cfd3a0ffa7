import type { ExecutionVerdict } from '../executor.js';
import type { OracleJob } from '../oracle.js';
import { failTask, passTask, type ValidationGate } from './validation-gate.js';

/**
 * G3 canonical passes: every canonical runs in two separate fresh runs (the cache is neither read
 * nor, the first time, written; the second run refreshes it), and both must pass every test. Runs
 * that disagree mark the canonical as flaky.
 *
 * Both runs execute on every build, also on a rebuild whose cache was seeded from an exported
 * build cache: a cached answer would make the two runs agree by construction, so flakiness can
 * only be caught by running; each run's `status` is in the audit, and an imported row knows only
 * outcomes (`imported`), so answering from it would change `dataset_validation.json`; and a
 * canonical passes far from every limit, so its runs are cheap and give the same outcomes on a
 * loaded machine. A rebuild from an imported cache that holds every candidate's verdict and G4's
 * confirming runs therefore executes the canonicals twice (and G2's syntax checks, never cached)
 * and nothing else.
 */
export const canonicalPassesGate: ValidationGate = {
  name: 'G3',
  async run(tasks, context) {
    const jobs: OracleJob[] = tasks.map((item) => ({ language: item.task.language, code: item.task.canonical, tests: item.task.tests, testSetup: item.task.testSetup }));
    const signal = context.abortSignal;
    const first = await context.oracle.run(jobs, { cacheMode: 'off', abortSignal: signal, onProgress: (done, total) => context.onProgress('G3', done, 2 * total) });
    const second = await context.oracle.run(jobs, {
      cacheMode: 'write-only',
      abortSignal: signal,
      onProgress: (done, total) => context.onProgress('G3', total + done, 2 * total),
    });
    tasks.forEach((item, position) => {
      const runs = [first[position], second[position]] as ExecutionVerdict[];
      item.canonicalRuns = runs;
      item.audit.canonical.runs = runs.map((verdict) => ({ status: verdict.status, test_results: verdict.testResults, passes_all_tests: verdict.passesAllTests }));
      const problems: string[] = [];
      runs.forEach((verdict, run) => {
        if (verdict.passesAllTests) return;
        const failing = verdict.testResults.map((outcome, index) => ({ outcome, index })).filter(({ outcome }) => outcome !== 'pass');
        const shown = failing.slice(0, 3).map(({ outcome, index }) => `test ${index}: ${outcome}`).join('; ');
        problems.push(`run ${run + 1}: the canonical fails ${failing.length} of ${verdict.testResults.length} tests (${shown}${failing.length > 3 ? '; …' : ''})`);
      });
      if (problems.length > 0) {
        if (runs.some((verdict) => verdict.passesAllTests)) problems.push('the two runs disagree: the canonical is flaky');
        failTask(item, 'G3', problems);
      } else {
        passTask(item, 'G3');
      }
    });
  },
};
