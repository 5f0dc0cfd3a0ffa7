// Distractor yield over task corpora: how many execution-verified distractors the mutator's
// operators give each task once the real oracle has run them, as `execret build` keeps them.
//
// Usage (after `npx turbo run build --filter=@execret/mutator...` and a build of @execret/oracle
// and @execret/datasets):
//   npm run bench:yield                                   # bench/yield-corpus/python.jsonl and typescript.jsonl
//   npm run bench:yield -- tasks.jsonl ...                # `execret build --from jsonl` task files
//   npm run bench:yield -- --cache <dir>                  # execution cache folder (default: <tmp>/execret-mutation-yield-cache)
//   npm run bench:yield -- --seed <n>                     # distractor selection seed (default 20260510, as `execret build`)
//   npm run bench:yield -- --no-baseline                  # skip the comparison with the operators of @execret/mutator 0.1.0
//   npm run bench:yield -- --details                      # list every candidate of the tasks with fewer than 4 distractors
//
// For each file: every task is mutated (all operators of `allMutators`), the candidates go through
// the oracle's validation gates G1-G5 exactly as `execret build` runs them (canonical passes twice,
// a distractor fails at least one test, up to 4 kept per task, bug types round-robin, seeded), and
// the bench prints
// - the share of tasks with 4, with at least 1 and with 0 kept distractors (goal: >= 90% and >= 98%);
// - per bug type: candidates, verified (failing at least one test), tasks with a verified one, kept,
//   and the share of kept distractors (goal: every type between 5% and 40%);
// - per operator: the same counts, and the share of tasks it gives a verified distractor;
// - the same totals with only the operators of @execret/mutator 0.1.0 (the baseline).
// Executions are cached by content (code, tests, runtime), so a rerun only runs new candidates.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUG_TYPES, DEFAULT_SEED } from '@execret/core';
import { allMutators, createMutationEngine } from '../dist/index.js';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const MAX_DISTRACTORS = 4;
const GOALS = { four: 0.9, atLeastOne: 0.98, minTypeShare: 0.05, maxTypeShare: 0.4 };

/** The operators @execret/mutator 0.1.0 shipped, per language (the baseline of the comparison). */
const BASELINE_OPERATORS = {
  python: [
    'index-literal', 'index-offset', 'length-offset', 'step-offset', 'boundary-comparison', 'range-end', 'slice-end',
    'comparison-flip', 'arithmetic-operator', 'bitwise-operator', 'boolean-operator', 'assignment-operator',
    'swap-arguments', 'remove-guard', 'drop-guard-operand',
  ],
  typescript: [
    'index-literal', 'index-offset', 'length-offset', 'step-offset', 'boundary-comparison', 'slice-end',
    'comparison-flip', 'arithmetic-operator', 'bitwise-operator', 'logical-operator', 'assignment-operator',
    'swap-arguments', 'remove-guard', 'drop-guard-operand',
  ],
};

function parseArguments(argv) {
  const options = { cache: join(tmpdir(), 'execret-mutation-yield-cache'), seed: DEFAULT_SEED, baseline: true, details: false, files: [] };
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    if (argument === '--cache') options.cache = resolve(argv[(index += 1)] ?? '');
    else if (argument === '--seed') options.seed = Number(argv[(index += 1)]);
    else if (argument === '--no-baseline') options.baseline = false;
    else if (argument === '--details') options.details = true;
    else if (argument.startsWith('--')) throw new Error(`unknown option ${argument}; see the usage at the top of bench/mutation-yield.mjs`);
    else options.files.push(resolve(argument));
  }
  if (!Number.isInteger(options.seed)) throw new Error(`--seed must be an integer, got ${options.seed}`);
  if (options.files.length === 0) {
    options.files.push(join(packageRoot, 'bench/yield-corpus/python.jsonl'), join(packageRoot, 'bench/yield-corpus/typescript.jsonl'));
  }
  return options;
}

/** The workspace packages the bench drives; a clear message when one is not built. */
async function loadWorkspacePackages() {
  try {
    const [oracle, datasets] = await Promise.all([import('@execret/oracle'), import('@execret/datasets')]);
    return { ...oracle, ...datasets };
  } catch (error) {
    throw new Error(`the yield bench needs @execret/oracle and @execret/datasets built (npx turbo run build --filter=@execret/datasets...): ${error.message}`);
  }
}

