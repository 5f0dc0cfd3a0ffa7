import { ExecretError, ExecretErrorCode, InvalidArgumentError } from '@execret/core';
import type { Mutant } from '@execret/core';
import { describe, expect, it } from '@jest/globals';
import { testEngine } from './__fixtures__/expect-mutation.js';
import { allMutators } from './all-mutators.js';
import { MutationEngine } from './mutation-engine.js';
import type { PythonMutator, PythonSyntaxNode, SourceEdit, TypeScriptMutator, TypeScriptSyntaxNode } from './mutator.js';
import { pythonComparisonFlip } from './python/python-comparison-flip.js';
import { typescriptComparisonFlip } from './typescript/typescript-comparison-flip.js';

const engine = await testEngine();

/** A Python operator that yields fixed edits once, at the first node of type `trigger`. */
function pythonProbe(name: string, edits: (source: string) => SourceEdit[], trigger = 'module'): PythonMutator {
  return {
    name,
    bugType: 'wrong_operator',
    language: 'python',
    description: 'test probe',
    *mutate(node: PythonSyntaxNode, { source }) {
      if (node.type === trigger) yield* edits(source);
    },
  };
}

/** A TypeScript operator that yields fixed edits once, at the source-file node. */
function typescriptProbe(name: string, edits: (source: string) => SourceEdit[]): TypeScriptMutator {
  return {
    name,
    bugType: 'wrong_operator',
    language: 'typescript',
    description: 'test probe',
    *mutate(node: TypeScriptSyntaxNode, { source }) {
      if (node.getParent() === undefined) yield* edits(source);
    },
  };
}

/** Replaces the first occurrence of `find` (after `from`) with `replacement`. */
function at(source: string, find: string, replacement: string, from = 0): SourceEdit {
  const start = source.indexOf(find, from);
  if (start === -1) throw new Error(`test setup: ${JSON.stringify(find)} not in source`);
  return { start, end: start + find.length, replacement };
}

