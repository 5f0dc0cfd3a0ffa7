import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUG_TYPES } from '@execret/core';
import type { Language } from '@execret/core';
import { beforeAll, describe, expect, it } from '@jest/globals';
import ts from 'typescript';
import { mutate } from './mutate.js';
import { createMutationEngine } from './mutation-engine.js';
import type { MutationCandidate, MutationResult } from './mutation-result.js';

/*
 * Properties of every mutant over a corpus of real functions written for this purpose
 * (src/__fixtures__/python/*.py, src/__fixtures__/typescript/*.ts, and the canonicals of the yield
 * corpus in bench/yield-corpus/*.jsonl, short idiomatic functions). The checks are independent of
 * the engine: Python mutants are parsed and compared with CPython's `ast` (statement_diff.py),
 * TypeScript mutants with the `typescript` compiler installed at the workspace root.
 */

interface CorpusEntry {
  readonly name: string;
  readonly source: string;
}

const fixtures = fileURLToPath(new URL('./__fixtures__/', import.meta.url));

function loadCorpus(folder: string, extension: string): CorpusEntry[] {
  const directory = join(fixtures, folder);
  return readdirSync(directory)
    .filter((file) => file.endsWith(extension))
    .sort()
    .map((file) => ({ name: file, source: readFileSync(join(directory, file), 'utf8') }));
}

/** The canonicals of the yield corpus (`execret build --from jsonl` rows). */
function loadYieldCorpus(language: CorpusLanguage): CorpusEntry[] {
  const path = fileURLToPath(new URL(`../bench/yield-corpus/${language}.jsonl`, import.meta.url));
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { taskId: string; canonical: string })
    .map((row) => ({ name: row.taskId, source: row.canonical }));
}

/** The languages with a mutation corpus here. */
type CorpusLanguage = 'python' | 'typescript';

const corpora: Record<CorpusLanguage, CorpusEntry[]> = {
  python: [...loadCorpus('python', '.py'), ...loadYieldCorpus('python')],
  typescript: [...loadCorpus('typescript', '.ts'), ...loadYieldCorpus('typescript')],
};

let results: Record<CorpusLanguage, MutationResult[]>;

beforeAll(async () => {
  const engine = await createMutationEngine();
  results = {
    python: corpora.python.map((entry) => engine.mutate(entry.source, { language: 'python' })),
    typescript: corpora.typescript.map((entry) => engine.mutate(entry.source, { language: 'typescript' })),
  };
});

/** A statement with its header (its own tokens or AST) and the statement lists nested in it. */
interface StatementTree {
  readonly header: string;
  readonly nested: readonly (readonly StatementTree[])[];
}

const FAR = 1000;

function listDistance(left: readonly StatementTree[], right: readonly StatementTree[]): number {
  if (left.length === right.length) return left.reduce((sum, node, index) => sum + treeDistance(node, right[index] as StatementTree), 0);
  if (left.length === right.length + 1) {
    for (let index = 0; index < left.length; index += 1) {
      const rest = [...left.slice(0, index), ...left.slice(index + 1)];
      if (JSON.stringify(rest) === JSON.stringify(right)) return 1;
    }
  }
  return FAR;
}

function treeDistance(left: StatementTree, right: StatementTree): number {
  if (left.nested.length !== right.nested.length) return FAR;
  let distance = left.header === right.header ? 0 : 1;
  left.nested.forEach((list, index) => {
    distance += listDistance(list, right.nested[index] as StatementTree[]);
  });
  return distance;
}

/** Kinds named `…Statement`, `…Declaration` or `…Clause`: a definition independent of the engine's list. */
const TS_STATEMENT_KINDS = new Set(
  Object.entries(ts.SyntaxKind)
    .filter(([name, value]) => typeof value === 'number' && /(Statement|Declaration|Clause)$/.test(name) && !/^(First|Last)/.test(name))
    .map(([, value]) => value as ts.SyntaxKind),
);

function typescriptTree(node: ts.Node, sourceFile: ts.SourceFile): StatementTree {
  const tokens: string[] = [];
  const nested: StatementTree[] = [];
  const visit = (current: ts.Node): void => {
    for (const child of current.getChildren(sourceFile)) {
      if (ts.isJSDoc(child)) continue;
      if (TS_STATEMENT_KINDS.has(child.kind)) nested.push(typescriptTree(child, sourceFile));
      else if (child.getChildCount(sourceFile) === 0) {
        // Empty syntax lists are leaves too; they carry no token.
        if (child.getText(sourceFile) !== '') tokens.push(child.getText(sourceFile));
      } else visit(child);
    }
  };
  visit(node);
  return { header: tokens.join(' '), nested: [nested] };
}

const canonicalTrees = new Map<string, StatementTree>();

