// Test amplification on a corpus whose tasks have three tests each: how many tasks get four
// verified distractors with `execret build` as it is, and with `execret build --amplify <n>`.
//
// Usage (after `npx turbo run build --filter=execret...`):
//   npm run bench                              # bench/three-test-corpus.mjs, --amplify 5
//   npm run bench -- --amplify 3               # another number of generated tests per task
//   npm run bench -- --seed 7                  # another seed (input mutations, distractor choice)
//   npm run bench -- --cache <dir>             # execution cache folder (default: <tmp>/execret-amplify-bench-cache)
//
// Both builds run the real pipeline: the mutator's candidates, the sandboxed oracle, gates G1-G5
// (up to 4 distractors per task). With --amplify each task first gains up to n generated tests
// (new inputs by type-aware mutation of the tests' inputs, the canonical's output as expected
// value, kept when they fail a candidate that passes the three tests). The bench prints, before and
// after, the share of tasks with 4, with at least 1 and with 0 distractors, and the distractors of
// the amplified bundle that the three original tests alone do not catch (what scoring without the
// generated tests would count as passing). Goal: the share of tasks with four at least doubles
// (reachable only from a share of at most half; the bench also prints how much of the gap to
// all tasks with four closes).
// Executions are cached by content, so a rerun only runs what changed.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { codeSha256, readBundle, testsSha256 } from '@execret/core';
import { withoutGeneratedTests } from '@execret/datasets';
import { openLocalOracle } from '@execret/oracle';
import { buildBenchmark } from '../dist/index.js';
import { THREE_TEST_TASKS } from './three-test-corpus.mjs';

function parseArguments(argv) {
  const options = { amplify: 5, seed: 20260510, cache: join(tmpdir(), 'execret-amplify-bench-cache') };
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    if (argument === '--amplify') options.amplify = Number(argv[(index += 1)]);
    else if (argument === '--seed') options.seed = Number(argv[(index += 1)]);
    else if (argument === '--cache') options.cache = resolve(argv[(index += 1)] ?? '');
    else throw new Error(`unknown argument ${argument}; see the usage at the top of bench/amplify-yield.mjs`);
  }
  if (!Number.isSafeInteger(options.amplify) || options.amplify < 1) throw new Error(`--amplify must be a positive integer, got ${options.amplify}`);
  if (!Number.isSafeInteger(options.seed)) throw new Error(`--seed must be an integer, got ${options.seed}`);
  return options;
}

const quiet = { stage: () => () => undefined, done: () => undefined, note: () => undefined };
const percent = (count, total) => `${((100 * count) / total).toFixed(1).padStart(5)}%`;

function shares(report) {
  const total = report.tasks.total;
  const count = (predicate) => Object.entries(report.distractors.per_task).reduce((sum, [kept, tasks]) => sum + (predicate(Number(kept)) ? tasks : 0), 0);
  return { total, four: count((kept) => kept >= 4), atLeastOne: count((kept) => kept >= 1), none: total - count((kept) => kept >= 1), kept: report.distractors.kept };
}

/** Kept distractors of a bundle that pass every test of their query once the generated tests are removed. */
async function passingWithoutGenerated(folder) {
  const { bundle } = await readBundle(folder);
  const reduced = withoutGeneratedTests(bundle).bundle;
  const byKey = new Map((reduced.executionCache ?? []).map((row) => [`${row.code_sha256}:${row.tests_sha256}`, row.passes_all_tests]));
  const code = new Map(reduced.corpus.map((row) => [row.corpus_id, row.code]));
  let passing = 0;
  for (const query of reduced.queries) {
    for (const id of query.paired_distractor_corpus_ids) if (byKey.get(`${codeSha256(code.get(id))}:${testsSha256(query.test_suite)}`) === true) passing += 1;
  }
  return passing;
}

/** The Python operators of @execret/mutator 0.1.0, with which three-test suites were first seen to give thin benchmarks. */
const FIRST_OPERATORS = [
  'index-literal', 'index-offset', 'length-offset', 'step-offset', 'boundary-comparison', 'range-end', 'slice-end',
  'comparison-flip', 'arithmetic-operator', 'bitwise-operator', 'boolean-operator', 'assignment-operator',
  'swap-arguments', 'remove-guard', 'drop-guard-operand',
];

