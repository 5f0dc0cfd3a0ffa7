import { InvalidArgumentError, isTestOutcome } from '@execret/core';
import { amplifyTests, type AmplificationReport, type AmplifyStage, type AmplifyTestsResult } from '@execret/datasets';
import { isTimingSensitive, withTestTimeout, type Oracle, type TaskCandidates } from '@execret/oracle';
import type { Progress } from './progress.js';

/** Checks `--amplify <n>` before any work: absent, or a positive integer. */
export function checkAmplify(amplify: number | undefined): void {
  if (amplify !== undefined && (!Number.isSafeInteger(amplify) || amplify < 1)) throw new InvalidArgumentError(`--amplify must be a positive integer (the most generated tests per task), got ${String(amplify)}`);
}

const STAGE_LABELS: Readonly<Record<AmplifyStage, string>> = {
  survivors: 'amplify: candidates vs tests',
  probe: 'amplify: canonical on new inputs',
  kills: 'amplify: survivors vs new tests',
  check: 'amplify: canonical vs new suite',
};

/** G4's rule for one outcome: a `TIMEOUT`, a killed or exited process or a `MemoryError` may change with machine load. */
function timingSensitiveOutcome(outcome: string): boolean {
  return !isTestOutcome(outcome) || isTimingSensitive({ status: 'completed', testResults: [outcome], passesAllTests: false, durationMs: 0 });
}

/**
 * `build --amplify <n>`: runs `amplifyTests` of `@execret/datasets` over the mutated tasks, every
 * job in the oracle's sandbox, one progress stage per step.
 */
export async function amplifyStage(
  candidates: readonly TaskCandidates[],
  options: { maxTests: number; seed: number; oracle: Oracle; testTimeoutMs?: number | undefined; progress: Progress; abortSignal?: AbortSignal | undefined },
): Promise<AmplifyTestsResult> {
  let current: AmplifyStage | undefined;
  let tick: (done: number) => void = () => undefined;
  try {
    return await amplifyTests(candidates, {
      runner: withTestTimeout(options.oracle, options.testTimeoutMs),
      timingSensitive: timingSensitiveOutcome,
      maxTests: options.maxTests,
      seed: options.seed,
      ...(options.abortSignal === undefined ? {} : { abortSignal: options.abortSignal }),
      onProgress: (stage, done, total) => {
        if (stage !== current) {
          options.progress.done();
          current = stage;
          tick = options.progress.stage(STAGE_LABELS[stage], total);
        }
        tick(done);
      },
    });
  } finally {
    options.progress.done();
  }
}

/** The amplification lines of the build report table. */
export function formatAmplification(report: AmplificationReport): string[] {
  const lines = [
    '',
    `generated tests (--amplify ${report.max_tests_per_task}): ${report.generated_tests} added to ${report.tasks_amplified} tasks; they fail ${report.survivors_killed} of ${report.survivors} candidates that passed the tasks' own tests`,
  ];
  for (const [reason, tasks] of Object.entries(report.not_amplified)) lines.push(`  tasks without generated tests: ${tasks}: ${reason}`);
  return lines;
}
