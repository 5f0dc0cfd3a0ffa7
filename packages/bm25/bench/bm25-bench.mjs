// Benchmark for @execret/bm25 (run `npx tsup` first; `npm run bench` from packages/bm25).
//
//   node --expose-gc bench/bm25-bench.mjs [--sizes=10k,100k,1m] [--variant=okapi] [--top-k=10]
//                                         [--skip-tokenizer] [--skip-retriever]
//
// Synthetic corpora as in issue 4: every document has 60 tokens drawn from a Zipf distribution
// (exponent 1.07) over 50,000 terms; every query has 5 terms from the same distribution. Documents are
// given as term ids (one flat Uint32Array plus offsets), so the index itself is measured. Each size
// runs in its own child process so that its peak RSS is its own. Targets: twice bm25s's figures
// (see the issue). The tokenizer and the end-to-end retriever (tokenize + index text) are measured
// separately on synthetic code.
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { SeededRandom } from '@execret/core';
import { Bm25Index, Bm25Retriever, CodeTokenizer } from '../dist/index.js';

const TERMS = 50_000;
const EXPONENT = 1.07;
const TOKENS_PER_DOCUMENT = 60;
const TERMS_PER_QUERY = 5;
const SEED = 20260510;
const TARGETS = {
  100_000: { indexSeconds: 1.6, queriesPerSecond: 760, peakGiB: Infinity },
  1_000_000: { indexSeconds: 18, queriesPerSecond: 82, peakGiB: 1.4 },
};
const BM25S = {
  100_000: { indexSeconds: 3.2, queriesPerSecond: 381 },
  1_000_000: { indexSeconds: 35.7, queriesPerSecond: 41, peakGiB: 2.8 },
};

const args = Object.fromEntries(
  process.argv.slice(2).map((argument) => {
    const [name, value] = argument.replace(/^--/, '').split('=');
    return [name, value ?? 'true'];
  }),
);

function parseSize(text) {
  const match = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(text.trim());
  if (!match) throw new Error(`bad size ${text}`);
  const scale = { '': 1, k: 1_000, m: 1_000_000 }[match[2].toLowerCase()];
  return Math.round(Number(match[1]) * scale);
}

function zipfSampler(random) {
  const cumulative = new Float64Array(TERMS);
  let total = 0;
  for (let rank = 1; rank <= TERMS; rank += 1) {
    total += rank ** -EXPONENT;
    cumulative[rank - 1] = total;
  }
  return () => {
    const target = random.nextFloat() * total;
    let low = 0;
    let high = TERMS - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] < target) low = middle + 1;
      else high = middle;
    }
    return low; // term id = frequency rank − 1
  };
}

function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

function gc() {
  if (globalThis.gc) globalThis.gc();
}

const mib = (bytes) => bytes / 2 ** 20;
// CPU time of this process (user + system): less sensitive than wall time to other work on shared cores.
const cpuSeconds = (usage) => (usage.user + usage.system) / 1e6;

function runSize(size) {
  const variant = args.variant ?? 'okapi';
  const topK = Number(args['top-k'] ?? 10);
  const random = new SeededRandom(SEED + size);
  const sample = zipfSampler(random);
  const generationStart = performance.now();
  const tokens = new Uint32Array(size * TOKENS_PER_DOCUMENT);
  for (let position = 0; position < tokens.length; position += 1) tokens[position] = sample();
  const offsets = new Uint32Array(size + 1);
  for (let document = 0; document <= size; document += 1) offsets[document] = document * TOKENS_PER_DOCUMENT;
  const queryCount = size >= 1_000_000 ? 500 : 2_000;
  const queries = Array.from({ length: queryCount + 50 }, () => Uint32Array.from({ length: TERMS_PER_QUERY }, sample));
  const generationSeconds = (performance.now() - generationStart) / 1000;
  gc();
  const rssBeforeIndex = process.memoryUsage().rss;

  const indexStart = performance.now();
  const indexCpuStart = process.cpuUsage();
  const index = Bm25Index.fromTermIds({ tokens, offsets }, { variant, vocabularySize: TERMS });
  const indexSeconds = (performance.now() - indexStart) / 1000;
  const indexCpuSeconds = cpuSeconds(process.cpuUsage(indexCpuStart));
  gc();
  const rssAfterIndex = process.memoryUsage().rss;

  for (const query of queries.slice(0, 50)) index.searchTermIds(query, topK); // warm-up
  const latencies = new Float64Array(queryCount);
  const searchStart = performance.now();
  const searchCpuStart = process.cpuUsage();
  for (let position = 0; position < queryCount; position += 1) {
    const start = performance.now();
    index.searchTermIds(queries[position + 50], topK);
    latencies[position] = performance.now() - start;
  }
  const searchSeconds = (performance.now() - searchStart) / 1000;
  const searchCpuSeconds = cpuSeconds(process.cpuUsage(searchCpuStart));
  latencies.sort();
  return {
    size,
    variant,
    topK,
    generationSeconds,
    indexSeconds,
    indexCpuSeconds,
    postings: index.postingCount,
    indexMiB: mib(index.byteLength),
    rssBeforeIndexMiB: mib(rssBeforeIndex),
    rssAfterIndexMiB: mib(rssAfterIndex),
    peakRssMiB: process.resourceUsage().maxRSS / 1024,
    queries: queryCount,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    queriesPerSecond: queryCount / searchSeconds,
    queriesPerCpuSecond: queryCount / searchCpuSeconds,
  };
}

