// Mutants per second: the warm switching runner (one pytest session, a fork per mutant, the
// function switched in place) against a fresh `python3 -m pytest` process per mutant (the mutant
// written into a copy of the project), on the same mutants in the same run. Also checks that both
// ways give the same killed/survived verdicts.
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { mutate } from '@execret/mutator';
import { findExecutableOnPath, pytestBackend, switchTimeoutMs } from '../dist/index.js';
import { writeBenchProject } from './bench-project.mjs';

const coldLimit = Number(process.argv[2] ?? 40);
const folder = await mkdtemp(join(tmpdir(), 'execret-switch-bench-'));
const project = join(folder, 'project');
const functionCount = await writeBenchProject(project);
const detection = await pytestBackend.detect(project);
const discovery = await pytestBackend.discover(project);
const runner = await pytestBackend.startRunner(detection, discovery.functions, { concurrency: 2 });
const coverage = await runner.mapTests();
const mutants = [];
for (const entry of discovery.functions) {
  const tests = coverage.filter((test) => test.functions.includes(entry.id));
  if (tests.length === 0) continue;
  const result = await mutate(entry.codeWithoutDoc, { language: 'python', entryPoint: entry.name });
  for (const mutant of result.mutants) mutants.push({ entry, code: mutant.code, tests: tests.map((test) => test.testId), limit: switchTimeoutMs(tests.map((test) => test.durationMs)) });
}

// Warm: two lanes, as the build runs them.
let next = 0;
const warmKilled = new Map();
const warmStart = process.hrtime.bigint();
await Promise.all([0, 1].map(async () => {
  while (next < mutants.length) {
    const index = next++;
    const mutant = mutants[index];
    const verdict = await runner.run({ replacement: { kind: 'code', functionId: mutant.entry.id, code: mutant.code }, testIds: mutant.tests, timeoutMs: mutant.limit });
    warmKilled.set(index, !verdict.passesAllTests);
  }
}));
const warmSeconds = Number(process.hrtime.bigint() - warmStart) / 1e9;
await runner.dispose();

// Cold: a fresh pytest process per mutant, the mutated function written into the file, two at a time.
const python = findExecutableOnPath('python3');
const original = await readFile(join(project, 'benchpkg', 'ops.py'), 'utf8');
const cold = mutants.slice(0, Math.min(coldLimit, mutants.length));
const lanes = [join(folder, 'lane0'), join(folder, 'lane1')];
for (const lane of lanes) await cp(project, lane, { recursive: true });
const coldKilled = new Map();
let coldNext = 0;
const coldStart = process.hrtime.bigint();
await Promise.all(lanes.map(async (lane) => {
  while (coldNext < cold.length) {
    const index = coldNext++;
    const mutant = cold[index];
    const lines = original.split('\n');
    const replaced = [...lines.slice(0, mutant.entry.line - 1), ...mutant.code.trimEnd().split('\n'), ...lines.slice(mutant.entry.endLine)].join('\n');
    await writeFile(join(lane, 'benchpkg', 'ops.py'), replaced);
    const result = await new Promise((resolve) => {
      const child = spawn(python, ['-m', 'pytest', '-x', '-q', '-p', 'no:cacheprovider', '--tb=line', ...mutant.tests], { cwd: lane, env: { PATH: process.env.PATH, PYTHONDONTWRITEBYTECODE: '1' }, stdio: 'ignore', timeout: 60_000 });
      child.on('exit', (code) => resolve(code));
    });
    coldKilled.set(index, result !== 0);
  }
}));
const coldSeconds = Number(process.hrtime.bigint() - coldStart) / 1e9;
await rm(folder, { recursive: true, force: true });

const disagreements = cold.filter((_, index) => warmKilled.get(index) !== coldKilled.get(index)).length;
const warmRate = mutants.length / warmSeconds;
const coldRate = cold.length / coldSeconds;
console.log(`project: ${functionCount} functions, ${coverage.length} tests; ${mutants.length} mutants (${[...warmKilled.values()].filter(Boolean).length} killed)`);
console.log(`machine: ${cpus().length} cores, load average ${loadavg().map((value) => value.toFixed(1)).join(' ')} (timings under that load)`);
console.log(`warm switched (fork per mutant):  ${mutants.length} mutants in ${warmSeconds.toFixed(2)} s = ${warmRate.toFixed(1)} mutants/s`);
console.log(`fresh pytest process per mutant:  ${cold.length} mutants in ${coldSeconds.toFixed(2)} s = ${coldRate.toFixed(1)} mutants/s`);
console.log(`speed-up: ${(warmRate / coldRate).toFixed(1)}x; verdicts that differ on the ${cold.length} common mutants: ${disagreements}`);
if (disagreements > 0) process.exitCode = 1;
