import type { ExecutionJob } from './executor.js';
import type { TranspileItem, TypeScriptBatchTranspiler } from './typescript-batch-transpiler.js';
import { isAsyncTest, transpile, type TranspileResult, type TypeScriptModule } from './typescript-transpiler.js';

/** One test of a prepared job: its JavaScript, or the outcome (a syntax error) that replaces running it. */
export type PreparedTest = { source: string; async: boolean; original: string } | { error: string };

/**
 * A TypeScript job as the Node runners read it: code, setup and tests transpiled to JavaScript on
 * the host, or the syntax-error outcome that replaces each part. Both runners (a process per job
 * and a context per job) read exactly this shape.
 */
export interface PreparedTypeScriptJob {
  /** The code's syntax error (`ERROR: SyntaxError: …`), or null. */
  codeError: string | null;
  /** The code as JavaScript ('' when it does not parse). */
  code: string;
  /** The setup's syntax error, or null. */
  setupError: string | null;
  /** The setup as JavaScript, or null when there is none (or it does not parse). */
  setup: string | null;
  /** One entry per test, in order. */
  tests: PreparedTest[];
}

/** Wraps a test that awaits so it runs as a script: `(async () => { <test> })()`. */
export function wrapAsync(test: string): string {
  return `(async () => {\n${test}\n})()`;
}

/** The transpiled source of one test (the async wrapper applied first when the test awaits). */
export function transpileTest(ts: TypeScriptModule, test: string, index: number, messageChars: number): TranspileResult {
  return transpile(ts, isAsyncTest(test) ? wrapAsync(test) : test, `test-${index}.ts`, messageChars);
}

/**
 * Remembers transpiled code, setups and tests. A task's canonical and its distractors share one
 * test suite, a canonical runs twice (gate G3) and timing-sensitive verdicts are confirmed by a
 * second run, while `transpileModule` costs a millisecond or more per call: a build transpiles each
 * text once. A result depends only on the text, its file name (named in a diagnostic) and the
 * message cap, which together form the key. Bounded: when full, the oldest half is dropped.
 */
export class TranspileCache {
  private readonly entries = new Map<string, TranspileResult>();

  /** @param capacity Most texts remembered. */
  constructor(private readonly capacity = 20_000) {}

  /** The result of `transpile(ts, source, fileName, messageChars)`, transpiling on a miss. */
  get(ts: TypeScriptModule, source: string, fileName: string, messageChars: number): TranspileResult {
    const found = this.entries.get(TranspileCache.key(source, fileName, messageChars));
    if (found !== undefined) return found;
    const result = transpile(ts, source, fileName, messageChars);
    this.set(source, fileName, messageChars, result);
    return result;
  }

  /** Transpiles every text of `jobs` not remembered yet, together (see {@link TypeScriptBatchTranspiler}), and remembers the results. */
  fill(batch: TypeScriptBatchTranspiler, jobs: readonly ExecutionJob[], messageChars: number): void {
    const missing = new Map<string, TranspileItem>();
    const add = (source: string, fileName: string): void => {
      const key = TranspileCache.key(source, fileName, messageChars);
      if (!this.entries.has(key) && !missing.has(key)) missing.set(key, { source, fileName });
    };
    for (const job of jobs) {
      add(job.code, 'solution.ts');
      if (job.testSetup) add(job.testSetup, 'setup.ts');
      job.tests.forEach((test, index) => add(isAsyncTest(test) ? wrapAsync(test) : test, `test-${index}.ts`));
    }
    if (missing.size === 0) return;
    const items = [...missing.values()];
    batch.transpileAll(items, messageChars).forEach((result, index) => {
      const item = items[index] as TranspileItem;
      this.set(item.source, item.fileName, messageChars, result);
    });
  }

  private static key(source: string, fileName: string, messageChars: number): string {
    return `${fileName}\u0000${messageChars}\u0000${source}`;
  }

  private set(source: string, fileName: string, messageChars: number, result: TranspileResult): void {
    if (this.entries.size >= this.capacity) {
      let drop = Math.ceil(this.capacity / 2);
      for (const oldest of this.entries.keys()) {
        if (drop-- <= 0) break;
        this.entries.delete(oldest);
      }
    }
    this.entries.set(TranspileCache.key(source, fileName, messageChars), result);
  }
}

/** Transpiles code, setup and tests of a job (syntax errors only); runs nothing. `cache` remembers results across jobs. */
export function prepareTypeScriptJob(ts: TypeScriptModule, job: ExecutionJob, messageChars: number, cache?: TranspileCache): PreparedTypeScriptJob {
  const run = (source: string, fileName: string): TranspileResult => (cache === undefined ? transpile(ts, source, fileName, messageChars) : cache.get(ts, source, fileName, messageChars));
  const code = run(job.code, 'solution.ts');
  const setup = job.testSetup ? run(job.testSetup, 'setup.ts') : undefined;
  return {
    codeError: code.ok ? null : code.outcome,
    code: code.ok ? code.javascript : '',
    setupError: setup === undefined || setup.ok ? null : setup.outcome,
    setup: setup !== undefined && setup.ok ? setup.javascript : null,
    tests: job.tests.map((test, index) => {
      const asynchronous = isAsyncTest(test);
      const result = run(asynchronous ? wrapAsync(test) : test, `test-${index}.ts`);
      return result.ok ? { source: result.javascript, async: asynchronous, original: test } : { error: result.outcome };
    }),
  };
}