const WORDS = ['user', 'name', 'items', 'count', 'index', 'value', 'result', 'parse', 'json', 'http', 'server', 'list', 'total', 'left', 'right', 'node', 'tree', 'cache', 'key', 'max'];

function syntheticCode(random, lines) {
  const word = () => WORDS[random.integer(0, WORDS.length - 1)];
  const title = (text) => text[0].toUpperCase() + text.slice(1);
  const out = [];
  for (let line = 0; line < lines; line += 1) {
    switch (random.integer(0, 3)) {
      case 0:
        out.push(`def ${word()}_${word()}(${word()}, ${word()}_${word()}=None):`);
        break;
      case 1:
        out.push(`    for i in range(len(${word()}) - ${random.integer(0, 3)}):`);
        break;
      case 2:
        out.push(`        if ${word()}${title(word())}[i] >= ${random.integer(0, 100)} and not is${title(word())}: return ${word().toUpperCase()}_${word().toUpperCase()}`);
        break;
      default:
        out.push(`    const ${word()}${title(word())} = await fetch${title(word())}(\`/api/\${${word()}Id}\`); // ${word()} ${word()} the ${word()}`);
    }
  }
  return out.join('\n');
}

function runTokenizer() {
  const random = new SeededRandom(SEED);
  const text = syntheticCode(random, 400_000);
  const tokenizer = new CodeTokenizer();
  tokenizer.tokenize(text.slice(0, 100_000)); // warm-up
  const start = performance.now();
  const tokens = tokenizer.tokenize(text);
  const seconds = (performance.now() - start) / 1000;
  const stemming = new CodeTokenizer({ stopwords: 'english', stemmer: 'porter' });
  const stemStart = performance.now();
  stemming.tokenize(text);
  const stemSeconds = (performance.now() - stemStart) / 1000;
  return { megabytes: text.length / 1e6, tokens: tokens.length, seconds, stemSeconds };
}

async function runRetriever() {
  const random = new SeededRandom(SEED + 1);
  const documents = Array.from({ length: 100_000 }, (_, index) => ({ id: `c_${String(index).padStart(6, '0')}`, text: syntheticCode(random, 4) }));
  const queries = Array.from({ length: 1_000 }, (_, index) => ({ id: `q_${index}`, text: `${WORDS[index % 20]} ${WORDS[(index * 7) % 20]} count the ${WORDS[(index * 3) % 20]} values` }));
  const retriever = new Bm25Retriever();
  const indexStart = performance.now();
  await retriever.index(documents);
  const indexSeconds = (performance.now() - indexStart) / 1000;
  const searchStart = performance.now();
  await retriever.search(queries, { topK: 10 });
  const searchSeconds = (performance.now() - searchStart) / 1000;
  const characters = documents.reduce((sum, document) => sum + document.text.length, 0);
  return { documents: documents.length, megabytes: characters / 1e6, tokens: retriever.bm25.averageDocumentLength * documents.length, indexSeconds, queries: queries.length, searchSeconds };
}