/** The statement tree of a canonical, built once for all its mutants. */
function canonicalTree(canonical: string): StatementTree {
  let tree = canonicalTrees.get(canonical);
  if (tree === undefined) {
    const sourceFile = ts.createSourceFile('c.ts', canonical, ts.ScriptTarget.ES2022, true);
    tree = typescriptTree(sourceFile, sourceFile);
    canonicalTrees.set(canonical, tree);
  }
  return tree;
}

/** One job per canonical: its mutants, checked against it. */
interface CheckJob {
  readonly canonical: string;
  readonly mutants: readonly string[];
}

/** Whether a mutant parses (else the first error) and how many statements differ from its canonical. */
interface MutantCheck {
  readonly parses: boolean;
  readonly error: string | null;
  readonly changed: number | null;
}

/** A program that only parses: no lib, no module resolution, no emit (as `ts.transpileModule` builds its own). */
const PARSE_ONLY: ts.CompilerOptions = { target: ts.ScriptTarget.ES2022, noLib: true, noResolve: true, isolatedModules: true, noEmit: true };

/**
 * Parses every mutant once and reports what `ts.transpileModule(code, { reportDiagnostics: true })`
 * reports: the program's syntactic diagnostics (for a `.ts` file, its parse errors) and options
 * diagnostics. One program per canonical holds all its mutants, instead of a program and an emit
 * per mutant; a mutant that parses gets its statement distance from the canonical.
 */
