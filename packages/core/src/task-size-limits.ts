import type { Task } from './types.js';

/**
 * The largest task execret builds from, in UTF-8 bytes. A bigger canonical is not a benchmark
 * task (HumanEval's largest is under 3 KB): mutating, parsing and executing it grows with its size
 * (a 6 MB canonical held the event loop for minutes), so imports and builds skip it, named, and go on.
 */
export const TASK_SIZE_LIMITS = {
  /** The canonical implementation (and any distractor of a release). */
  codeBytes: 64 * 1024,
  /** One test statement. */
  testBytes: 64 * 1024,
  /** Every test of the task together, with its `testSetup`. */
  testSuiteBytes: 1024 * 1024,
} as const;

/** Limits {@link taskSizeProblem} checks against (default {@link TASK_SIZE_LIMITS}). */
export type TaskSizeLimits = { readonly [K in keyof typeof TASK_SIZE_LIMITS]: number };

function bytes(count: number): string {
  return `${count.toLocaleString('en-US')} bytes`;
}

/**
 * Why a task is too big to build from, or undefined when it is within `limits`: its canonical,
 * one test, or its whole suite (tests and `testSetup`) is larger than the limit, in UTF-8 bytes
 * (e.g. `the canonical is 6,291,456 bytes; the limit is 65,536 bytes`). Only lengths are computed.
 */
export function taskSizeProblem(task: Pick<Task, 'canonical' | 'tests'> & { testSetup?: string | undefined }, limits: TaskSizeLimits = TASK_SIZE_LIMITS): string | undefined {
  const canonical = Buffer.byteLength(task.canonical, 'utf8');
  if (canonical > limits.codeBytes) return `the canonical is ${bytes(canonical)}; the limit is ${bytes(limits.codeBytes)}`;
  let suite = task.testSetup === undefined ? 0 : Buffer.byteLength(task.testSetup, 'utf8');
  for (const [index, test] of task.tests.entries()) {
    const size = Buffer.byteLength(test, 'utf8');
    if (size > limits.testBytes) return `tests[${index}] is ${bytes(size)}; the limit per test is ${bytes(limits.testBytes)}`;
    suite += size;
  }
  if (suite > limits.testSuiteBytes) return `the tests${task.testSetup === undefined ? '' : ' and test setup'} are ${bytes(suite)} together; the limit per task is ${bytes(limits.testSuiteBytes)}`;
  return undefined;
}

/** Why a piece of code (a release's distractor) is too big, or undefined within {@link TASK_SIZE_LIMITS}`.codeBytes`. */
export function codeSizeProblem(code: string, what: string, limit: number = TASK_SIZE_LIMITS.codeBytes): string | undefined {
  const size = Buffer.byteLength(code, 'utf8');
  return size > limit ? `${what} is ${bytes(size)}; the limit is ${bytes(limit)}` : undefined;
}
