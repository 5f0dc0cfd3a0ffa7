import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RepoDiscovery } from '../repo-language-backend.js';
import { pytestBackend } from './pytest-backend.js';
import { PytestSwitchingRunner as sut } from './pytest-runner.js';

const shapes = join(dirname(fileURLToPath(import.meta.url)), '..', '__fixtures__', 'shapes');
const AREA = 'shapes/geometry.py::Rectangle.area';

describe(sut.name, () => {
  let runner: sut;
  let discovery: RepoDiscovery;
  beforeAll(async () => {
    const detection = await pytestBackend.detect(shapes);
    if (detection === undefined) throw new Error('the shapes fixture is not detected as a pytest project');
    discovery = await pytestBackend.discover(shapes);
    runner = (await pytestBackend.startRunner(detection, discovery.functions, {})) as sut;
  });
  afterAll(async () => {
    await runner.dispose();
  });

  it('maps each test to the documented functions it executes, through methods, properties and module state', async () => {
    const coverage = await runner.mapTests();
    const reached = Object.fromEntries(coverage.map((test) => [test.testId.split('::')[1], test.functions]));
    expect(reached).toEqual({
      test_clamp_inside: ['shapes/geometry.py::clamp'],
      test_clamp_edges: ['shapes/geometry.py::clamp'],
      test_area: [AREA],
      test_scaled: ['shapes/geometry.py::Rectangle.scaled'],
      test_square: ['shapes/geometry.py::Rectangle.is_square'],
      test_count_created: ['shapes/geometry.py::count_created'],
    });
    expect(coverage.every((test) => test.outcome === 'pass' && test.durationMs > 0)).toBe(true);
  });

  it("reaches every covered function's switch in a forced-fail run", async () => {
    const coverage = await runner.mapTests();
    const covered = [...new Set(coverage.flatMap((test) => test.functions))].sort();
    expect(covered).toHaveLength(5);
    for (const functionId of covered) {
      const testIds = coverage.filter((test) => test.functions.includes(functionId)).map((test) => test.testId);
      const verdict = await runner.run({ replacement: { kind: 'force-fail', functionId }, testIds, timeoutMs: 20_000 });
      expect(verdict.testResults[0]).toContain(`execret forced fail: ${functionId}`);
    }
    // The uncovered function's switch exists too, but no test reaches it.
    expect(runner.switchable['shapes/geometry.py::never_tested']).toBe(1);
  });

  it('switches a method to a replacement in the child only: the warm process keeps the original', async () => {
    const test = 'tests/test_geometry.py::test_area';
    const mutant = await runner.run({ replacement: { kind: 'code', functionId: AREA, code: 'def area(self):\n    return self.width + self.height\n' }, testIds: [test], timeoutMs: 20_000 });
    expect(mutant.passesAllTests).toBe(false);
    expect(mutant.testResults[0]).toMatch(/^FAIL: assert 7 == 12/);
    const clean = await runner.run({ replacement: { kind: 'none' }, testIds: [test], timeoutMs: 20_000 });
    expect(clean).toMatchObject({ passesAllTests: true, status: 'completed' });
  });

  it('stops at the first failing test and ends a run that passes its time limit', async () => {
    const tests = ['tests/test_geometry.py::test_clamp_edges', 'tests/test_geometry.py::test_clamp_inside'];
    const stopped = await runner.run({ replacement: { kind: 'code', functionId: 'shapes/geometry.py::clamp', code: 'def clamp(value, low, high):\n    return low\n' }, testIds: tests, timeoutMs: 20_000 });
    expect(stopped.status).toBe('stopped');
    expect(stopped.testResults[1]).toMatch(/^ERROR: NotRun/);
    const hung = await runner.run({ replacement: { kind: 'code', functionId: 'shapes/geometry.py::clamp', code: 'def clamp(value, low, high):\n    while True:\n        pass\n' }, testIds: tests, timeoutMs: 700 });
    expect(hung).toMatchObject({ status: 'timeout', testResults: ['TIMEOUT', 'TIMEOUT'], passesAllTests: false });
  });

  it("keeps a method's default values and private names when switched", async () => {
    const test = 'tests/test_geometry.py::test_scaled';
    const scaled = discovery.functions.find((entry) => entry.qualifiedName === 'Rectangle.scaled');
    const changedDefault = (scaled?.codeWithoutDoc ?? '').replace('minimum=1', 'minimum=3');
    const verdict = await runner.run({ replacement: { kind: 'code', functionId: 'shapes/geometry.py::Rectangle.scaled', code: changedDefault }, testIds: [test], timeoutMs: 20_000 });
    expect(verdict.passesAllTests).toBe(true);
    const brokenDefault = (scaled?.codeWithoutDoc ?? '').replace('max(minimum, self.width * factor)', 'max(minimum + 5, self.width * factor)');
    expect((await runner.run({ replacement: { kind: 'code', functionId: 'shapes/geometry.py::Rectangle.scaled', code: brokenDefault }, testIds: [test], timeoutMs: 20_000 })).passesAllTests).toBe(false);
  });
});
