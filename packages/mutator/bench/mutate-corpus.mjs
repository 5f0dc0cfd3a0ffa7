// Candidates per bug type and time per function over a corpus of functions.
//
// Usage (after `npx tsup`):
//   npm run bench                                  # the fixture corpus in src/__fixtures__
//   npm run bench -- path/to/folder ...            # every .py / .ts / .js / .go / .java / .rs / .cpp file in the folders (recursively);
//                                                  # a file with an `entry_point: name` header comment (the
//                                                  # built-in task format) is mutated inside that function only
//   npm run bench -- path/to/tasks.jsonl           # Task rows: canonical, language, entryPoint (or entry_point), taskId
//   npm run bench -- --repeat 20 path/...          # timed runs per function (default 10; one untimed warm-up)
//
// Prints one row per function (kept candidates per bug type, dropped, median time) and, per
// language, the totals per bug type, flagging any bug type that never occurs.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUG_TYPES } from '@execret/core';
import { createMutationEngine } from '../dist/index.js';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const EXTENSIONS = {
  '.py': 'python', '.ts': 'typescript', '.js': 'javascript', '.mjs': 'javascript',
  '.go': 'go', '.java': 'java', '.rs': 'rust', '.cpp': 'cpp', '.cc': 'cpp', '.cxx': 'cpp',
};
const SHORT_LANGUAGE = { python: 'py', typescript: 'ts', javascript: 'js', go: 'go', java: 'java', rust: 'rs', cpp: 'cpp' };
const SHORT = {
  off_by_one: 'obo',
  off_by_one_boundary: 'bound',
  wrong_comparison: 'cmp',
  wrong_operator: 'op',
  swap_arguments: 'swap',
  remove_edge_case_check: 'guard',
};

function parseArguments(argv) {
  let repeat = 10;
  const paths = [];
  for (let index = 0; index < argv.length; index += 1) {
    if (argv[index] === '--repeat') repeat = Number(argv[(index += 1)]);
    else paths.push(argv[index]);
  }
  if (!Number.isInteger(repeat) || repeat < 1) throw new Error(`--repeat must be a positive integer, got ${repeat}`);
  if (paths.length === 0) paths.push(join(packageRoot, 'src/__fixtures__/python'), join(packageRoot, 'src/__fixtures__/typescript'));
  return { repeat, paths };
}

function filesUnder(folder) {
  return readdirSync(folder)
    .sort()
    .flatMap((name) => {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) return filesUnder(path);
      return Object.hasOwn(EXTENSIONS, extname(name)) && !name.endsWith('.test.ts') && !name.endsWith('.d.ts') ? [path] : [];
    });
}

function loadFunctions(paths) {
  const functions = [];
  for (const path of paths) {
    if (path.endsWith('.jsonl')) {
      readFileSync(path, 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .forEach((line, index) => {
          const row = JSON.parse(line);
          functions.push({
            name: row.taskId ?? row.task_id ?? `${basename(path)}:${index + 1}`,
            language: row.language ?? 'python',
            source: row.canonical,
            entryPoint: row.entryPoint ?? row.entry_point,
          });
        });
    } else {
      const files = statSync(path).isDirectory() ? filesUnder(path) : [path];
      for (const file of files) {
        const source = readFileSync(file, 'utf8');
        const entryPoint = /^(?:#|\/\/)\s*entry_point:\s*([A-Za-z_$][\w$]*)\s*$/m.exec(source)?.[1];
        functions.push({ name: relative(process.cwd(), file), language: EXTENSIONS[extname(file)], source, entryPoint });
      }
    }
  }
  return functions;
}

function median(values) {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const { repeat, paths } = parseArguments(process.argv.slice(2));
const functions = loadFunctions(paths);
const started = performance.now();
const engine = await createMutationEngine();
const engineMs = performance.now() - started;

const rows = [];
for (const fn of functions) {
  const options = { language: fn.language, ...(fn.entryPoint ? { entryPoint: fn.entryPoint } : {}) };
  const result = engine.mutate(fn.source, options);
  const times = [];
  for (let run = 0; run < repeat; run += 1) {
    const before = performance.now();
    engine.mutate(fn.source, options);
    times.push(performance.now() - before);
  }
  const perType = Object.fromEntries(BUG_TYPES.map((type) => [type, 0]));
  for (const mutant of result.mutants) perType[mutant.bugType] = (perType[mutant.bugType] ?? 0) + 1;
  rows.push({ ...fn, kept: result.mutants.length, dropped: result.dropped.length, perType, ms: median(times), lines: fn.source.split('\n').length });
}

const nameWidth = Math.min(48, Math.max(8, ...rows.map((row) => row.name.length)));
const header = ['function'.padEnd(nameWidth), 'lang', ...BUG_TYPES.map((type) => SHORT[type].padStart(5)), 'kept'.padStart(5), 'drop'.padStart(5), 'ms'.padStart(7)];
console.log(`engine created in ${engineMs.toFixed(0)} ms; ${functions.length} functions; median of ${repeat} timed runs each\n`);
console.log(header.join(' '));
for (const row of rows) {
  console.log(
    [
      row.name.slice(-nameWidth).padEnd(nameWidth),
      (SHORT_LANGUAGE[row.language] ?? row.language).padEnd(4),
      ...BUG_TYPES.map((type) => String(row.perType[type]).padStart(5)),
      String(row.kept).padStart(5),
      String(row.dropped).padStart(5),
      row.ms.toFixed(2).padStart(7),
    ].join(' '),
  );
}

let missing = 0;
for (const language of Object.keys(SHORT_LANGUAGE)) {
  const subset = rows.filter((row) => row.language === language);
  if (subset.length === 0) continue;
  const kept = subset.reduce((sum, row) => sum + row.kept, 0);
  const dropped = subset.reduce((sum, row) => sum + row.dropped, 0);
  const lines = subset.reduce((sum, row) => sum + row.lines, 0);
  const times = subset.map((row) => row.ms);
  console.log(`\n${language}: ${subset.length} functions, ${lines} lines, ${kept} kept candidates (${(kept / subset.length).toFixed(1)} per function), ${dropped} dropped (${((100 * dropped) / Math.max(1, kept + dropped)).toFixed(1)}% of all)`);
  for (const type of BUG_TYPES) {
    const total = subset.reduce((sum, row) => sum + row.perType[type], 0);
    const withType = subset.filter((row) => row.perType[type] > 0).length;
    if (total === 0) missing += 1;
    console.log(`  ${type.padEnd(24)} ${String(total).padStart(6)}  in ${String(withType).padStart(3)}/${subset.length} functions${total === 0 ? '  MISSING' : ''}`);
  }
  console.log(
    `  time per function: median ${median(times).toFixed(2)} ms, mean ${(times.reduce((a, b) => a + b, 0) / times.length).toFixed(2)} ms, max ${Math.max(...times).toFixed(2)} ms; ${((1000 * kept) / times.reduce((a, b) => a + b, 0)).toFixed(0)} kept candidates per second`,
  );
}
if (missing > 0) console.log(`\n${missing} bug type(s) never occur: see MISSING above`);
engine.dispose();
