import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { cp, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from '../main.js';

// These tests run the built CLI (`npm run build -w execret` first) in child processes: only a real
// process can be killed with SIGKILL or interrupted by a signal.
const appRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = join(appRoot, 'dist', 'cli.js');
const tinyBundle = join(appRoot, '..', '..', 'examples', 'tiny-bundle');

let work: string;
let npz: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'execret-cli-run-'));
  npz = join(work, 'vectors.npz');
  // Random but seeded vectors for every query and snippet of the tiny bundle.
  execFileSync('python3', [
    '-c',
    `
import numpy as np
rng = np.random.default_rng(7)
np.savez(${JSON.stringify(npz)}, query_embeddings=rng.normal(size=(3, 8)).astype('float32'), query_ids=np.array(['q_0001', 'q_0002', 'q_0003']),
         corpus_embeddings=rng.normal(size=(10, 8)).astype('float32'), corpus_ids=np.array(['c_%04d' % i for i in range(1, 11)]))
`,
  ]);
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

interface Finished {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** Milliseconds from the interrupting signal (when one was sent) to the exit. */
  afterSignalMs?: number;
}

function start(args: string[], options: { detached?: boolean } = {}): { child: ChildProcess; finished: Promise<Finished>; output: () => string } {
  const child = spawn(process.execPath, [cli, ...args], { cwd: work, stdio: ['ignore', 'pipe', 'pipe'], detached: options.detached ?? false, env: { ...process.env, CI: '1' } });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const finished = new Promise<Finished>((resolve) => child.once('close', (code, signal) => resolve({ code, signal, stdout, stderr })));
  return { child, finished, output: () => stderr };
}

function runArgs(out: string, bundle = tinyBundle): string[] {
  return ['run', '--bundle', bundle, '--system', 'bm25', '--system', `npz:${npz}`, '--out', out];
}

async function until(condition: () => Promise<boolean> | boolean, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return false;
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

// Every file of an output folder that a rerun must reproduce, by path relative to it.
async function outputFiles(out: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const folder of ['results', 'runs']) {
    for (const name of (await readdir(join(out, folder))).sort()) files.set(`${folder}/${name}`, await readFile(join(out, folder, name), 'utf8'));
  }
  for (const name of ['config.json', 'execution_cache.jsonl']) files.set(name, await readFile(join(out, name), 'utf8'));
  return files;
}

async function leftovers(directory: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(directory, { withFileTypes: true, recursive: true })) {
    if (entry.name.includes('.tmp-') || entry.name === '.execret.lock') found.push(relative(directory, join(entry.parentPath, entry.name)));
  }
  return found;
}

describe('execret run killed with SIGKILL, then rerun', () => {
  let reference: Map<string, string>;
  beforeAll(async () => {
    const out = join(work, 'uninterrupted');
    const result = await start(runArgs(out)).finished;
    expect(result.stderr).not.toMatch(/^execret:/m);
    expect(result.code).toBe(0);
    reference = await outputFiles(out);
    expect(reference.size).toBe(7);
    expect([...reference.keys()]).toEqual(expect.arrayContaining(['results/bm25.json', 'runs/bm25.trec', 'runs/qrels.txt', 'config.json', 'execution_cache.jsonl']));
  }, 60_000);

  // Kill points: fixed delays after the start (reading the bundle, indexing, executing, writing)
  // and the moments files appear (the first results file, the verdict cache).
  const points: Array<[string, (out: string, elapsed: () => number) => Promise<boolean> | boolean]> = [
    ['after 150 ms', (_out, elapsed) => elapsed() >= 150],
    ['after 400 ms', (_out, elapsed) => elapsed() >= 400],
    ['after 800 ms', (_out, elapsed) => elapsed() >= 800],
    ['after 1300 ms', (_out, elapsed) => elapsed() >= 1300],
    ['when the verdict cache appears', (out) => exists(join(out, 'cache', 'executions.sqlite'))],
    ['when the first results file appears', (out) => exists(join(out, 'results', 'bm25.json'))],
  ];

  it.each(points)('reproduces every output file byte for byte when killed %s, and leaves no temporary file', async (_label, when) => {
    const out = await mkdtemp(join(work, 'killed-'));
    const run = start(runArgs(out));
    const started = performance.now();
    await until(() => when(out, () => performance.now() - started), 20_000);
    run.child.kill('SIGKILL');
    await run.finished;
    // A writer killed mid-write leaves its temporary file: plant one as a kill inside writeChunksAtomic would.
    await writeFile(join(out, `.config.json.tmp-${run.child.pid}-deadbeef`), 'half a file');
    const rerun = await start(runArgs(out)).finished;
    expect(rerun.stderr).not.toMatch(/^execret:/m);
    expect(rerun.code).toBe(0);
    const files = await outputFiles(out);
    expect([...files.keys()]).toEqual([...reference.keys()]);
    for (const [name, text] of reference) expect({ name, text: files.get(name) }).toEqual({ name, text });
    expect(await leftovers(out)).toEqual([]);
  }, 60_000);
});

