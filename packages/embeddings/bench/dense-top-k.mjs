// Exact top-10 benchmark: native kernel (onnxruntime-node Gemm + TopK) and the portable JavaScript
// kernel, beside a naive loop measured in the same run. Usage: npm run bench [-- --quick]
import { availableParallelism } from 'node:os';
import { JavaScriptKernel, NativeKernel } from '../dist/index.js';

const quick = process.argv.includes('--quick');
function matrix(rows, columns, seed) {
  const data = new Float32Array(rows * columns);
  let state = seed >>> 0;
  for (let index = 0; index < data.length; index += 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    data[index] = state / 2 ** 32 - 0.5;
  }
  return { data, rows, columns };
}
function naive(queries, corpus, k) {
  const out = [];
  for (let q = 0; q < queries.rows; q += 1) {
    const scores = [];
    for (let row = 0; row < corpus.rows; row += 1) {
      let sum = 0;
      for (let c = 0; c < queries.columns; c += 1) sum += queries.data[q * queries.columns + c] * corpus.data[row * corpus.columns + c];
      scores.push([sum, row]);
    }
    scores.sort((a, b) => b[0] - a[0] || a[1] - b[1]);
    out.push(scores.slice(0, k));
  }
  return out;
}
const gflops = (m, n, d, seconds) => (2 * m * n * d) / seconds / 1e9;
const native = await NativeKernel.load();
const portable = new JavaScriptKernel();
console.log(`cores: ${availableParallelism()}; native kernel: ${native ? 'onnxruntime-node' : 'not installed'}`);
const cases = quick ? [[939, 4694, 1024]] : [[939, 4694, 1024], [10000, 100000, 768]];
for (const [m, n, d] of cases) {
  const queries = matrix(m, d, 1);
  const corpus = matrix(n, d, 2);
  const row = { case: `${m} x ${n} x ${d}` };
  if (native) {
    const start = performance.now();
    await native.topK(queries, corpus, 10);
    const seconds = (performance.now() - start) / 1000;
    row.native_s = seconds.toFixed(3);
    row.native_gflops = gflops(m, n, d, seconds).toFixed(1);
  }
  const sample = Math.min(m, n > 10000 ? 8 : 64);
  const sampleQueries = { data: queries.data.subarray(0, sample * d), rows: sample, columns: d };
  let start = performance.now();
  await portable.topK(sampleQueries, corpus, 10);
  const jsSeconds = ((performance.now() - start) / 1000) * (m / sample);
  row.javascript_s = `${jsSeconds.toFixed(2)} (from ${sample} queries)`;
  row.javascript_gflops = gflops(m, n, d, jsSeconds).toFixed(2);
  start = performance.now();
  naive(sampleQueries, corpus, 10);
  const naiveSeconds = ((performance.now() - start) / 1000) * (m / sample);
  row.naive_s = `${naiveSeconds.toFixed(2)} (from ${sample} queries)`;
  row.naive_gflops = gflops(m, n, d, naiveSeconds).toFixed(2);
  if (native) row.native_vs_naive = `${(naiveSeconds / Number(row.native_s)).toFixed(0)}x`;
  console.log(JSON.stringify(row));
}
