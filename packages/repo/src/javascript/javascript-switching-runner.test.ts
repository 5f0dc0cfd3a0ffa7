import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SwitchingRunner, TestCoverage } from '../repo-language-backend.js';
import { detectRepoBackend } from '../repo-backends.js';
import { findBubblewrap } from '../repo-sandbox.js';
import { javascriptBackends } from './javascript-backend.js';
import { JavaScriptSwitchingRunner as sut } from './javascript-switching-runner.js';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '__fixtures__');

async function start(name: string): Promise<{ runner: SwitchingRunner; ids: string[] }> {
  const { backend, detection } = await detectRepoBackend(join(fixtures, name), { backends: javascriptBackends });
  const discovery = await backend.discover(join(fixtures, name));
  return { runner: await backend.startRunner(detection, discovery.functions, { concurrency: 1 }), ids: discovery.functions.map((fn) => fn.id) };
}
const testsOf = (map: TestCoverage[], functionId: string): string[] => map.filter((test) => test.functions.includes(functionId)).map((test) => test.testId);

describe(`${sut.name} (node --test)`, () => {
  const started: SwitchingRunner[] = [];
  afterAll(async () => {
    for (const runner of started) await runner.dispose();
  });

  it('maps each test to the functions it reaches, and every covered switch is reached by a forced failure', async () => {
    const { runner, ids } = await start('js-shapes');
    started.push(runner);
    expect((runner as sut).sandboxed).toBe(findBubblewrap() !== undefined);
    const map = await runner.mapTests();
    expect(map.map((test) => [test.testId, test.outcome, test.functions])).toEqual([
      ['test/shapes.test.mjs > Rectangle > computes its area', 'pass', ['src/shapes.mjs::Rectangle.area']],
      ['test/shapes.test.mjs > Rectangle > scales both sides', 'pass', ['src/shapes.mjs::Rectangle.scale']],
      ['test/shapes.test.mjs > total perimeter of two rectangles', 'pass', ['src/shapes.mjs::totalPerimeter']],
      ['test/shapes.test.mjs > largest picks the biggest area', 'pass', ['src/shapes.mjs::largest', 'src/shapes.mjs::Rectangle.area']],
    ]);
    for (const id of ids.filter((functionId) => functionId !== 'src/shapes.mjs::unused')) {
      const verdict = await runner.run({ replacement: { kind: 'force-fail', functionId: id }, testIds: testsOf(map, id), timeoutMs: 5000 });
      expect(verdict.testResults[0]).toContain(`execret forced fail: ${id}`);
    }
  });

  it('switches a function to a replacement in its own module: a mutant fails, a rewrite passes, the next run is clean', async () => {
    const runner = started[0] as SwitchingRunner;
    const area = ['test/shapes.test.mjs > Rectangle > computes its area', 'test/shapes.test.mjs > largest picks the biggest area'];
    const mutant = await runner.run({ replacement: { kind: 'code', functionId: 'src/shapes.mjs::Rectangle.area', code: 'class Rectangle {\n  area() {\n    return this.width + this.height;\n  }\n}' }, testIds: area, timeoutMs: 5000 });
    expect(mutant).toMatchObject({ passesAllTests: false, status: 'stopped' });
    expect(mutant.testResults).toEqual([expect.stringMatching(/^FAIL: AssertionError/), 'ERROR: NotRun: stopped at the first failure']);
    // `Rectangle` inside a replacement is the module's class (scale builds one).
    const rewrite = await runner.run({ replacement: { kind: 'code', functionId: 'src/shapes.mjs::Rectangle.scale', code: 'scale(factor) {\n  return new Rectangle(factor * this.width, factor * this.height);\n}' }, testIds: ['test/shapes.test.mjs > Rectangle > scales both sides'], timeoutMs: 5000 });
    expect(rewrite.testResults).toEqual(['pass']);
    const clean = await runner.run({ replacement: { kind: 'none' }, testIds: area, timeoutMs: 5000 });
    expect(clean).toMatchObject({ testResults: ['pass', 'pass'], status: 'completed' });
    expect(runner.runs).toBe(7);
  });

  it('gives every run fresh module state', async () => {
    const { runner } = await start('js-counter');
    started.push(runner);
    const map = await runner.mapTests();
    const ids = map.map((test) => test.testId);
    // "the first label is number one" holds only when no earlier run's module state leaked in.
    for (let round = 0; round < 3; round += 1) expect((await runner.run({ replacement: { kind: 'none' }, testIds: ids, timeoutMs: 5000 })).testResults).toEqual(['pass', 'pass']);
    const mutant = await runner.run({ replacement: { kind: 'code', functionId: 'lib/labels.js::nextLabel', code: 'function nextLabel(prefix) {\n  nextId += 2;\n  return `${prefix}-${nextId}`;\n}' }, testIds: ids, timeoutMs: 5000 });
    expect(mutant.testResults[0]).toMatch(/^FAIL/);
  });

  it('ends a run at its time limit: the test in flight and later ones read TIMEOUT', async () => {
    const { runner } = await start('js-timing');
    started.push(runner);
    const verdict = await runner.run({ replacement: { kind: 'none' }, testIds: ['test/steps.test.mjs > slow: settle waits', 'test/steps.test.mjs > doubles a list'], timeoutMs: 60 });
    expect(verdict).toMatchObject({ status: 'timeout', testResults: ['TIMEOUT', 'TIMEOUT'], passesAllTests: false });
    // An endless loop in a replacement ends at the loop guard: the worker itself reports the test
    // (with its duration), instead of being terminated at the time limit.
    const hang = await runner.run({ replacement: { kind: 'code', functionId: 'src/steps.mjs::doubleAll', code: 'function doubleAll(values) {\n  let spins = 0;\n  while (values.length > 0) spins += 1;\n  return spins;\n}' }, testIds: ['test/steps.test.mjs > doubles a list', 'test/steps.test.mjs > slow: settle waits'], timeoutMs: 20_000 });
    expect(hang).toMatchObject({ status: 'timeout', testResults: ['TIMEOUT', 'TIMEOUT'] });
    expect((hang as typeof hang & { durationsMs: Array<number | null> }).durationsMs[0]).not.toBeNull();
    expect((await runner.run({ replacement: { kind: 'none' }, testIds: ['test/steps.test.mjs > doubles a list'], timeoutMs: 5000 })).testResults).toEqual(['pass']);
  });
});

