import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { readBundle, SeededRandom } from '@execret/core';
import { TypeScriptBatchTranspiler as sut, type TranspileItem } from './typescript-batch-transpiler.js';
import { wrapAsync } from './typescript-job-preparation.js';
import { isAsyncTest, loadTypeScript, transpile, type TypeScriptModule } from './typescript-transpiler.js';

let ts: TypeScriptModule;

beforeAll(async () => {
  ts = await loadTypeScript();
});

/** Texts that must come out as `transpile()` gives them alone, whatever shares their program. */
const tricky: TranspileItem[] = [
  { fileName: 'solution.ts', source: 'export function f(values: number[]): number {\n  return values.length;\n}\n' },
  { fileName: 'solution.ts', source: 'export const g = (x: number): number => x + 1, h = 2;\nexport class Box<T> {\n  constructor(private readonly value: T, public label = "box") {}\n  get(): T { return this.value; }\n}\n' },
  { fileName: 'solution.ts', source: 'const enum Color { Red, Green }\nexport const red = Color.Red;\n' },
  { fileName: 'solution.ts', source: 'const paint = Color.Green; // refers to an enum declared in another file\n' },
  { fileName: 'solution.ts', source: 'namespace Shapes { export const sides = 3; export function area(): number { return sides; } }\n' },
  { fileName: 'solution.ts', source: 'namespace Shapes { export const extra = sides + 1; }\n' },
  { fileName: 'solution.ts', source: "import { readFileSync } from 'node:fs';\nexport const read = (path: string): string => readFileSync(path, 'utf8');\n" },
  { fileName: 'solution.ts', source: 'const fs_1 = 1;\nconst _a = 2;\nvar exports_1 = 3;\nfunction default_1(): number { return fs_1 + _a + exports_1; }\n' },
  { fileName: 'solution.ts', source: 'export default function (x: number): number { return x; }\n' },
  { fileName: 'solution.ts', source: 'function f(): number { return 1; }\nlet shared = 1;\nclass Shared { x = 1; #y = 2; static z = Shared.name; get y(): number { return this.#y; } }\n' },
  { fileName: 'solution.ts', source: 'function f(): number { return 2; }\nlet shared = 2;\nclass Shared {}\n' },
  { fileName: 'solution.ts', source: 'export { f as g };\ntype T = { a: number };\ninterface I { b: string }\ndeclare const external: number;\n' },
  { fileName: 'solution.ts', source: 'declare function decorate(target: unknown, context: unknown): void;\n@decorate class Decorated {}\n' },
  { fileName: 'solution.ts', source: 'class WithAccessor { accessor count = 0; }\n' },
  { fileName: 'solution.ts', source: 'async function* pairs(items: readonly number[]) { for await (const item of items) yield [item, item ?? 0] as const; }\nconst maybe = (o?: { a?: { b(): number } }) => o?.a?.b() ?? -1;\nlabel: for (;;) { break label; }\n' },
  { fileName: 'solution.ts', source: '/// <reference lib="es2015" />\nconst x = 1;\n' },
  { fileName: 'solution.ts', source: 'const lazy = async () => (await import("node:path")).join("a", "b");\nconst where = typeof import.meta;\n' },
  { fileName: 'solution.ts', source: 'function broken(x: number {\n  return x;\n}\n' },
  { fileName: 'test-0.ts', source: 'assert.deepStrictEqual(f([1,2]), 2);' },
  { fileName: 'test-1.ts', source: 'assert.strictEqual(Math.round(area()! * 10) / 10, 3)' },
  { fileName: 'test-2.ts', source: wrapAsync('assert.strictEqual(await later(1), 2);') },
  { fileName: 'test-3.ts', source: 'assert.ok(((' },
  { fileName: 'test-4.ts', source: 'const { a, ...rest } = { a: 1, b: 2 } as { a: number; b: number };\nassert.deepStrictEqual(rest, { b: 2 });' },
  { fileName: 'test-5.ts', source: 'assert.throws(() => new Box<number>(1).get() satisfies number, RangeError);' },
];

describe(sut.name, () => {
  it('gives every text what transpile() gives it alone, in any company', () => {
    const batch = new sut(ts);
    const expected = tricky.map((item) => transpile(ts, item.source, item.fileName, 500));
    expect(batch.transpileAll(tricky, 500)).toEqual(expected);
    const reversed = [...tricky].reverse();
    expect(batch.transpileAll(reversed, 500)).toEqual([...expected].reverse());
    // Short message caps truncate the syntax-error outcomes exactly as transpile() does.
    expect(batch.transpileAll(tricky, 40)).toEqual(tricky.map((item) => transpile(ts, item.source, item.fileName, 40)));
  });

  it('batches only texts whose emit cannot depend on other files of the program', () => {
    const batch = new sut(ts);
    const batchable = tricky.map((item) => batch.batchable(item));
    expect(batchable).toEqual([
      true, true, false, true, false, false, false, true, false, true, true, false, false, false, true, false, false, true,
      true, true, true, true, true, true,
    ]);
  });

  it('gives a seeded sample of the codes and tests of the built-in TypeScript bundle what transpile() gives them', async () => {
    // A sample: transpile() alone costs several ms a text, and the bundle holds thousands.
    const { bundle } = await readBundle(join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'datasets', 'bundles', 'typescript'));
    const random = new SeededRandom(20260510);
    const codes = random.sample(bundle.corpus, 120).map((row): TranspileItem => ({ fileName: 'solution.ts', source: row.code }));
    const tests = random.sample(
      bundle.queries.flatMap((query) => query.test_suite.map((test, index): TranspileItem => ({ fileName: `test-${index}.ts`, source: isAsyncTest(test) ? wrapAsync(test) : test }))),
      120,
    );
    const items = [...codes, ...tests];
    const batch = new sut(ts);
    const results = batch.transpileAll(items, 500);
    const differing = items.filter((item, index) => JSON.stringify(results[index]) !== JSON.stringify(transpile(ts, item.source, item.fileName, 500)));
    expect(differing).toEqual([]);
    expect(items.filter((item) => batch.batchable(item)).length).toBeGreaterThan(items.length * 0.9);
  });
});