describe(MutationEngine.name, () => {
  describe('enumeration order', () => {
    it('orders by edit start, then end, then registry position, whatever order operators yield in', () => {
      const source = 'x = a + b\n';
      const late = pythonProbe('late', (text) => [at(text, 'b', 'c'), at(text, 'a + b', 'a')]);
      const early = pythonProbe('early', (text) => [at(text, 'a', 'd'), at(text, 'a + b', 'b')]);
      const result = engine.mutate(source, { language: 'python', mutators: [late, early] });
      expect(result.mutants.map((mutant) => [mutant.operator, mutant.code])).toEqual([
        ['early', 'x = d + b\n'],
        ['late', 'x = a\n'],
        ['early', 'x = b\n'],
        ['late', 'x = a + c\n'],
      ]);
    });
  });

  describe('dropped candidates', () => {
    it('drops an edit that leaves the source unchanged', () => {
      const result = engine.mutate('x = 1\n', { language: 'python', mutators: [pythonProbe('same', (text) => [at(text, '1', '1')])] });
      expect(result.mutants).toEqual([]);
      expect(result.dropped.map((dropped) => [dropped.reason, dropped.operator])).toEqual([['identical-to-canonical', 'same']]);
    });

    it('drops a candidate identical to an earlier one and points to it', () => {
      const first = pythonProbe('first', (text) => [at(text, 'a < b', 'b > a')]);
      const duplicateSource = 'x = a < b\n';
      const duplicates = engine.mutate(duplicateSource, {
        language: 'python',
        mutators: [first, pythonProbe('again', (text) => [at(text, 'a < b', 'b > a')])],
      });
      expect(duplicates.mutants.map((mutant) => mutant.operator)).toEqual(['first']);
      expect(duplicates.dropped).toEqual([
        expect.objectContaining({ operator: 'again', reason: 'duplicate', duplicateOf: 0, duplicateOfOperator: 'first', detail: 'same code as candidate 0 (first at line 1)' }),
      ]);
    });

    it('drops mutants that do not parse, in both languages', () => {
      const python = engine.mutate('x = a < b\n', { language: 'python', mutators: [pythonProbe('broken', (text) => [at(text, '<', '< <')])] });
      expect(python.dropped.map((dropped) => dropped.reason)).toEqual(['parse-error']);
      expect(python.dropped[0]?.detail).toMatch(/^the mutant does not parse: line 1/);
      const typescript = engine.mutate('const x = a < b;\n', {
        language: 'typescript',
        mutators: [typescriptProbe('broken', (text) => [at(text, '<', '< <')])],
      });
      expect(typescript.dropped.map((dropped) => dropped.reason)).toEqual(['parse-error']);
      expect(typescript.dropped[0]?.detail).toMatch(/^the mutant does not parse: line 1, column 18: '>' expected\.$/);
    });

    it('treats a Python block emptied by an edit as a parse error, as CPython does', () => {
      const source = 'for x in xs:\n    if x:\n        break\ny = 1\n';
      const result = engine.mutate(source, { language: 'python', mutators: [pythonProbe('empty', (text) => [at(text, '    if x:\n        break\n', '')])] });
      expect(result.dropped.map((dropped) => [dropped.reason, dropped.detail])).toEqual([
        ['parse-error', 'the mutant does not parse: line 1: the body of a for_statement has no statements'],
      ]);
    });

    it('drops edits that change more than one statement', () => {
      const source = 'x = 1\ny = 2\nz = 3\n';
      const result = engine.mutate(source, {
        language: 'python',
        mutators: [
          pythonProbe('two-lines', (text) => [at(text, '1\ny = 2', '5\ny = 6')]),
          pythonProbe('two-deleted', (text) => [at(text, 'y = 2\nz = 3\n', '')]),
          pythonProbe('adds-one', (text) => [at(text, 'z = 3', 'z = 3; w = 4')]),
        ],
      });
      expect(result.mutants).toEqual([]);
      expect(result.dropped.map((dropped) => [dropped.operator, dropped.reason, dropped.detail])).toEqual([
        ['two-lines', 'multiple-statements', 'the edit is not inside any statement'],
        ['two-deleted', 'multiple-statements', 'the edit deletes 2 statements'],
        ['adds-one', 'multiple-statements', 'the mutant has 4 statements, expected 3 after a one-statement edit'],
      ]);
    });

    it('drops an edit that spans a statement and one nested in it', () => {
      const source = 'function f(x: number) {\n  if (x > 0) {\n    x = 1;\n  }\n}\n';
      const result = engine.mutate(source, {
        language: 'typescript',
        mutators: [typescriptProbe('header-and-body', (text) => [at(text, '0) {\n    x = 1', '1) {\n    x = 2')])],
      });
      expect(result.dropped.map((dropped) => [dropped.reason, dropped.detail])).toEqual([
        ['multiple-statements', 'the edit spans 2 statements (a statement and 1 nested in it)'],
      ]);
    });

    it('drops edits that rewrite or cut into strings, comments, annotations, defaults and decorators', () => {
      const source = [
        '@cached(size=1)',
        'def f(xs: list[int], k=1):',
        '    # keep k',
        '    return "k=" + str(k)',
        '',
      ].join('\n');
      const result = engine.mutate(source, {
        language: 'python',
        mutators: [
          pythonProbe('decorator', (text) => [at(text, 'size=1', 'size=2')]),
          pythonProbe('annotation', (text) => [at(text, 'int', 'str')]),
          pythonProbe('default', (text) => [at(text, 'k=1', 'k=2')]),
          pythonProbe('comment', (text) => [at(text, 'keep', 'drop')]),
          pythonProbe('string', (text) => [at(text, '"k="', '"k:"')]),
          pythonProbe('cuts-string', (text) => [at(text, '=" + str', '')]),
        ],
      });
      expect(result.mutants).toEqual([]);
      expect(result.dropped.map((dropped) => [dropped.operator, dropped.reason, dropped.detail])).toEqual([
        ['decorator', 'protected-region', 'the edit at line 1 rewrites a decorator: "@cached(size=1)"'],
        ['annotation', 'protected-region', 'the edit at line 2 rewrites a type annotation: "list[int]"'],
        ['default', 'protected-region', 'the edit at line 2 rewrites a default value: "1"'],
        ['comment', 'protected-region', 'the edit at line 3 rewrites a comment: "# keep k"'],
        ['string', 'protected-region', 'the edit at line 4 rewrites a string: "\\"k=\\""'],
        ['cuts-string', 'protected-region', 'the edit at line 4 rewrites a string: "\\"k=\\""'],
      ]);
    });

    it('mutates the code in f-string and template literal fields, never their text, format spec or a self-documenting field', () => {
      const python = engine.mutate('def f(c):\n    return f"{c // 100}: c // 100 {c:02d} {c // 2=}"\n', {
        language: 'python',
        mutators: [...allMutators, pythonProbe('cuts-text', (text) => [at(text, '}: c', '}; c')])],
        operators: ['arithmetic-operator', 'literal-offset', 'cuts-text'],
      });
      expect(python.mutants.map((mutant) => mutant.after.trim())).toEqual([
        'return f"{c * 100}: c // 100 {c:02d} {c // 2=}"',
        'return f"{c / 100}: c // 100 {c:02d} {c // 2=}"',
        'return f"{c // 101}: c // 100 {c:02d} {c // 2=}"',
        'return f"{c // 99}: c // 100 {c:02d} {c // 2=}"',
      ]);
      expect(python.dropped.map((dropped) => [dropped.operator, dropped.reason])).toEqual([['cuts-text', 'protected-region']]);
      const typescript = engine.mutate('const s = `${a - b} = a - b`;\n', { language: 'typescript', operators: ['arithmetic-operator'] });
      expect(typescript.mutants.map((mutant) => mutant.code)).toEqual(['const s = `${a + b} = a - b`;\n']);
    });

    it('allows moving or deleting a protected region whole, but not replacing it inside a larger edit', () => {
      const source = 'x = f("a", b)\n';
      const result = engine.mutate(source, {
        language: 'python',
        mutators: [
          pythonProbe('moves', (text) => [at(text, '"a", b', 'b, "a"')]),
          pythonProbe('deletes', (text) => [at(text, '"a", ', '')]),
          pythonProbe('keeps-rest', (text) => [at(text, 'f("a", b)', 'b')]),
          pythonProbe('rewrites', (text) => [at(text, 'f("a", b)', 'g("c")')]),
        ],
      });
      // By start, then the shorter edit first.
      expect(result.mutants.map((mutant) => mutant.code)).toEqual(['x = b\n', 'x = f(b)\n', 'x = f(b, "a")\n']);
      expect(result.dropped.map((dropped) => [dropped.operator, dropped.reason])).toEqual([['rewrites', 'protected-region']]);
    });

    it('drops edits outside the entry-point function', () => {
      const source = 'LIMIT = 3\n\ndef f(x):\n    return x < LIMIT\n';
      const result = engine.mutate(source, {
        language: 'python',
        entryPoint: 'f',
        mutators: [
          pythonProbe('global', (text) => [at(text, '3', '4')], 'function_definition'),
          pythonProbe('inside', (text) => [at(text, 'x < LIMIT', 'x')], 'function_definition'),
        ],
      });
      expect(result.mutants.map((mutant) => mutant.operator)).toEqual(['inside']);
      expect(result.dropped.map((dropped) => [dropped.operator, dropped.reason, dropped.detail])).toEqual([
        ['global', 'outside-entry-point', 'the edit at line 1 is outside the entry-point function "f"'],
      ]);
    });
  });

  describe('entry point', () => {
    it('only mutates inside the named Python function, including nested helpers', () => {
      const source = 'def helper(a, b):\n    return a < b\n\ndef main(a, b):\n    def inner(c):\n        return c > 0\n    return a == b\n';
      const result = engine.mutate(source, { language: 'python', entryPoint: 'main', operators: ['comparison-flip'] });
      expect(result.mutants.map((mutant) => mutant.after)).toEqual(['        return c < 0', '    return a != b']);
    });

    it('finds TypeScript function declarations, function-valued constants and methods', () => {
      const source = [
        'function other(a: number) { return a < 1; }',
        'const arrow = (a: number) => a < 2;',
        'class Box { check(a: number) { return a < 3; } }',
        'function named(a: number) { return a < 4; }',
        '',
      ].join('\n');
      const run = (entryPoint: string): string[] =>
        engine.mutate(source, { language: 'typescript', entryPoint, operators: ['comparison-flip'] }).mutants.map((mutant) => mutant.after);
      expect(run('arrow')).toEqual(['const arrow = (a: number) => a > 2;']);
      expect(run('check')).toEqual(['class Box { check(a: number) { return a > 3; } }']);
      expect(run('named')).toEqual(['function named(a: number) { return a > 4; }']);
    });

    it('rejects a missing entry point and lists the functions there are', () => {
      expect(() => engine.mutate('def a():\n    pass\n\ndef b():\n    pass\n', { language: 'python', entryPoint: 'c' })).toThrow(
        new InvalidArgumentError('python source has no top-level function named "c" (entryPoint); functions defined: a, b'),
      );
      expect(() => engine.mutate('const x = 1;\n', { language: 'typescript', entryPoint: 'f' })).toThrow(
        'typescript source has no function named "f" (entryPoint); functions defined: none',
      );
    });
  });

  describe('mutant records', () => {
    it('are core Mutants with the 1-based line and the whole changed lines before and after', () => {
      const source = 'def f(a, b):\n    return a < b\n';
      const [mutant] = engine.mutate(source, { language: 'python', mutators: [pythonComparisonFlip] }).mutants;
      const expected: Mutant & { edit: SourceEdit } = {
        code: 'def f(a, b):\n    return a > b\n',
        bugType: 'wrong_comparison',
        operator: 'comparison-flip',
        line: 2,
        before: '    return a < b',
        after: '    return a > b',
        edit: { start: 26, end: 27, replacement: '>' },
      };
      expect(mutant).toEqual(expected);
    });

    it('span every line an edit touches, and the merged line when an edit removes a line break', () => {
      const source = 'total = f(\n    first,\n    second,\n)\nx = (a +\n     b)\n';
      const result = engine.mutate(source, {
        language: 'python',
        mutators: [
          pythonProbe('swap', (text) => [at(text, 'first,\n    second', 'second,\n    first')]),
          pythonProbe('merge', (text) => [at(text, '+\n     b', '- b')]),
        ],
      });
      expect(result.mutants.map((mutant) => [mutant.line, mutant.before, mutant.after])).toEqual([
        [2, '    first,\n    second,', '    second,\n    first,'],
        [5, 'x = (a +\n     b)', 'x = (a - b)'],
      ]);
    });

    it('use string offsets that stay right after non-ASCII text', () => {
      const source = 's = "héllo 😀"\nok = a < b\n';
      const result = engine.mutate(source, { language: 'python', mutators: [pythonComparisonFlip] });
      expect(result.mutants.map((mutant) => [mutant.code, mutant.line])).toEqual([['s = "héllo 😀"\nok = a > b\n', 2]]);
      const typescript = engine.mutate('const s = "héllo 😀"; const ok = a < b;\n', { language: 'typescript', mutators: [typescriptComparisonFlip] });
      expect(typescript.mutants.map((mutant) => mutant.code)).toEqual(['const s = "héllo 😀"; const ok = a > b;\n']);
    });
  });

  describe('operator selection', () => {
    it('runs every operator of the language by default and ignores the other language', () => {
      const result = engine.mutate('x = 1\n', { language: 'python' });
      expect(result.operators).toEqual(allMutators.filter((mutator) => mutator.language === 'python').map((mutator) => mutator.name));
      expect(result.excluded).toEqual([]);
    });

    it('selects operators by name and records the others as excluded', () => {
      const result = engine.mutate('ok = a < b\n', { language: 'python', operators: ['comparison-flip', 'boundary-comparison'] });
      expect(result.operators).toEqual(['boundary-comparison', 'comparison-flip']);
      expect(result.mutants.map((mutant) => [mutant.operator, mutant.code])).toEqual([
        ['boundary-comparison', 'ok = a <= b\n'],
        ['comparison-flip', 'ok = a > b\n'],
      ]);
      expect(result.excluded).toHaveLength(allMutators.filter((mutator) => mutator.language === 'python').length - 2);
      expect(result.excluded[0]).toEqual({ name: 'index-literal', reason: 'not listed in options.operators' });
    });

    it('excludes operators by name with the given reason, even when selected', () => {
      const result = engine.mutate('ok = a < b\n', {
        language: 'python',
        operators: ['comparison-flip', 'boundary-comparison'],
        exclude: [{ name: 'boundary-comparison', reason: 'boundaries are studied separately' }],
      });
      expect(result.operators).toEqual(['comparison-flip']);
      expect(result.excluded).toContainEqual({ name: 'boundary-comparison', reason: 'boundaries are studied separately' });
      expect(result.mutants.map((mutant) => mutant.operator)).toEqual(['comparison-flip']);
    });

    it('rejects unknown names, duplicate registry names, empty reasons and unknown languages', () => {
      expect(() => engine.mutate('x = 1\n', { language: 'python', operators: ['comparison-flop'] })).toThrow(
        /^mutate: options.operators names unknown python operator "comparison-flop"; known: index-literal, /,
      );
      expect(() => engine.mutate('x = 1\n', { language: 'python', exclude: [{ name: 'nope', reason: 'x' }] })).toThrow(
        /options.exclude names unknown python operator "nope"/,
      );
      expect(() => engine.mutate('x = 1\n', { language: 'python', exclude: [{ name: 'comparison-flip', reason: ' ' }] })).toThrow(
        'mutate: options.exclude entry for "comparison-flip" needs a non-empty reason',
      );
      expect(() => engine.mutate('x = 1\n', { language: 'python', mutators: [pythonComparisonFlip, pythonComparisonFlip] })).toThrow(
        'mutate: options.mutators has two python operators named "comparison-flip"; names must be unique per language',
      );
      expect(() => engine.mutate('x = 1\n', { language: 'ruby' as 'python' })).toThrow(
        'mutate: options.language must be one of python, typescript, javascript, go, java, rust, cpp, got "ruby"',
      );
    });
  });

  describe('errors', () => {
    it('rejects a canonical that does not parse, saying where', () => {
      expect(() => engine.mutate('def f(:\n    pass\n', { language: 'python' })).toThrow(/^python source does not parse: line 1, column \d+/);
      expect(() => engine.mutate('const x = ;\n', { language: 'typescript' })).toThrow(
        'typescript source does not parse: line 1, column 11: Expression expected.',
      );
    });

    it('rejects an operator that yields an out-of-range edit', () => {
      const bad = pythonProbe('bad', () => [{ start: 3, end: 1, replacement: '' }]);
      const error = (() => {
        try {
          engine.mutate('x = 1\n', { language: 'python', mutators: [bad] });
        } catch (caught) {
          return caught;
        }
        return undefined;
      })();
      expect(error).toBeInstanceOf(InvalidArgumentError);
      expect((error as Error).message).toBe(
        'operator "bad" yielded an invalid edit: expected { start, end, replacement } with 0 <= start <= end <= 6 (the source length), got {"start":3,"end":1,"replacement":""}',
      );
    });

    it('wraps an operator that throws in an INTERNAL error naming it', () => {
      const throwing: PythonMutator = {
        name: 'throws',
        bugType: 'wrong_operator',
        language: 'python',
        description: 'test probe',
        *mutate() {
          throw new TypeError('boom');
        },
      };
      let caught: unknown;
      try {
        engine.mutate('x = 1\n', { language: 'python', mutators: [throwing] });
      } catch (error) {
        caught = error;
      }
      expect(ExecretError.isInstance(caught)).toBe(true);
      expect(caught).toMatchObject({ code: ExecretErrorCode.INTERNAL, message: 'operator "throws" threw: boom' });
      expect((caught as Error).cause).toBeInstanceOf(TypeError);
    });
  });
});
