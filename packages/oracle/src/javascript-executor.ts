import type { Language } from '@execret/core';
import type { RuntimeDescription } from './executor.js';
import { TypeScriptExecutor, type TypeScriptExecutorOptions } from './typescript-executor.js';

/** Options of {@link JavaScriptExecutor}: those of the TypeScript executor it runs on. */
export type JavaScriptExecutorOptions = TypeScriptExecutorOptions;

/**
 * Runs JavaScript code against `node:assert` test statements (`assert.deepStrictEqual(f(1), 2)`,
 * `assert` = `node:assert/strict`), on the TypeScript executor's machinery: the same context pool
 * of sandboxed Node.js workers, the same fresh-process reference and the same outcomes. Plain
 * JavaScript goes through the same syntax-only transpilation (type annotations are then a syntax
 * the code may use, and a construct TypeScript reads otherwise, such as `a < b > (c)` read as a
 * generic call, fails as a syntax error). Its verdicts are filed under a runtime fingerprint of
 * its own (`javascript/node-…`), so a JavaScript task never shares cache entries with TypeScript.
 */
export class JavaScriptExecutor extends TypeScriptExecutor {
  /** Always `javascript`. */
  override readonly language: Language = 'javascript';

  constructor(options: JavaScriptExecutorOptions = {}) {
    super(options);
  }

  /** The TypeScript runner's description, with language `javascript` and a fingerprint `javascript/node-…`. */
  override async describeRuntime(): Promise<RuntimeDescription> {
    const runtime = await super.describeRuntime();
    return { ...runtime, language: 'javascript', fingerprint: runtime.fingerprint.replace(/^typescript\//, 'javascript/') };
  }
}
