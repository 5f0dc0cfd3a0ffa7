#!/usr/bin/env node
// Authoring check for built-in TypeScript task files (tasks/typescript/<domain>/<name>.ts).
// Usage: node scripts/check-tasks.mjs [--mutants] FILE_OR_DIR...
// Checks the format (docs/task-format.md), transpiles with TypeScript, runs every test on its own in
// a child Node process, and with --mutants runs crude textual mutants (operator flips, +-1, removed
// guards) and lists the ones that survive every test. An authoring aid only: `execret build` is the
// real verification.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import ts from 'typescript';

const DOMAINS = new Set(['bit_manipulation', 'collections', 'data_transformation', 'date_time', 'geometry', 'math_numerical', 'sorting_searching', 'state_machines', 'string_processing', 'validation']);

export function parseTask(path) {
  const lines = readFileSync(path, 'utf8').split('\n');
  const header = {};
  let index = 0;
  let key;
  while (index < lines.length && lines[index].startsWith('//')) {
    const line = lines[index];
    const match = /^\/\/ ([a-z_]+): (.*)$/.exec(line);
    if (match) { key = match[1]; header[key] = match[2].trim(); }
    else if (line.startsWith('//   ') && key) header[key] += ` ${line.slice(5).trim()}`;
    else throw new Error(`${path}:${index + 1}: header lines must be '// key: value' or '//   continuation'`);
    index += 1;
  }
  for (const required of ['query', 'entry_point']) if (!(required in header)) throw new Error(`${path}:1: header field '${required}' is missing`);
  const marker = lines.indexOf('// tests', index);
  if (marker < 0) throw new Error(`${path}: no '// tests' line`);
  const canonical = `${lines.slice(index, marker).join('\n').trim()}\n`;
  const tests = [];
  lines.slice(marker + 1).forEach((line, offset) => {
    if (!line.trim() || line.startsWith('//')) return;
    if (!line.startsWith('assert.')) throw new Error(`${path}:${marker + offset + 2}: each test is one line starting with 'assert.'`);
    tests.push(line);
  });
  return { header, canonical, tests };
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
  return argument.endsWith('.ts') ? [argument] : [];
}

const argv = process.argv.slice(2);
const wantMutants = argv.includes('--mutants');
const paths = argv.filter((argument) => argument !== '--mutants').flatMap(collect).sort();
let problems = 0;
let survivingTotal = 0;
let mutantTotal = 0;
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
  const outcomes = run(task.canonical, task.tests, false);
  const failing = outcomes.map((outcome, index) => [task.tests[index], outcome]).filter(([, outcome]) => outcome !== 'pass');
  for (const [test, outcome] of failing) notes.push(`canonical fails: ${test} -> ${outcome}`);
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
if (wantMutants) console.log(`crude mutants surviving: ${survivingTotal}/${mutantTotal}`);
process.exitCode = problems > 0 ? 1 : 0;
