import { describe, expect, it } from '@jest/globals';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pytestBackend as sut } from './pytest-backend.js';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', '__fixtures__');

describe('pytestBackend', () => {
  it("discovers documented functions and methods CodeSearchNet's way", async () => {
    const discovery = await sut.discover(join(fixtures, 'shapes'));
    expect(discovery.functions.map((entry) => entry.qualifiedName)).toEqual(['clamp', 'count_created', 'never_tested', 'Rectangle.area', 'Rectangle.scaled', 'Rectangle.is_square']);
    expect(Object.fromEntries(discovery.dropped.map((entry) => [entry.qualifiedName, entry.reason]))).toEqual({
      helper_without_doc: 'no-doc',
      short: 'short-body',
      'Rectangle.__init__': 'constructor',
      'Rectangle.__repr__': 'dunder',
    });
    expect(discovery.found).toBe(10);
    // Test files are not read at all.
    expect(discovery.files).toEqual(['shapes/__init__.py', 'shapes/geometry.py']);
  });

  it('makes the query from the first paragraph and the pool item without the doc', async () => {
    const discovery = await sut.discover(join(fixtures, 'shapes'));
    const clamp = discovery.functions.find((entry) => entry.name === 'clamp');
    expect(clamp).toMatchObject({ file: 'shapes/geometry.py', line: 6, query: 'Limit a number to the closed range between low and high.' });
    expect(clamp?.codeWithoutDoc).toBe('def clamp(value, low, high):\n    if value < low:\n        return low\n    if value > high:\n        return high\n    return value\n');
    const square = discovery.functions.find((entry) => entry.name === 'is_square');
    // A decorated method: the pool item starts at `def`, the runtime line at the decorator.
    expect(square?.codeWithoutDoc.startsWith('def is_square(self):')).toBe(true);
    expect((square?.runtimeLine ?? 0) + 1).toBe(square?.line);
  });

  it('detects the project with python3 and takes the arguments after pytest from --test-command', async () => {
    const detection = await sut.detect(join(fixtures, 'shapes'), { testCommand: ['pytest', 'tests', '-k', 'area'] });
    expect(detection).toMatchObject({ backend: 'pytest', testArgs: ['tests', '-k', 'area'] });
    expect(await sut.detect(join(fixtures, 'shapes'), { testCommand: ['npx', 'vitest'] })).toBeUndefined();
  });
});
