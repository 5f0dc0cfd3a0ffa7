// Benchmark: the full all-pairs report (24 systems × 939 queries × 3 metrics × 4 k, 5,000
// resamples) and its building blocks. Run with `npm run bench` after `npx tsup`.
import { SeededRandom } from '@execret/core';
import { evaluateRun } from '@execret/metrics';
import { bootstrapInterval, compareSystems, drawResampleCounts, mcnemarFromCounts } from '../dist/index.js';

const SYSTEMS = 24;
const QUERIES = 939;
const random = new SeededRandom(20260510);

// Synthetic systems with the study's structure: one canonical and four paired distractors per
// query; a system of skill s ranks the canonical at rank 1 with probability ≈ s, otherwise a few
// ranks lower or not at all, so exec@1 ranges from ≈ 0.06 to ≈ 0.33 and exec@10 up to 1.
function buildSystems() {
  const judgements = new Map();
  for (let query = 0; query < QUERIES; query += 1) {
    judgements.set(`q_${query}`, {
      correctCorpusIds: [`c_${query}_0`],
      pairedDistractorCorpusIds: [1, 2, 3, 4].map((index) => `c_${query}_${index}`),
    });
  }
  const passes = (queryId, corpusId) => corpusId === `c_${queryId.slice(2)}_0`;
  const systems = new Map();
  for (let system = 0; system < SYSTEMS; system += 1) {
    const skill = 0.06 + (0.27 * system) / (SYSTEMS - 1);
    const run = new Map();
    for (let query = 0; query < QUERIES; query += 1) {
      const ids = [1, 2, 3, 4].map((index) => `c_${query}_${index}`);
      for (let filler = 0; filler < 6; filler += 1) ids.push(`c_${(query + 1 + filler * 97) % QUERIES}_${filler % 5}`);
      const roll = random.nextFloat();
      const rank = roll < skill ? 1 : roll < skill + 0.5 ? random.integer(2, 5) : roll < 0.97 ? random.integer(6, 10) : 0;
      if (rank > 0) ids.splice(rank - 1, 0, `c_${query}_0`);
      run.set(`q_${query}`, ids.slice(0, 10).map((corpusId, index) => ({ corpusId, score: 1 - index / 100 })));
    }
    systems.set(`system-${String(system).padStart(2, '0')}`, evaluateRun(run, judgements, { passes, metrics: ['exec', 'precision', 'ndcg'] }));
  }
  return systems;
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

const systems = buildSystems();
const first = [...systems.values()][0];
console.log(`${SYSTEMS} systems × ${QUERIES} queries × ${Object.keys(first.perQuery).length} metric keys; 5,000 resamples; ${(SYSTEMS * (SYSTEMS - 1)) / 2} pairs`);
time('drawResampleCounts(939, 5,000 resamples)', () => drawResampleCounts(QUERIES));
time('bootstrapInterval, one vector', () => bootstrapInterval(first.perQuery['ndcg@10']));
time('mcnemarFromCounts(47, 66)', () => mcnemarFromCounts({ aOnly: 47, bOnly: 66 }), 1);
const report = time('compareSystems: full all-pairs report (percentile)', () => compareSystems(systems));
time('compareSystems: full all-pairs report (BCa)', () => compareSystems(systems, { method: 'bca' }), 3);
time('compareSystems: + randomization test, 10,000 sign flips', () => compareSystems(systems, { permutations: 10_000 }), 3);
time('JSON.stringify of both files', () => JSON.stringify(report.result), 3);
const target = 2000;
const reference = 3600;
console.log(`target: full report under 2 s → ${(report.best / 1000).toFixed(3)} s = ${(report.best / target).toFixed(3)}× the budget, ${(reference / report.best).toFixed(1)}× faster than the 3.6 s numpy + scipy reference`);
const pair = Object.keys(report.result.pairwiseTests)[0];
console.log(`sample: "${pair}" exec@1 → ${JSON.stringify(report.result.pairwiseTests[pair]['exec@1'])}`);
