import { describe, expect, it } from '@jest/globals';
import { prepareTypeScriptJob, TranspileCache } from './typescript-job-preparation.js';
import { loadTypeScript, type TypeScriptModule } from './typescript-transpiler.js';

/** The real compiler, counting its `transpileModule` calls. */
async function countingTypeScript(): Promise<{ ts: TypeScriptModule; calls: () => number }> {
  const ts = await loadTypeScript();
  let calls = 0;
  const counting = new Proxy(ts, {
    get(target, key, receiver) {
      if (key !== 'transpileModule') return Reflect.get(target, key, receiver) as unknown;
      return (...args: Parameters<TypeScriptModule['transpileModule']>) => {
        calls += 1;
        return target.transpileModule(...args);
      };
    },
  });
  return { ts: counting, calls: () => calls };
}

const suite = ['assert.strictEqual(double(2), 4);', 'assert.strictEqual(await later(2), 4);', 'assert.ok((('];

describe(prepareTypeScriptJob.name, () => {
  it('prepares the same job with and without a cache, transpiling a shared test suite once', async () => {
    const { ts, calls } = await countingTypeScript();
    const cache = new TranspileCache();
    const canonical = { code: 'const double = (x: number): number => x * 2;\nasync function later(x: number): Promise<number> { return x * 2; }\n', tests: suite };
    const distractor = { ...canonical, code: canonical.code.replace('x * 2;\nasync', 'x + 2;\nasync') };
    const first = prepareTypeScriptJob(ts, canonical, 500, cache);
    expect(first).toEqual(prepareTypeScriptJob(await loadTypeScript(), canonical, 500));
    expect(first.tests).toEqual([
      { source: 'assert.strictEqual(double(2), 4);\n', async: false, original: suite[0] },
      { source: '(async () => {\n    assert.strictEqual(await later(2), 4);\n})();\n', async: true, original: suite[1] },
      { error: 'ERROR: SyntaxError: Expression expected. (test-2.ts, line 1)' },
    ]);
    expect(calls()).toBe(4);
    const second = prepareTypeScriptJob(ts, distractor, 500, cache);
    expect(second.code).toContain('x + 2');
    expect(second.tests).toEqual(first.tests);
    // The distractor's code is new; its three tests come from the cache.
    expect(calls()).toBe(5);
    prepareTypeScriptJob(ts, canonical, 500, cache);
    expect(calls()).toBe(5);
  });

  it('keys cached results by file name and message cap, which diagnostics depend on', async () => {
    const { ts, calls } = await countingTypeScript();
    const cache = new TranspileCache();
    expect(cache.get(ts, 'f((', 'test-0.ts', 500)).toEqual({ ok: false, outcome: 'ERROR: SyntaxError: Expression expected. (test-0.ts, line 1)' });
    expect(cache.get(ts, 'f((', 'test-1.ts', 500)).toEqual({ ok: false, outcome: 'ERROR: SyntaxError: Expression expected. (test-1.ts, line 1)' });
    expect(cache.get(ts, 'f((', 'test-1.ts', 20)).toEqual({ ok: false, outcome: 'ERROR: SyntaxError: Expression expected…' });
    expect(calls()).toBe(3);
  });

  it('stays within its capacity, dropping the oldest half when full', async () => {
    const { ts, calls } = await countingTypeScript();
    const cache = new TranspileCache(4);
    for (const index of [0, 1, 2, 3, 4]) cache.get(ts, `f(${index});`, 'test-0.ts', 500);
    expect(calls()).toBe(5);
    cache.get(ts, 'f(4);', 'test-0.ts', 500);
    cache.get(ts, 'f(3);', 'test-0.ts', 500);
    expect(calls()).toBe(5);
    cache.get(ts, 'f(0);', 'test-0.ts', 500);
    expect(calls()).toBe(6);
  });
});