const options = parseArguments(process.argv.slice(2));
if (!THREE_TEST_TASKS.every((task) => task.tests.length === 3)) throw new Error('every task of the corpus must have exactly three tests');
const work = await mkdtemp(join(tmpdir(), 'execret-amplify-bench-'));
const oracle = openLocalOracle(options.cache);
try {
  const tasksFile = join(work, 'three-test.jsonl');
  await writeFile(tasksFile, `${THREE_TEST_TASKS.map((task) => JSON.stringify(task)).join('\n')}\n`);
  const from = { kind: 'jsonl', path: tasksFile };
  console.log(`test amplification: ${THREE_TEST_TASKS.length} Python tasks with 3 tests each (bench/three-test-corpus.mjs), seed ${options.seed}, --amplify ${options.amplify}`);
  for (const [name, operators] of [['every built-in operator', undefined], ['the 15 operators of @execret/mutator 0.1.0', FIRST_OPERATORS]]) {
    const chosen = operators === undefined ? {} : { operators };
    const folder = (kind) => join(work, `${kind}-${operators === undefined ? 'all' : 'first'}`);
    let started = performance.now();
    const before = await buildBenchmark({ from, out: folder('plain'), seed: options.seed, oracle, progress: quiet, ...chosen });
    const plainSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    const after = await buildBenchmark({ from, out: folder('amplified'), seed: options.seed, amplify: options.amplify, oracle, progress: quiet, ...chosen });
    const amplifiedSeconds = (performance.now() - started) / 1000;
    const plain = shares(before);
    const amplified = shares(after);
    const amplification = after.amplification;
    const accepted = await passingWithoutGenerated(folder('amplified'));
    const row = (label, left, right) => `${label.padEnd(28)} ${left.padStart(12)}    ${right.padStart(12)}`;
    const share = (count, total) => `${String(count).padStart(4)} ${percent(count, total)}`;

    console.log('');
    console.log(`== ${name}`);
    console.log(row('', 'build', `--amplify ${options.amplify}`));
    console.log(row('tasks with 4 distractors', share(plain.four, plain.total), share(amplified.four, amplified.total)));
    console.log(row('tasks with >= 1 distractor', share(plain.atLeastOne, plain.total), share(amplified.atLeastOne, amplified.total)));
    console.log(row('tasks with 0 distractors', share(plain.none, plain.total), share(amplified.none, amplified.total)));
    console.log(row('distractors kept', String(plain.kept), String(amplified.kept)));
    console.log(row('build time (s)', plainSeconds.toFixed(1), amplifiedSeconds.toFixed(1)));
    console.log(`generated tests: ${amplification.generated_tests} added to ${amplification.tasks_amplified} tasks; they fail ${amplification.survivors_killed} of the ${amplification.survivors} candidates that passed the three tests`);
    for (const [reason, tasks] of Object.entries(amplification.not_amplified)) console.log(`  no generated test for ${tasks} task${tasks === 1 ? '' : 's'}: ${reason}`);
    console.log(`distractors of the amplified bundle that the three tests alone accept: ${accepted} of ${amplified.kept} (export-bundle --without-generated-tests scores them as passing)`);
    const ratio = plain.four === 0 ? Number.POSITIVE_INFINITY : amplified.four / plain.four;
    const doubled = ratio >= 2;
    const shortReasons = new Map();
    for (const task of after.short_tasks) shortReasons.set(task.reason, (shortReasons.get(task.reason) ?? 0) + 1);
    console.log(`tasks still below four with --amplify: ${after.short_tasks.length}`);
    for (const [reason, tasks] of shortReasons) console.log(`  ${tasks}: ${reason}`);
    console.log(`goal (the share of tasks with four distractors at least doubles): ${percent(plain.four, plain.total).trim()} -> ${percent(amplified.four, amplified.total).trim()}, x${ratio.toFixed(2)}: ${doubled ? 'met' : 'not met'}`);
    // Above half, doubling the share with four is out of reach (x2 of 59% is 118%); what is left to
    // gain is the tasks short of four, so the bench also prints how much of that gap closes.
    const short = (counts) => counts.total - counts.four;
    const closed = short(plain) === 0 ? 'none short before' : `${short(plain)} -> ${short(amplified)} tasks short of four (${percent(short(plain) - short(amplified), short(plain)).trim()} of the gap closed)`;
    console.log(`largest possible ratio from this baseline: x${(plain.total / Math.max(1, plain.four)).toFixed(2)}; ${closed}`);
  }
} finally {
  await oracle.dispose();
  await rm(work, { recursive: true, force: true });
}
