// Benchmark: evaluateRun and diagnoseRun over a synthetic run of 100,000 queries × top-100.
// Run with `npm run bench` (builds nothing: run `npx tsup` first, turbo's bench task does).
import { SeededRandom } from '@execret/core';
import { diagnoseRun, evaluateRun } from '../dist/index.js';

const QUERIES = 100_000;
const DEPTH = 100;
const POOL = 500_000;
const random = new SeededRandom(20260510);
const pad = (value) => String(value).padStart(7, '0');

function build() {
  const run = new Map();
  const judgements = new Map();
  const passing = new Map();
  for (let query = 0; query < QUERIES; query += 1) {
    const queryId = `q_${pad(query)}`;
    const canonical = `c_${pad(query * 5)}`;
    const distractors = [1, 2, 3, 4].map((offset) => `c_${pad(query * 5 + offset)}`);
    judgements.set(queryId, { correctCorpusIds: [canonical], pairedDistractorCorpusIds: distractors });
    passing.set(queryId, canonical);
    const ids = new Set([canonical, ...distractors]);
    while (ids.size < DEPTH) ids.add(`c_${pad(random.integer(0, POOL - 1))}`);
    // coarse scores (2 decimals) so that ties occur, as with lexical retrievers
    const ranking = [...ids].map((corpusId) => ({ corpusId, score: Math.round(random.nextFloat() * 100) / 100 }));
    ranking.sort((left, right) => right.score - left.score || (left.corpusId < right.corpusId ? -1 : left.corpusId > right.corpusId ? 1 : 0));
    run.set(queryId, ranking);
  }
  return { run, judgements, passes: (queryId, corpusId) => passing.get(queryId) === corpusId };
}

// Wall-clock and CPU time (user + system of this process) of the best of `repeats` runs; the CPU
// figure shows the work done when other processes share the cores.
function time(label, action, repeats = 5) {
  const runs = [];
  let result;
  for (let repeat = 0; repeat < repeats; repeat += 1) {
    globalThis.gc?.();
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    result = action();
    const wall = performance.now() - start;
    const cpu = process.cpuUsage(cpuStart);
    runs.push({ wall, cpu: (cpu.user + cpu.system) / 1000 });
  }
  runs.sort((left, right) => left.wall - right.wall);
  const best = runs[0];
  const median = runs[Math.floor(runs.length / 2)];
  console.log(`${label.padEnd(60)} best ${(best.wall / 1000).toFixed(3)} s wall (${(best.cpu / 1000).toFixed(3)} s CPU), median ${(median.wall / 1000).toFixed(3)} s wall`);
  return { best: best.wall, cpu: best.cpu, result };
}

const started = performance.now();
const data = build();
console.log(`synthetic run: ${QUERIES.toLocaleString('en')} queries × top-${DEPTH} built in ${((performance.now() - started) / 1000).toFixed(2)} s`);
const target = 1000;
const base = time('evaluateRun, 8 metrics × k=1,3,5,10 (corpus-id)', () => evaluateRun(data.run, data.judgements, { passes: data.passes }));
time('evaluateRun, ties: trec_eval', () => evaluateRun(data.run, data.judgements, { passes: data.passes, ties: 'trec_eval' }));
time('evaluateRun, ties: expected', () => evaluateRun(data.run, data.judgements, { passes: data.passes, ties: 'expected' }));
time('diagnoseRun (all diagnostics)', () => diagnoseRun(data.run, data.judgements, { passes: data.passes }), 1);
console.log(`target: evaluateRun under 1 s for 100,000 queries × top-100 → ${(base.best / 1000).toFixed(3)} s = ${(base.best / target).toFixed(2)}× the budget`);
console.log(`exec@1 = ${base.result.means['exec@1'].toFixed(4)}, ndcg@10 = ${base.result.means['ndcg@10'].toFixed(4)}`);