function typescriptChecks(jobs: readonly CheckJob[]): MutantCheck[][] {
  return jobs.map(({ canonical, mutants }) => {
    const sourceFiles = new Map(mutants.map((code, index) => [`m${index}.ts`, ts.createSourceFile(`m${index}.ts`, code, ts.ScriptTarget.ES2022, true)]));
    const host: ts.CompilerHost = {
      getSourceFile: (fileName) => sourceFiles.get(fileName),
      getDefaultLibFileName: () => 'lib.d.ts',
      writeFile: () => undefined,
      getCurrentDirectory: () => '',
      getCanonicalFileName: (fileName) => fileName,
      useCaseSensitiveFileNames: () => true,
      getNewLine: () => '\n',
      fileExists: (fileName) => sourceFiles.has(fileName),
      readFile: () => undefined,
    };
    const program = ts.createProgram([...sourceFiles.keys()], PARSE_ONLY, host);
    return [...sourceFiles.values()].map((after) => {
      const diagnostic = [...program.getSyntacticDiagnostics(after), ...program.getOptionsDiagnostics()][0];
      if (diagnostic !== undefined) return { parses: false, error: ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '), changed: null };
      return { parses: true, error: null, changed: treeDistance(canonicalTree(canonical), typescriptTree(after, after)) };
    });
  });
}

function everyMutant(language: CorpusLanguage): { entry: CorpusEntry; mutant: MutationCandidate }[] {
  return corpora[language].flatMap((entry, index) =>
    (results[language][index] as MutationResult).mutants.map((mutant) => ({ entry, mutant })),
  );
}

/** The kept mutants of every corpus entry of `language`, one job per canonical. */
function checkJobs(language: CorpusLanguage): CheckJob[] {
  return corpora[language].map((entry, index) => ({
    canonical: entry.source,
    mutants: (results[language][index] as MutationResult).mutants.map((mutant) => mutant.code),
  }));
}

/** Every mutant that does not parse or does not change exactly one statement, by entry, line and operator. */
function failedChecks(language: CorpusLanguage, checks: readonly (readonly MutantCheck[])[]): string[] {
  return checks.flatMap((entries, fileIndex) =>
    entries.flatMap((check, mutantIndex) => {
      if (check.parses && check.changed === 1) return [];
      const mutant = (results[language][fileIndex] as MutationResult).mutants[mutantIndex] as MutationCandidate;
      return [`${corpora[language][fileIndex]?.name}:${mutant.line} ${mutant.operator}: ${JSON.stringify(check)} ${mutant.after}`];
    }),
  );
}

function pythonChecks(jobs: readonly CheckJob[]): MutantCheck[][] {
  const output = execFileSync('python3', [join(fixtures, 'statement_diff.py')], { input: JSON.stringify(jobs), maxBuffer: 64 << 20 });
  return JSON.parse(output.toString('utf8')) as MutantCheck[][];
}

describe('mutation corpus', () => {
  it('uses checkers that tell one changed statement from two, a deleted statement from a moved one, and syntax errors', () => {
    const canonical = 'def f(x):\n    if x < 0:\n        return 0\n    y = x + 1\n    return y\n';
    const python = pythonChecks([
      {
        canonical,
        mutants: [
          'def f(x):\n    if x <= 0:\n        return 0\n    y = x + 1\n    return y\n',
          'def f(x):\n    if x <= 0:\n        return 0\n    y = x - 1\n    return y\n',
          'def f(x):\n    y = x + 1\n    return y\n',
          'def f(x):\n    y = x + 1\n    if x < 0:\n        return 0\n    return y\n',
          'def f(x):\n    if x < 0:\n    y = x + 1\n    return y\n',
        ],
      },
    ])[0];
    const verdicts = python?.map((check) => (check.changed === null ? 'does not parse' : check.changed === 1 ? 'one' : 'more'));
    expect(verdicts).toEqual(['one', 'more', 'one', 'more', 'does not parse']);
    const tsCanonical = 'function f(x: number) {\n  if (x < 0) return 0;\n  const y = x + 1;\n  return y;\n}\n';
    const typescript = typescriptChecks([
      {
        canonical: tsCanonical,
        mutants: [
          tsCanonical.replace('x < 0', 'x <= 0'),
          tsCanonical.replace('x < 0', 'x <= 0').replace('x + 1', 'x - 1'),
          tsCanonical.replace('  if (x < 0) return 0;\n', ''),
          tsCanonical.replace('x < 0', 'x < < 0'),
        ],
      },
    ])[0];
    expect(typescript?.map((check) => [check.parses, check.changed])).toEqual([
      [true, 1],
      [true, 2],
      [true, 1],
      [false, null],
    ]);
  });

  it('holds at least 40 Python and 20 TypeScript functions, and every one parses', () => {
    expect(corpora.python.length).toBeGreaterThanOrEqual(40);
    expect(corpora.typescript.length).toBeGreaterThanOrEqual(20);
    for (const entry of corpora.typescript) {
      expect([entry.name, ts.transpileModule(entry.source, { reportDiagnostics: true }).diagnostics]).toEqual([entry.name, []]);
    }
  });

  it('every Python mutant parses with CPython and differs from its canonical in exactly one statement', () => {
    const checks = pythonChecks(checkJobs('python'));
    expect(checks.flat().length).toBe(everyMutant('python').length);
    expect(failedChecks('python', checks)).toEqual([]);
  });

  it('every TypeScript mutant parses with the TypeScript compiler and differs in exactly one statement', () => {
    const checks = typescriptChecks(checkJobs('typescript'));
    expect(checks.flat().length).toBe(everyMutant('typescript').length);
    expect(failedChecks('typescript', checks)).toEqual([]);
  });

  it.each(['python', 'typescript'] as const)('%s: every line outside the edit stays byte-identical, and before/after are the edited lines', (language) => {
    const failures: string[] = [];
    for (const { entry, mutant } of everyMutant(language)) {
      const original = entry.source.split('\n');
      const mutated = mutant.code.split('\n');
      const start = mutant.line - 1;
      const beforeCount = mutant.before.split('\n').length;
      const afterCount = mutant.after === '' ? 0 : mutant.after.split('\n').length;
      const ok =
        JSON.stringify(original.slice(0, start)) === JSON.stringify(mutated.slice(0, start)) &&
        JSON.stringify(original.slice(start + beforeCount)) === JSON.stringify(mutated.slice(start + afterCount)) &&
        original.slice(start, start + beforeCount).join('\n') === mutant.before &&
        mutated.slice(start, start + afterCount).join('\n') === mutant.after &&
        mutant.before !== mutant.after;
      if (!ok) failures.push(`${entry.name}:${mutant.line} ${mutant.operator}`);
    }
    expect(failures).toEqual([]);
  });

  it.each(['python', 'typescript'] as const)('%s: enumeration is identical across runs, engines and the shared mutate()', async (language) => {
    const other = await createMutationEngine();
    for (const [index, entry] of corpora[language].entries()) {
      const expected = JSON.stringify(results[language][index]);
      expect(JSON.stringify(other.mutate(entry.source, { language }))).toBe(expected);
      expect(JSON.stringify(await mutate(entry.source, { language }))).toBe(expected);
    }
    other.dispose();
  });

  it.each(['python', 'typescript'] as const)('%s: kept mutants come in source order and no two are identical', (language) => {
    for (const result of results[language]) {
      const starts = result.mutants.map((mutant) => mutant.edit.start);
      expect(starts).toEqual([...starts].sort((left, right) => left - right));
      expect(new Set(result.mutants.map((mutant) => mutant.code)).size).toBe(result.mutants.length);
    }
  });

  it.each(['python', 'typescript'] as const)('%s: built-in operators only lose candidates to duplicates, and every bug type occurs', (language) => {
    const reasons = new Set(results[language].flatMap((result) => result.dropped.map((dropped) => `${dropped.reason}`)));
    expect([...reasons].filter((reason) => reason !== 'duplicate')).toEqual([]);
    const bugTypes = new Set(everyMutant(language).map(({ mutant }) => mutant.bugType));
    expect([...bugTypes].sort()).toEqual([...BUG_TYPES].sort());
  });
});
