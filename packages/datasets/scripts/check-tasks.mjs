#!/usr/bin/env node
// Authoring check for built-in TypeScript and JavaScript task files (tasks/typescript/<domain>/<name>.ts,
// tasks/javascript/<domain>/<name>.js: same format; a .js file's canonical, tests and examples must
// also be plain JavaScript, no type syntax).
// Usage: node scripts/check-tasks.mjs [--mutants] FILE_OR_DIR...
// Checks the format (docs/task-format.md), transpiles with TypeScript, runs every test on its own in
// a child Node process, checks the two query-time examples (`// example:` lines: each must hold on the
// canonical under assert.deepStrictEqual and call the entry point with arguments no test uses, compared
// by value after running both), and with --mutants runs crude textual mutants (operator flips, +-1, removed
// guards) and lists the ones that survive every test. An authoring aid only: `execret build` is the
// real verification.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { Script } from 'node:vm';
import ts from 'typescript';

const DOMAINS = new Set(['bit_manipulation', 'collections', 'data_transformation', 'date_time', 'geometry', 'math_numerical', 'sorting_searching', 'state_machines', 'string_processing', 'validation']);

// An example `<call> === <expected>` as { call, expected } source texts; throws when malformed.
export function parseExample(text, entryPoint) {
  const source = ts.createSourceFile('example.ts', text, ts.ScriptTarget.ES2022, true);
  const statement = source.statements[0];
  const node = source.statements.length === 1 && ts.isExpressionStatement(statement) ? statement.expression : undefined;
  if (source.parseDiagnostics?.length > 0 || node === undefined || !ts.isBinaryExpression(node) || node.operatorToken.kind !== ts.SyntaxKind.EqualsEqualsEqualsToken) {
    throw new Error(`example must be '<call> === <expected>' with one top-level ===: ${text}`);
  }
  let calls = false;
  const visit = (child) => {
    if (ts.isCallExpression(child) && ts.isIdentifier(child.expression) && child.expression.text === entryPoint) calls = true;
    ts.forEachChild(child, visit);
  };
  visit(node.left);
  if (!calls) throw new Error(`example must call ${entryPoint}(...) before ===: ${text}`);
  return { call: node.left.getText(source), expected: node.right.getText(source) };
}

// The statement an example runs as: what execution-aware reranking runs for { call, expected }.
export function exampleTest({ call, expected }) {
  return `assert.deepStrictEqual(${call}, ${expected});`;
}

export function parseTask(path) {
  const lines = readFileSync(path, 'utf8').split('\n');
  const header = {};
  const exampleTexts = [];
  let index = 0;
  let key;
  while (index < lines.length && lines[index].startsWith('//')) {
    const line = lines[index];
    const match = /^\/\/ ([a-z_]+): (.*)$/.exec(line);
    if (match) {
      key = match[1];
      if (key === 'example') exampleTexts.push({ text: match[2].trim(), line: index + 1 });
      else if (key in header) throw new Error(`${path}:${index + 1}: header field '${key}' appears twice`);
      else header[key] = match[2].trim();
    } else if (line.startsWith('//   ') && key === 'example') exampleTexts[exampleTexts.length - 1].text += ` ${line.slice(5).trim()}`;
    else if (line.startsWith('//   ') && key) header[key] += ` ${line.slice(5).trim()}`;
    else throw new Error(`${path}:${index + 1}: header lines must be '// key: value' or '//   continuation'`);
    index += 1;
  }
  for (const required of ['query', 'entry_point']) if (!(required in header)) throw new Error(`${path}:1: header field '${required}' is missing`);
  const examples = exampleTexts.map(({ text, line }) => {
    try { return parseExample(text, header.entry_point); } catch (error) { throw new Error(`${path}:${line}: ${error.message}`); }
  });
  const marker = lines.indexOf('// tests', index);
  if (marker < 0) throw new Error(`${path}: no '// tests' line`);
  const canonical = `${lines.slice(index, marker).join('\n').trim()}\n`;
  const tests = [];
  lines.slice(marker + 1).forEach((line, offset) => {
    if (!line.trim() || line.startsWith('//')) return;
    if (!line.startsWith('assert.')) throw new Error(`${path}:${marker + offset + 2}: each test is one line starting with 'assert.'`);
    tests.push(line);
  });
  return { header, canonical, tests, examples };
}

function transpile(code) {
  return ts.transpileModule(code, { compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext } }).outputText;
}