// A copy of the tiny bundle whose first query's tests each sleep most of the 1 s test limit and
// whose execution cache is gone, so judging hits keeps the oracle busy for many seconds.
async function slowBundle(): Promise<string> {
  const directory = await mkdtemp(join(work, 'slow-bundle-'));
  await cp(tinyBundle, directory, { recursive: true });
  await rm(join(directory, 'manifest.json'));
  await rm(join(directory, 'execution_cache.jsonl'));
  const path = join(directory, 'queries.jsonl');
  const lines = (await readFile(path, 'utf8')).trimEnd().split('\n');
  const first = JSON.parse(lines[0] as string) as { test_suite: string[] };
  first.test_suite = [...first.test_suite, ...Array.from({ length: 12 }, () => "assert __import__('time').sleep(0.8) is None")];
  lines[0] = JSON.stringify(first);
  await writeFile(path, `${lines.join('\n')}\n`);
  return directory;
}

describe('execret run interrupted by a signal', () => {
  it('exits 130 soon after Ctrl-C (SIGINT to the process group) while the oracle executes code', async () => {
    const out = await mkdtemp(join(work, 'sigint-'));
    const run = start(runArgs(out, await slowBundle()), { detached: true });
    expect(await until(() => run.output().includes('bm25: search'), 20_000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const signalled = performance.now();
    process.kill(-(run.child.pid as number), 'SIGINT');
    const result = await run.finished;
    const afterSignalMs = performance.now() - signalled;
    // Measured (about 0.1–0.5 s here); asserted loosely so a loaded machine does not fail it.
    expect({ code: result.code, ended: afterSignalMs < 10_000 }).toEqual({ code: 130, ended: true });
    expect(result.stderr).toMatch(/^execret: .*interrupted/m);
    expect(await leftovers(out)).toEqual([]);
  }, 60_000);

  it('exits 130 on SIGTERM while an embedding provider has not answered', async () => {
    const requests: string[] = [];
    // A server that accepts requests and never answers.
    const server: Server = createServer((request) => {
      requests.push(request.url ?? '');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      const out = await mkdtemp(join(work, 'sigterm-'));
      const run = start(['run', '--bundle', tinyBundle, '--system', `openai-compatible:hanging?baseURL=http://127.0.0.1:${port}/v1`, '--out', out]);
      expect(await until(() => requests.length > 0, 20_000)).toBe(true);
      const signalled = performance.now();
      run.child.kill('SIGTERM');
      const result = await run.finished;
      expect({ code: result.code, ended: performance.now() - signalled < 10_000 }).toEqual({ code: 130, ended: true });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }, 60_000);

  it('refuses a second run on the same folder at once, naming the first one\'s pid', async () => {
    const out = await mkdtemp(join(work, 'concurrent-'));
    const bundle = await slowBundle();
    const first = start(runArgs(out, bundle));
    expect(await until(() => exists(join(out, '.execret.lock')), 20_000)).toBe(true);
    const second = await start(runArgs(out, bundle)).finished;
    expect(second.code).toBe(3);
    expect(second.stderr).toContain(`pid ${first.child.pid}`);
    first.child.kill('SIGINT');
    expect((await first.finished).code).toBe(130);
  }, 60_000);
});

describe('a system that fails while running', () => {
  it('is reported as failed in the summary while the others finish, and the exit code is 1', async () => {
    // An OpenAI-compatible server that refuses every request (a revoked key).
    const server = createServer((_request, response) => {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end('{"error":{"message":"Incorrect API key provided"}}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      const failing = `openai-compatible:model?baseURL=http://127.0.0.1:${port}/v1`;
      const out = await mkdtemp(join(work, 'failing-'));
      let stdout = '';
      let stderr = '';
      const code = await main(['run', '--bundle', tinyBundle, '--system', 'bm25', '--system', failing, '--system', 'bm25:bm25l', '--out', out], {
        stdout: (text) => (stdout += text),
        stderr: (text) => (stderr += text),
      });
      expect(code).toBe(1);
      expect(stdout).toMatch(/^bm25 .* computed$/m);
      expect(stdout).toMatch(/^bm25:bm25l .* computed$/m);
      expect(stdout).toMatch(new RegExp(`^${failing.replace(/[?.]/g, '\\$&')} .* failed$`, 'm'));
      expect(stdout).toContain('HTTP 401');
      expect((await readdir(join(out, 'results'))).sort()).toEqual(['bm25.json', 'bm25_bm25l.json']);
      const config = JSON.parse(await readFile(join(out, 'config.json'), 'utf8')) as { systems: Record<string, unknown> };
      expect(Object.keys(config.systems)).toEqual(['bm25', 'bm25:bm25l']);
      expect(stderr).not.toMatch(/^execret:/m);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }, 60_000);
});
