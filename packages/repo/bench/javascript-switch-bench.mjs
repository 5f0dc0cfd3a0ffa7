// Mutants per second for JavaScript: the warm switching runner (instrumented once with mutant
// schemata; node --test: a prepared worker thread per mutant; jest: runCLI in a kept-alive worker)
// against a fresh test-runner process per mutant (the mutant written into a copy of the project:
// `node --test --test-name-pattern …` or `jest -t …`), on the same mutants in the same run. Also
// checks that both ways give the same killed/survived verdicts.
// Usage: node bench/javascript-switch-bench.mjs [node-test|jest|all] [cold mutant limit]
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { mutate } from '@execret/mutator';
import { javascriptBackends, switchTimeoutMs } from '../dist/index.js';
import { writeJavaScriptBenchProject } from './javascript-bench-project.mjs';

const which = process.argv[2] ?? 'all';
const coldLimit = Number(process.argv[3] ?? 30);
const jestBin = join(createRequire(import.meta.url).resolve('jest'), '..', '..', 'bin', 'jest.js');
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function bench(runnerKind) {
  const folder = await mkdtemp(join(tmpdir(), `execret-js-bench-${runnerKind}-`));
  const project = join(folder, 'project');
  const functionCount = await writeJavaScriptBenchProject(project, runnerKind);
  // The project's node_modules: this repository's (jest is installed there).
  await symlink(join(jestBin, '..', '..', '..'), join(project, 'node_modules'));
  const backend = javascriptBackends.find((entry) => entry.name === runnerKind && entry.language === 'javascript');
  const detection = await backend.detect(project);
  const discovery = await backend.discover(project);
  const runner = await backend.startRunner(detection, discovery.functions, { concurrency: 2 });
  const coverage = await runner.mapTests();
  const mutants = [];
  for (const entry of discovery.functions) {
    const tests = coverage.filter((test) => test.functions.includes(entry.id));
    if (tests.length === 0) continue;
    const result = await mutate(entry.codeWithoutDoc, { language: 'javascript', entryPoint: entry.name });
    for (const mutant of result.mutants) mutants.push({ entry, code: mutant.code, tests: tests.map((test) => test.testId), limit: switchTimeoutMs(tests.map((test) => test.durationMs)) });
  }

  // Warm: two lanes, as the build runs them; first the mutants the fresh way also runs, then the rest.
  const cold = mutants.slice(0, Math.min(coldLimit, mutants.length));
  const warmKilled = new Map();
  let timeouts = 0;
  const warmPass = async (from, to) => {
    let next = from;
    const started = process.hrtime.bigint();
    await Promise.all([0, 1].map(async () => {
      while (next < to) {
        const index = next++;
        const mutant = mutants[index];
        const verdict = await runner.run({ replacement: { kind: 'code', functionId: mutant.entry.id, code: mutant.code }, testIds: mutant.tests, timeoutMs: mutant.limit });
        warmKilled.set(index, !verdict.passesAllTests);
        if (verdict.status === 'timeout') timeouts += 1;
      }
    }));
    return Number(process.hrtime.bigint() - started) / 1e9;
  };
  const warmCommonSeconds = await warmPass(0, cold.length);
  const warmSeconds = warmCommonSeconds + (await warmPass(cold.length, mutants.length));
  await runner.dispose();

  // Cold: a fresh test-runner process per mutant, the mutated function written into the file, two at a time.
  const original = await readFile(join(project, 'lib', 'ops.js'), 'utf8');
  const lanes = [join(folder, 'lane0'), join(folder, 'lane1')];
  for (const lane of lanes) await cp(project, lane, { recursive: true });
  // A fresh process gets the mutant's own limit plus twice the time of a fresh run of the
  // unmodified tests (its start-up), so a hanging mutant costs both ways about the same.
  const freshArgs = (lane, tests) => {
    const pattern = `^(${tests.map((id) => escape(id.split(' > ').pop())).join('|')})$`;
    return runnerKind === 'jest'
      ? [jestBin, '--ci', '--silent', '--bail', '--watchman=false', '--cacheDirectory', join(folder, 'jest-cache'), '-t', pattern, '--runTestsByPath', join(lane, '__tests__', 'ops.test.js')]
      : ['--test', `--test-name-pattern=${pattern}`, join(lane, 'test', 'ops.test.js')];
  };
  const fresh = (lane, tests, timeout) => new Promise((resolve) => {
    const child = spawn(process.execPath, freshArgs(lane, tests), { cwd: lane, env: { PATH: process.env.PATH }, stdio: 'ignore', timeout });
    child.on('exit', (code) => resolve(code));
  });
  const startupStarted = Date.now();
  await fresh(lanes[0], mutants[0].tests, 120_000);
  const startupMs = Date.now() - startupStarted;
  const coldKilled = new Map();
  let coldNext = 0;
  const coldStart = process.hrtime.bigint();
  await Promise.all(lanes.map(async (lane) => {
    while (coldNext < cold.length) {
      const index = coldNext++;
      const mutant = cold[index];
      const lines = original.split('\n');
      const replaced = [...lines.slice(0, mutant.entry.line - 1), ...mutant.code.trimEnd().split('\n'), ...lines.slice(mutant.entry.endLine)].join('\n');
      await writeFile(join(lane, 'lib', 'ops.js'), replaced);
      const result = await fresh(lane, mutant.tests, mutant.limit + 2 * startupMs);
      coldKilled.set(index, result !== 0);
    }
  }));
  const coldSeconds = Number(process.hrtime.bigint() - coldStart) / 1e9;
  await rm(folder, { recursive: true, force: true });

  const disagreements = cold.filter((_, index) => warmKilled.get(index) !== coldKilled.get(index)).length;
  const warmRate = mutants.length / warmSeconds;
  const warmCommonRate = cold.length / warmCommonSeconds;
  const coldRate = cold.length / coldSeconds;
  const freshLabel = runnerKind === 'jest' ? 'fresh jest process per mutant:    ' : 'fresh node --test per mutant:     ';
  console.log(`[${runnerKind}] project: ${functionCount} functions, ${coverage.length} tests; ${mutants.length} mutants (${[...warmKilled.values()].filter(Boolean).length} killed)`);
  console.log(`[${runnerKind}] machine: ${cpus().length} cores, load average ${loadavg().map((value) => value.toFixed(1)).join(' ')} (timings under that load)`);
  console.log(`[${runnerKind}] warm switched, all mutants:      ${mutants.length} mutants in ${warmSeconds.toFixed(2)} s = ${warmRate.toFixed(1)} mutants/s (${timeouts} ended at their time limit)`);
  console.log(`[${runnerKind}] warm switched, common mutants:   ${cold.length} mutants in ${warmCommonSeconds.toFixed(2)} s = ${warmCommonRate.toFixed(1)} mutants/s`);
  console.log(`[${runnerKind}] ${freshLabel}${cold.length} mutants in ${coldSeconds.toFixed(2)} s = ${coldRate.toFixed(1)} mutants/s`);
  console.log(`[${runnerKind}] speed-up on the same mutants: ${(warmCommonRate / coldRate).toFixed(1)}x; verdicts that differ on them: ${disagreements}`);
  if (disagreements > 0) process.exitCode = 1;
}

for (const runnerKind of which === 'all' ? ['node-test', 'jest'] : [which]) await bench(runnerKind);
