import type { Language, TestOutcome } from '@execret/core';
import { DEFAULT_LIMITS } from '../execution-limits.js';
import type { ExecutionJob, ExecutionVerdict, Executor, RuntimeDescription } from '../executor.js';

/** A test double: answers every job from a function of the job and records the jobs it ran. */
export class CountingExecutor implements Executor {
  /** Jobs run, in call order. */
  calls: ExecutionJob[] = [];
  /** True once `dispose()` was called. */
  disposed = false;

  constructor(
    private readonly answer: (job: ExecutionJob) => ExecutionVerdict,
    readonly language: Language = 'python',
  ) {}

  get executedJobs(): number {
    return this.calls.length;
  }

  async describeRuntime(): Promise<RuntimeDescription> {
    return { language: this.language, interpreter: 'stub', version: '1', components: {}, limits: { ...DEFAULT_LIMITS }, fingerprint: `stub-runtime-${this.language}` };
  }

  async execute(job: ExecutionJob): Promise<ExecutionVerdict> {
    this.calls.push(job);
    return this.answer(job);
  }

  async checkSyntax(): Promise<{ status: 'ok' }> {
    return { status: 'ok' };
  }

  async hardeningReport(): Promise<never> {
    throw new Error('not used');
  }

  async dispose(): Promise<void> {
    this.disposed = true;
  }
}

/** A `completed` verdict with these outcomes. */
export function completed(testResults: TestOutcome[]): ExecutionVerdict {
  return { status: 'completed', testResults, passesAllTests: testResults.length > 0 && testResults.every((outcome) => outcome === 'pass'), durationMs: 1 };
}
