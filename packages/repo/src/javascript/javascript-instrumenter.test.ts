import { describe, expect, it } from '@jest/globals';
import { compileReplacement as sut, switchPrologue } from './javascript-instrumenter.js';
import type { JavaScriptFunction } from './javascript-discovery.js';

// What the switch does with the compiled text: a direct eval in the function's module.
const evaluate = (code: string): ((...args: unknown[]) => unknown) => (0, eval)(sut(code)) as (...args: unknown[]) => unknown;

describe(sut.name, () => {
  it('compiles a function declaration, a const arrow and TypeScript to a callable function', () => {
    expect(evaluate('function add(a, b) {\n  return a + b;\n}')(2, 3)).toBe(5);
    expect(evaluate('const twice = (value: number): number => {\n  return value * 2;\n};')(4)).toBe(8);
    expect(evaluate('export function typed<T>(items: readonly T[]): number {\n  return items.length;\n}')([1, 2, 3])).toBe(3);
  });

  it('compiles a method (alone or in its one-method class) so it runs against the real instance', () => {
    const method = evaluate('class Box {\n  area(): number {\n    return this.width * this.height;\n  }\n}');
    expect(method.call({ width: 2, height: 5 })).toBe(10);
    expect(evaluate('static make(size) {\n  return { size };\n}')(3)).toEqual({ size: 3 });
    expect(evaluate('class Counter {\n  static of(values) {\n    return values.length;\n  }\n}')([1, 2])).toBe(2);
  });

  it('guards every loop of a replacement, so an endless loop ends as a hang', () => {
    const compiled = sut('function spin(items) {\n  for (const item of items) while (item) {}\n  do { items.pop(); } while (items.length);\n}');
    expect(compiled.match(/__execret_loop\(\)/g)).toHaveLength(3);
  });

  it('refuses text that is no function', () => {
    expect(() => sut('return 1;')).toThrow(/neither a function/);
  });
});

describe(switchPrologue.name, () => {
  const base = { id: 'a.js::f', file: 'a.js', line: 1, endLine: 3, runtimeLine: 1, qualifiedName: 'f', name: 'f', classes: [], doc: '', query: '', code: '', codeWithoutDoc: '', bodyOffset: 0, generator: false } satisfies Omit<JavaScriptFunction, 'form'>;

  it("stays on one line, passes arguments (or an arrow's parameters) and delegates generators", () => {
    expect(switchPrologue({ ...base, form: 'function' }, 7)).toBe(' const __execret_r = __execret_enter(7, this, arguments, new.target); if (__execret_r !== undefined) return __execret_r.v;');
    expect(switchPrologue({ ...base, form: 'variable-arrow', parameters: ['a', '...rest'] }, 2)).toContain('__execret_enter(2, undefined, [a, ...rest], undefined)');
    expect(switchPrologue({ ...base, form: 'method', generator: true }, 0)).toContain('return yield* __execret_r.v;');
    expect(switchPrologue({ ...base, form: 'method' }, 0)).not.toContain('\n');
  });
});