function mutateAll(engine, tasks, operatorsFor) {
  const candidates = [];
  const skipped = [];
  for (const task of tasks) {
    const problem = engine.canonicalProblem(task.canonical, { language: task.language, entryPoint: task.entryPoint });
    if (problem !== undefined) {
      skipped.push(`${task.taskId}: ${problem}`);
      continue;
    }
    const operators = operatorsFor(task.language);
    const result = engine.mutate(task.canonical, { language: task.language, entryPoint: task.entryPoint, ...(operators === undefined ? {} : { operators }) });
    const mutants = result.mutants.map(({ code, bugType, operator, line, before, after }) => ({ code, bugType, operator, line, before, after }));
    candidates.push({ task, mutants });
  }
  return { candidates, skipped };
}

function emptyRow() {
  return { candidates: 0, verified: 0, kept: 0, tasksVerified: 0 };
}

/** Counts from `dataset_validation`'s task audits: per task, per bug type and per operator. */
function summarize(validation) {
  const perTask = [];
  const byType = Object.fromEntries(BUG_TYPES.map((type) => [type, emptyRow()]));
  const byOperator = {};
  const rejected = [];
  for (const audit of validation.tasks) {
    if (!audit.gates.G3 || audit.gates.G3.status !== 'pass') {
      rejected.push(`${audit.task_id}: ${Object.entries(audit.gates).find(([, gate]) => gate.status === 'fail')?.[1].problems[0] ?? 'rejected'}`);
      continue;
    }
    const typesVerified = new Set();
    const operatorsVerified = new Set();
    let kept = 0;
    for (const entry of audit.distractors) {
      const typeRow = (byType[entry.bug_type] ??= emptyRow());
      const operatorRow = (byOperator[entry.operator] ??= { ...emptyRow(), bugType: entry.bug_type });
      typeRow.candidates += 1;
      operatorRow.candidates += 1;
      const verified = entry.decision === 'kept' || entry.decision === 'not-selected';
      if (verified) {
        typeRow.verified += 1;
        operatorRow.verified += 1;
        typesVerified.add(entry.bug_type);
        operatorsVerified.add(entry.operator);
      }
      if (entry.decision === 'kept') {
        typeRow.kept += 1;
        operatorRow.kept += 1;
        kept += 1;
      }
    }
    for (const type of typesVerified) byType[type].tasksVerified += 1;
    for (const operator of operatorsVerified) byOperator[operator].tasksVerified += 1;
    perTask.push({ taskId: audit.task_id, kept });
  }
  const tasks = perTask.length;
  const keptTotal = perTask.reduce((sum, task) => sum + task.kept, 0);
  return {
    tasks,
    keptTotal,
    four: perTask.filter((task) => task.kept >= MAX_DISTRACTORS).length,
    atLeastOne: perTask.filter((task) => task.kept >= 1).length,
    none: perTask.filter((task) => task.kept === 0).map((task) => task.taskId),
    short: perTask.filter((task) => task.kept < MAX_DISTRACTORS),
    byType,
    byOperator,
    rejected,
  };
}

const percent = (part, whole) => (whole === 0 ? '    -' : `${((100 * part) / whole).toFixed(1).padStart(5)}%`);

function goal(ok) {
  return ok ? 'ok' : 'BELOW GOAL';
}

function printTotals(label, summary) {
  const fourShare = summary.four / summary.tasks;
  const oneShare = summary.atLeastOne / summary.tasks;
  console.log(`${label}: ${summary.tasks} tasks, ${summary.keptTotal} kept distractors`);
  console.log(`  tasks with 4 distractors   ${String(summary.four).padStart(5)}  ${percent(summary.four, summary.tasks)}   (goal >= ${100 * GOALS.four}%: ${goal(fourShare >= GOALS.four)})`);
  console.log(`  tasks with >= 1            ${String(summary.atLeastOne).padStart(5)}  ${percent(summary.atLeastOne, summary.tasks)}   (goal >= ${100 * GOALS.atLeastOne}%: ${goal(oneShare >= GOALS.atLeastOne)})`);
  console.log(`  tasks with 0               ${String(summary.none.length).padStart(5)}  ${percent(summary.none.length, summary.tasks)}`);
}

function printTable(title, rows, summary, { flagShares }) {
  console.log(`\n  ${title.padEnd(30)} ${'cands'.padStart(6)} ${'verif'.padStart(6)} ${'kill%'.padStart(6)} ${'tasks'.padStart(6)} ${'task%'.padStart(6)} ${'kept'.padStart(5)} ${'share'.padStart(6)}`);
  for (const [name, row] of rows) {
    const share = summary.keptTotal === 0 ? 0 : row.kept / summary.keptTotal;
    const flag = flagShares && (share < GOALS.minTypeShare || share > GOALS.maxTypeShare) ? '  OUTSIDE 5-40%' : '';
    console.log(
      `  ${name.padEnd(30)} ${String(row.candidates).padStart(6)} ${String(row.verified).padStart(6)} ${percent(row.verified, row.candidates)} ${String(row.tasksVerified).padStart(6)} ${percent(row.tasksVerified, summary.tasks)} ${String(row.kept).padStart(5)} ${percent(row.kept, summary.keptTotal)}${flag}`,
    );
  }
}