function run(code, tests, stopEarly) {
  const directory = mkdtempSync(join(tmpdir(), 'execret-check-'));
  const program = `import assert from 'node:assert/strict';
const __outcomes = [];
const __tests = ${JSON.stringify(tests.map((test) => transpile(test)))};
const __code = ${JSON.stringify(transpile(code))};
for (const test of __tests) {
  try {
    new Function('assert', __code + '\\n' + test)(assert);
    __outcomes.push('pass');
  } catch (error) {
    __outcomes.push(error instanceof assert.AssertionError ? 'FAIL: ' + error.message.split('\\n')[0] : 'ERROR: ' + (error?.name ?? 'Error') + ': ' + error?.message);
    if (${stopEarly}) break;
  }
}
process.stdout.write(JSON.stringify(__outcomes));`;
  writeFileSync(join(directory, 'run.mjs'), program);
  try {
    return JSON.parse(execFileSync(process.execPath, [join(directory, 'run.mjs')], { timeout: stopEarly ? 3000 : 10000, encoding: 'utf8' }));
  } catch {
    return ['TIMEOUT'];
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

// Runs each example test on the canonical, and records the entry point's arguments in every test and
// every example (top-level calls only, cloned before the call) to find examples that repeat a test's
// call: for each example, its outcome and the indices of the tests that make one of its calls.
function checkExamples(code, entryPoint, tests, exampleTests) {
  const directory = mkdtempSync(join(tmpdir(), 'execret-check-'));
  const program = `import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
const __code = ${JSON.stringify(transpile(code))};
const __run = (statement, record) => {
  const calls = [];
  let depth = 0;
  const wrap = (original) => function (...args) {
    if (depth === 0) { try { calls.push(structuredClone(args)); } catch { calls.push(args); } }
    depth += 1;
    try { return original.apply(this, args); } finally { depth -= 1; }
  };
  try {
    new Function('assert', '__wrap', __code + '\\n' + (record ? ${JSON.stringify(entryPoint)} + ' = __wrap(' + ${JSON.stringify(entryPoint)} + ');\\n' : '') + statement)(assert, wrap);
    return { outcome: 'pass', calls };
  } catch (error) {
    return { outcome: error instanceof assert.AssertionError ? 'FAIL: ' + error.message.split('\\n')[0] : 'ERROR: ' + (error?.name ?? 'Error') + ': ' + error?.message, calls };
  }
};
const __tests = ${JSON.stringify(tests.map((test) => transpile(test)))}.map((test) => __run(test, true).calls);
const __examples = ${JSON.stringify(exampleTests.map((test) => transpile(test)))}.map((test) => {
  const outcome = __run(test, false).outcome;
  const calls = __run(test, true).calls;
  return { outcome, same: __tests.flatMap((theirs, index) => (calls.some((mine) => theirs.some((other) => isDeepStrictEqual(mine, other))) ? [index] : [])) };
});
process.stdout.write(JSON.stringify(__examples));`;
  writeFileSync(join(directory, 'examples.mjs'), program);
  try {
    return JSON.parse(execFileSync(process.execPath, [join(directory, 'examples.mjs')], { timeout: 20000, encoding: 'utf8' }));
  } catch {
    return exampleTests.map(() => ({ outcome: 'TIMEOUT', same: [] }));
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

const SWAPS = [[/ < /g, ' <= '], [/ <= /g, ' < '], [/ > /g, ' >= '], [/ >= /g, ' > '], [/ === /g, ' !== '], [/ !== /g, ' === '], [/ && /g, ' || '], [/ \|\| /g, ' && '], [/ \+ 1\b/g, ''], [/ - 1\b/g, ''], [/ \+ /g, ' - '], [/ - /g, ' + '], [/ \* /g, ' / '], [/ % /g, ' / ']];

function mutants(code) {
  const results = [];
  for (const [pattern, replacement] of SWAPS) {
    for (const match of code.matchAll(pattern)) {
      results.push([`${JSON.stringify(match[0])}->${JSON.stringify(replacement)} at ${code.slice(0, match.index).split('\n').length}`, code.slice(0, match.index) + replacement + code.slice(match.index + match[0].length)]);
    }
  }
  const lines = code.split('\n');
  lines.forEach((line, index) => {
    if (/^\s*if \(.*\) (return|throw|continue|break)\b.*;$/.test(line)) results.push([`remove guard at ${index + 1}`, [...lines.slice(0, index), ...lines.slice(index + 1)].join('\n')]);
  });
  return results;
}

function collect(argument) {
  if (statSync(argument).isDirectory()) return readdirSync(argument).flatMap((name) => collect(join(argument, name)));
  return argument.endsWith('.ts') || argument.endsWith('.js') ? [argument] : [];
}

const argv = process.argv.slice(2);
const wantMutants = argv.includes('--mutants');
const paths = argv.filter((argument) => argument !== '--mutants').flatMap(collect).sort();
let problems = 0;
let survivingTotal = 0;
let mutantTotal = 0;
let examplesChecked = 0;
let examplesFailing = 0;
const perDomain = {};
for (const path of paths) {
  let task;
  try { task = parseTask(path); } catch (error) { console.log(`FORMAT ${error.message}`); problems += 1; continue; }
  const domain = basename(dirname(path));
  perDomain[domain] = (perDomain[domain] ?? 0) + 1;
  const notes = [];
  if (!DOMAINS.has(domain)) notes.push(`folder '${domain}' is not one of the ten domains`);
  if (task.tests.length < 7 || task.tests.length > 10) notes.push(`${task.tests.length} tests (need 7-10)`);
  if (new Set(task.tests).size !== task.tests.length) notes.push('duplicate tests');
  if (!task.canonical.includes(`function ${task.header.entry_point}(`)) notes.push(`canonical does not declare function ${task.header.entry_point}`);
  if (/^\s*(import|export)\b/m.test(task.canonical)) notes.push('canonical must not import or export');
  if (path.endsWith('.js')) {
    // Compiled, never run: TypeScript syntax left in a .js task is a SyntaxError here.
    for (const [what, text] of [['canonical', task.canonical], ...task.tests.map((test) => ['test', test]), ...task.examples.map((example) => ['example', exampleTest(example)])]) {
      try { new Script(text); } catch (error) { notes.push(`${what} is not plain JavaScript: ${error.message}: ${text.split('\n')[0]}`); }
    }
  }
  const outcomes = run(task.canonical, task.tests, false);
  const failing = outcomes.map((outcome, index) => [task.tests[index], outcome]).filter(([, outcome]) => outcome !== 'pass');
  for (const [test, outcome] of failing) notes.push(`canonical fails: ${test} -> ${outcome}`);
  if (task.examples.length !== 2) notes.push(`${task.examples.length} examples (need 2 '// example:' lines)`);
  if (new Set(task.examples.map((example) => example.call)).size !== task.examples.length) notes.push('two examples make the same call');
  if (task.examples.length > 0) {
    const checked = checkExamples(task.canonical, task.header.entry_point, task.tests, task.examples.map(exampleTest));
    checked.forEach(({ outcome, same }, index) => {
      const example = task.examples[index];
      if (outcome !== 'pass') notes.push(`example does not hold on the canonical: ${example.call} === ${example.expected} -> ${outcome}`);
      for (const number of same) notes.push(`example ${example.call} repeats the call of test ${task.tests[number]}`);
    });
    examplesChecked += checked.length;
    examplesFailing += checked.filter(({ outcome, same }) => outcome !== 'pass' || same.length > 0).length;
  }
  if (wantMutants && failing.length === 0) {
    const list = mutants(task.canonical);
    const survivors = list.filter(([, code]) => { const result = run(code, task.tests, true); return result.length === task.tests.length && result.every((outcome) => outcome === 'pass'); }).map(([label]) => label);
    mutantTotal += list.length;
    survivingTotal += survivors.length;
    if (survivors.length > 0) notes.push(`${survivors.length}/${list.length} crude mutants survive: ${survivors.slice(0, 8).join('; ')}`);
  }
  if (notes.length > 0) {
    const hard = notes.filter((note) => !note.includes('survive'));
    if (hard.length > 0) problems += 1;
    console.log(`${hard.length > 0 ? 'PROBLEM' : 'note'} ${path}: ${notes.join(' | ')}`);
  }
}
console.log(`${paths.length} files, ${problems} with problems; per domain: ${Object.entries(perDomain).sort().map(([domain, count]) => `${domain}=${count}`).join(', ')}`);
console.log(`examples: ${examplesChecked} checked, ${examplesChecked - examplesFailing} hold on the canonical and call with arguments no test uses`);
if (wantMutants) console.log(`crude mutants surviving: ${survivingTotal}/${mutantTotal}`);
process.exitCode = problems > 0 ? 1 : 0;
