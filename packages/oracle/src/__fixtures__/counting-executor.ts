import type { Language, TestOutcome } from '@execret/core';
import { DEFAULT_LIMITS } from '../execution-limits.js';
import type { ExecuteOptions, ExecutionJob, ExecutionVerdict, Executor, RuntimeDescription, SyntaxCheckJob, SyntaxCheckResult } from '../executor.js';

/** A test double: answers every job from a function of the job and records the jobs it ran. */
export class CountingExecutor implements Executor {
  /** Jobs run, in call order. */
  calls: ExecutionJob[] = [];
  /** The time scale of each call (1 when not given), in call order. */
  timeScales: number[] = [];
  /** True once `dispose()` was called. */
  disposed = false;

  constructor(
    private readonly answer: (job: ExecutionJob, options: ExecuteOptions) => ExecutionVerdict,
    readonly language: Language = 'python',
  ) {}

  get executedJobs(): number {
    return this.calls.length;
  }

  async describeRuntime(): Promise<RuntimeDescription> {
    return { language: this.language, interpreter: 'stub', version: '1', components: {}, limits: { ...DEFAULT_LIMITS }, fingerprint: `stub-runtime-${this.language}` };
  }

  async execute(job: ExecutionJob, options: ExecuteOptions = {}): Promise<ExecutionVerdict> {
    this.calls.push(job);
    this.timeScales.push(options.timeScale ?? 1);
    return this.answer(job, options);
  }

  async checkSyntax(_job: SyntaxCheckJob): Promise<SyntaxCheckResult> {
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