/** Every candidate of each task with fewer than the most distractors: operator, edited line, decision and first failing outcome. */
function printDetails(validation, candidates) {
  const byTask = new Map(candidates.map((entry) => [entry.task.taskId, entry]));
  for (const audit of validation.tasks) {
    const kept = audit.distractors.filter((entry) => entry.decision === 'kept').length;
    if (kept >= MAX_DISTRACTORS) continue;
    const entry = byTask.get(audit.task_id);
    console.log(`\n  ${audit.task_id}: ${kept} kept of ${audit.distractors.length} candidates`);
    for (const line of (entry?.task.canonical ?? '').trimEnd().split('\n')) console.log(`    | ${line}`);
    for (const distractor of audit.distractors) {
      const mutant = entry?.mutants[distractor.index];
      const outcome = distractor.test_results?.find((result) => result !== 'pass') ?? (distractor.test_results === null ? '-' : 'passes every test');
      console.log(`    ${distractor.decision.padEnd(12)} ${distractor.operator.padEnd(24)} ${JSON.stringify(mutant?.after.trim() ?? '')}  ${outcome.slice(0, 60)}`);
    }
  }
}

async function main() {
  const options = parseArguments(process.argv.slice(2));
  const { importTasks, openLocalOracle, runValidationGates } = await loadWorkspacePackages();
  mkdirSync(options.cache, { recursive: true });
  const warnings = new Set();
  const local = openLocalOracle(options.cache, { onWarning: (message) => warnings.add(message) });
  const engine = await createMutationEngine();
  try {
    console.log(`mutation yield: ${allMutators.length} operators, seed ${options.seed}, up to ${MAX_DISTRACTORS} distractors per task, cache ${options.cache}`);
    console.log('columns: cands = candidates; verif = candidates failing at least one test; kill% = verif / cands; tasks = tasks with a verified candidate; kept = selected as in `execret build`; share = of all kept\n');
    for (const file of options.files) {
      const imported = await importTasks('jsonl', file);
      for (const skipped of imported.report.skipped) console.log(`  importer skipped ${skipped.source}: ${skipped.reason}`);
      const configurations = [['all operators', () => undefined]];
      if (options.baseline) configurations.push(['0.1.0 operators (baseline)', (language) => BASELINE_OPERATORS[language]]);
      for (const [label, operatorsFor] of configurations) {
        const started = performance.now();
        const { candidates, skipped } = mutateAll(engine, imported.tasks, operatorsFor);
        for (const line of skipped) console.log(`  mutator skipped ${line}`);
        let lastGate = '';
        const { validation } = await runValidationGates(candidates, {
          oracle: local.oracle,
          maxDistractors: MAX_DISTRACTORS,
          seed: options.seed,
          onProgress: (gate, done, total) => {
            if (gate !== lastGate || done === total) process.stderr.write(`\r  ${basename(file)} (${label}): gate ${gate} ${done}/${total}   `);
            lastGate = gate;
          },
        });
        process.stderr.write('\n');
        const summary = summarize(validation);
        console.log('');
        printTotals(`${basename(file)}, ${label} (${((performance.now() - started) / 1000).toFixed(0)} s)`, summary);
        for (const line of summary.rejected) console.log(`  rejected ${line}`);
        if (label !== 'all operators') continue;
        printTable('bug type', Object.entries(summary.byType), summary, { flagShares: true });
        const operatorRows = Object.entries(summary.byOperator).sort(
          ([leftName, left], [rightName, right]) => BUG_TYPES.indexOf(left.bugType) - BUG_TYPES.indexOf(right.bugType) || leftName.localeCompare(rightName),
        );
        printTable('operator (bug type)', operatorRows.map(([name, row]) => [`${name} (${row.bugType.replace(/_/g, ' ')})`.slice(0, 30), row]), summary, { flagShares: false });
        if (options.details) printDetails(validation, candidates);
        if (summary.short.length > 0) {
          console.log(`\n  tasks with fewer than ${MAX_DISTRACTORS}: ${summary.short.map((task) => `${task.taskId.split('/').slice(-1)[0]} (${task.kept})`).join(', ')}`);
        }
        console.log('');
      }
      console.log('');
    }
    for (const warning of warnings) console.log(`warning: ${warning}`);
  } finally {
    engine.dispose();
    await local.dispose();
  }
}

await main();