describe(`${sut.name} (jest)`, () => {
  let runner: SwitchingRunner | undefined;
  beforeAll(async () => {
    runner = (await start('js-inventory')).runner;
  });
  afterAll(async () => {
    await runner?.dispose();
  });

  it('maps tests through jest, reaches every switch and kills a mutant', async () => {
    const active = runner as SwitchingRunner;
    const map = await active.mapTests();
    expect(map.map((test) => [test.testId, test.outcome, test.functions.sort()])).toEqual([
      ['__tests__/inventory.test.js > Inventory > adds to the stock', 'pass', ['src/inventory.js::Inventory.add']],
      ['__tests__/inventory.test.js > Inventory > refuses to remove more than there is', 'pass', ['src/inventory.js::Inventory.add', 'src/inventory.js::Inventory.remove']],
      ['__tests__/inventory.test.js > totals every item', 'pass', ['src/inventory.js::Inventory.add', 'src/inventory.js::totalQuantity']],
    ]);
    // remove's test catches the forced error with toThrow('not enough cup'): still reported as reached.
    const forced = await active.run({ replacement: { kind: 'force-fail', functionId: 'src/inventory.js::Inventory.remove' }, testIds: ['__tests__/inventory.test.js > Inventory > refuses to remove more than there is'], timeoutMs: 10_000 });
    expect(forced.testResults[0]).toContain('execret forced fail: src/inventory.js::Inventory.remove');
    const mutant = await active.run({ replacement: { kind: 'code', functionId: 'src/inventory.js::totalQuantity', code: 'function totalQuantity(inventory) {\n  let total = 0;\n  for (const quantity of inventory.items.values()) total = quantity;\n  return total;\n}' }, testIds: ['__tests__/inventory.test.js > totals every item'], timeoutMs: 10_000 });
    expect(mutant.testResults[0]).toMatch(/^FAIL/);
    const clean = await active.run({ replacement: { kind: 'none' }, testIds: map.map((test) => test.testId), timeoutMs: 10_000 });
    expect(clean.testResults).toEqual(['pass', 'pass', 'pass']);
  });
});