function child(mode, extra = []) {
  const script = fileURLToPath(import.meta.url);
  const result = spawnSync(process.execPath, ['--expose-gc', script, `--child=${mode}`, ...extra, ...process.argv.slice(2).filter((argument) => !argument.startsWith('--child'))], {
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  });
  if (result.status !== 0) throw new Error(`child ${mode} failed:\n${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1));
}

const fixed = (value, digits = 2) => value.toFixed(digits);

async function main() {
  if (args.child === 'size') {
    console.log(JSON.stringify(runSize(parseSize(args.size))));
    return;
  }
  if (args.child === 'tokenizer') {
    console.log(JSON.stringify(runTokenizer()));
    return;
  }
  if (args.child === 'retriever') {
    console.log(JSON.stringify(await runRetriever()));
    return;
  }
  const sizes = (args.sizes ?? '10k,100k,1m').split(',').map(parseSize);
  console.log(`@execret/bm25 benchmark, node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}`);
  console.log(`load average at start: ${loadavg().map((value) => value.toFixed(2)).join(' ')} (the cores may be shared with other work: numbers are noisy; re-run to confirm)`);
  console.log(`corpus: ${TOKENS_PER_DOCUMENT} tokens/document, Zipf(${EXPONENT}) over ${TERMS} terms; queries of ${TERMS_PER_QUERY} terms; single-threaded\n`);
  for (const size of sizes) {
    const row = child('size', [`--size=${size}`]);
    console.log(`${size.toLocaleString('en-US')} documents (${row.variant}, top ${row.topK}, ${row.postings.toLocaleString('en-US')} postings, corpus generation ${fixed(row.generationSeconds, 1)} s)`);
    console.log(`  index: ${fixed(row.indexSeconds)} s wall (${fixed(row.indexCpuSeconds)} s CPU), index arrays ${fixed(row.indexMiB, 0)} MiB, RSS ${fixed(row.rssBeforeIndexMiB, 0)} → ${fixed(row.rssAfterIndexMiB, 0)} MiB, peak RSS ${fixed(row.peakRssMiB, 0)} MiB (includes the ${fixed(mib(size * TOKENS_PER_DOCUMENT * 4), 0)} MiB input corpus)`);
    console.log(`  query: p50 ${fixed(row.p50Ms, 3)} ms, p99 ${fixed(row.p99Ms, 3)} ms, ${fixed(row.queriesPerSecond, 0)} queries/s wall (${fixed(row.queriesPerCpuSecond, 0)} per CPU second) over ${row.queries} queries`);
    const target = TARGETS[size];
    const bm25s = BM25S[size];
    if (target && bm25s) {
      const peakGiB = row.peakRssMiB / 1024;
      const verdict = (wall, cpu) => (wall ? 'met' : cpu ? 'MISSED in wall time, met in CPU time: the machine was busy' : 'MISSED');
      const parts = [
        `index ${fixed(bm25s.indexSeconds / row.indexSeconds, 1)}× faster than bm25s (target ≤ ${target.indexSeconds} s: ${verdict(row.indexSeconds <= target.indexSeconds, row.indexCpuSeconds <= target.indexSeconds)})`,
        `${fixed(row.queriesPerSecond / bm25s.queriesPerSecond, 1)}× bm25s queries/s (target ≥ ${target.queriesPerSecond}: ${verdict(row.queriesPerSecond >= target.queriesPerSecond, row.queriesPerCpuSecond >= target.queriesPerSecond)})`,
      ];
      if (bm25s.peakGiB !== undefined) {
        parts.push(`peak ${fixed(peakGiB)} GiB = ${fixed(bm25s.peakGiB / peakGiB, 1)}× less than bm25s (target ≤ ${target.peakGiB} GiB: ${peakGiB <= target.peakGiB ? 'met' : 'MISSED'})`);
      }
      console.log(`  vs bm25s: ${parts.join('; ')}`);
    }
  }
  if (args['skip-tokenizer'] !== 'true') {
    const row = child('tokenizer');
    console.log(`\ntokenizer (synthetic code, ${fixed(row.megabytes, 1)} MB, ${row.tokens.toLocaleString('en-US')} tokens): ${fixed(row.megabytes / row.seconds, 1)} MB/s, ${fixed(row.tokens / row.seconds / 1e6, 2)} M tokens/s; with English stopwords + Porter stemming ${fixed(row.megabytes / row.stemSeconds, 1)} MB/s`);
  }
  if (args['skip-retriever'] !== 'true') {
    const row = child('retriever');
    console.log(`retriever end to end (${row.documents.toLocaleString('en-US')} code snippets, ${fixed(row.megabytes, 1)} MB, ${Math.round(row.tokens).toLocaleString('en-US')} tokens): index() ${fixed(row.indexSeconds)} s (tokenize + index), search() ${fixed(row.queries / row.searchSeconds, 0)} queries/s (tokenize + rank, top 10)`);
  }
  console.log(`\nload average at end: ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);
}

await main();
