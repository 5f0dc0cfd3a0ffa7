import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXIT_CODES } from './exit-codes.js';
import { interruptible as sut } from './interruptible.js';

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const tinyBundle = join(packageRoot, '..', '..', 'examples', 'tiny-bundle');

// The prober's modules: code that never yields (a synchronous loop) at each stage, and a search
// that ignores its abort signal while a timer keeps its thread busy. None of these stages ever ends.
const stuckModules = `
const base = { systemId: 'stuck', describe: () => ({}), async index() {}, async search() { return new Map(); } };
export const loopInIndex = { ...base, async index() { for (;;) {} } };
export const loopInSearch = { ...base, async search() { for (;;) {} } };
export const deafSearch = { ...base, search() { setInterval(() => {}, 50); return new Promise(() => {}); } };
export const loopInFactory = () => { process.stderr.write('factory: looping\\n'); for (;;) {} };
export const loopInDoEmbed = { specificationVersion: 'v1', provider: 'test', modelId: 'loop', maxEmbeddingsPerCall: 8, doEmbed() { for (;;) {} } };
`;

// A user's mutation operator that never yields once it runs (for build --mutators).
const loopOperator = `
export const loopForever = {
  name: 'loop-forever',
  bugType: 'wrong_operator',
  language: 'python',
  description: 'never returns',
  *mutate() {
    process.stderr.write('operator: looping\\n');
    while (true) {}
  },
};
`;

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'execret-signals-'));
  await writeFile(join(directory, 'stuck.mjs'), stuckModules);
  await writeFile(join(directory, 'top-level-loop.mjs'), "process.stderr.write('module: looping\\n');\nfor (;;) {}\nexport default {};\n");
  await writeFile(join(directory, 'loop-operator.mjs'), loopOperator);
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

/** The live processes below `root` (their pids), from /proc. */
function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (state === 'Z') continue;
      children.set(Number(parent), [...(children.get(Number(parent)) ?? []), Number(entry)]);
    } catch {
      // exited meanwhile
    }
  }
  const found: number[] = [];
  const stack = [...(children.get(root) ?? [])];
  while (stack.length > 0) {
    const pid = stack.pop() as number;
    found.push(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return found;
}

/** Whether a process with this pid is alive (not a zombie). */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0] !== 'Z';
  } catch {
    return false;
  }
}

/**
 * The processes of `pids` still alive once they had their chance to end. Sandboxed workers die
 * with their parent (a kernel parent-death signal), which a busy machine can delay by scheduling
 * alone: the wait lasts half of a spawned test's time (far beyond any start-up), not a fixed
 * moment, so load never turns a clean exit into a leak.
 */
async function survivors(pids: readonly number[]): Promise<number[]> {
  const deadline = Date.now() + 30_000;
  while (pids.some(alive) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return pids.filter(alive);
}

/**
 * Runs the built CLI in a child process, sends `signal` (`times` times in a row) once stderr shows
 * `marker` (the stage has started), and resolves with the exit code, the output and the CLI's
 * descendant processes at the moment of the signal.
 */
function interruptAt(args: string[], marker: string, signal: NodeJS.Signals = 'SIGINT', times = 1): Promise<{ code: number | null; stdout: string; stderr: string; signalled: boolean; children: number[] }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(packageRoot, 'bin', 'execret.js'), ...args], { cwd: directory, env: { ...process.env, NODE_OPTIONS: '' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let signalled = false;
    let children: number[] = [];
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (!signalled && stderr.includes(marker)) {
        signalled = true;
        children = descendants(child.pid as number);
        for (let sent = 0; sent < times; sent += 1) child.kill(signal);
      }
    });
    child.on('exit', (code) => resolve({ code, stdout, stderr, signalled, children }));
  });
}

describe('run stops on the first Ctrl-C at every stage, even in code that never yields', () => {
  it.each([
    ['index, in a synchronous loop', 'module:./stuck.mjs#loopInIndex', 'module:./stuck.mjs#loopInIndex: index ('],
    ['search, ignoring the abort signal', 'module:./stuck.mjs#deafSearch', 'module:./stuck.mjs#deafSearch: search ('],
    ['embedding, in a synchronous loop', 'module:./stuck.mjs#loopInDoEmbed', 'module:./stuck.mjs#loopInDoEmbed: index ('],
  ])('%s: exit 130, nothing after the stage', async (_, system, marker) => {
    const result = await interruptAt(['run', '--bundle', tinyBundle, '--system', system, '--system', 'bm25', '--out', `out-${Math.random().toString(16).slice(2)}`], marker);
    expect(result).toMatchObject({ signalled: true, code: EXIT_CODES.INTERRUPTED });
    // execret's message, or the stage's own abort error (embedMany: "<model>: aborted").
    expect(result.stderr).toMatch(/^execret: .*(interrupted by a signal; rerun the same command to resume|aborted)/m);
    // The stage never ends on its own: the run stopped inside it, and no later system started.
    expect(result.stderr).not.toContain('bm25: index');
    expect(result.stdout).toBe('');
  }, 60_000);

  it('BM25 search of the built-in benchmark (every query over the whole pool): exit 130 before the search ends', async () => {
    const result = await interruptAt(['run', '--bundle', 'builtin', '--system', 'bm25', '--out', `out-${Math.random().toString(16).slice(2)}`], 'bm25: search (');
    expect(result).toMatchObject({ signalled: true, code: EXIT_CODES.INTERRUPTED });
    // The search itself stopped, with queries left (it yields every 50 ms, long before the end).
    const stoppedAfter = /BM25 search aborted after (\d+) of (\d+) items/.exec(result.stderr);
    expect(stoppedAfter).not.toBeNull();
    expect(Number(stoppedAfter?.[1])).toBeLessThan(Number(stoppedAfter?.[2]));
    expect(result.stderr).not.toContain('bm25: execute hits');
  }, 60_000);

  it.each([
    ['the check loading a module whose top-level code never yields', 'module:./top-level-loop.mjs', 'module: looping', 'SIGINT'],
    ['a factory in a synchronous loop (SIGTERM)', 'module:./stuck.mjs#loopInFactory', 'factory: looping', 'SIGTERM'],
  ] as const)('start-up, %s: exit 130', async (_, system, marker, signal) => {
    const result = await interruptAt(['run', '--bundle', tinyBundle, '--system', system, '--system', 'bm25', '--out', `out-${Math.random().toString(16).slice(2)}`], marker, signal);
    expect(result).toMatchObject({ signalled: true, code: EXIT_CODES.INTERRUPTED });
    expect(result.stderr).not.toContain('bm25: index');
  }, 60_000);
});

describe('run stops a module system stuck in a synchronous loop, and leaves no process behind', () => {
  it.each([
    ['the first Ctrl-C', 1, /^execret: .*interrupted by a signal; rerun the same command to resume/m],
    // Sent together, the kernel may merge them into one: either handler may be the one that exits.
    ['two Ctrl-C at once', 2, /^execret: (stopped at once \(second signal\)|.*interrupted by a signal); rerun the same command to resume/m],
  ] as const)('%s during its search, after BM25 started the oracle workers: exit 130', async (_, times, message) => {
    const result = await interruptAt(['run', '--bundle', tinyBundle, '--system', 'bm25', '--system', 'module:./stuck.mjs#loopInSearch', '--out', `out-${Math.random().toString(16).slice(2)}`], 'module:./stuck.mjs#loopInSearch: search (', 'SIGINT', times);
    expect({ ...result, children: [] }).toMatchObject({ signalled: true, code: EXIT_CODES.INTERRUPTED, stderr: expect.stringMatching(message) });
    // BM25's hits were executed: the oracle's workers were running when the signal came.
    expect(result.children.length).toBeGreaterThan(0);
    expect(await survivors(result.children)).toEqual([]);
  }, 60_000);
});

describe('verify stops on the first Ctrl-C', () => {
  it('while executing the built-in benchmark afresh: exit 130, no summary, no process left', async () => {
    const result = await interruptAt(['verify', 'builtin', '--fresh'], 'verify: execute (');
    expect({ ...result, children: [] }).toMatchObject({ signalled: true, code: EXIT_CODES.INTERRUPTED, stderr: expect.stringMatching(/^execret: .*interrupted by a signal; rerun the same command to resume/m) });
    // Thousands of snippets were left: the summary (written when every one has run) never came.
    expect(result.stdout).toBe('');
    expect(await survivors(result.children)).toEqual([]);
  }, 60_000);
});

describe('build stops on the first Ctrl-C in its mutate stage', () => {
  it('the built-in Python tasks (a thousand canonicals, mutated synchronously one by one): exit 130 before the gates', async () => {
    const result = await interruptAt(['build', '--out', `bundle-${Math.random().toString(16).slice(2)}`], 'mutate (');
    expect(result).toMatchObject({ signalled: true, code: EXIT_CODES.INTERRUPTED });
    // The loop itself stopped, with tasks left, and the build never reached its gates.
    const stoppedAfter = /build interrupted in the mutate stage after (\d+) of (\d+) tasks/.exec(result.stderr);
    expect(stoppedAfter).not.toBeNull();
    expect(Number(stoppedAfter?.[1])).toBeLessThan(Number(stoppedAfter?.[2]));
    expect(result.stderr).not.toContain('gate G1');
  }, 60_000);

  it('a user operator (--mutators) in a synchronous loop: exit 130 on the first Ctrl-C, no process left', async () => {
    const result = await interruptAt(['build', '--no-builtin-mutators', '--mutators', './loop-operator.mjs', '--out', `bundle-${Math.random().toString(16).slice(2)}`], 'operator: looping');
    expect({ ...result, children: [] }).toMatchObject({ signalled: true, code: EXIT_CODES.INTERRUPTED, stderr: expect.stringMatching(/^execret: .*interrupted by a signal; rerun the same command to resume/m) });
    // The signal came inside the mutate stage, while the operator looped.
    expect(result.stderr.indexOf('mutate (')).toBeGreaterThanOrEqual(0);
    expect(result.stderr.indexOf('mutate (')).toBeLessThan(result.stderr.indexOf('operator: looping'));
    expect(result.stderr).not.toContain('gate G1');
    expect(await survivors(result.children)).toEqual([]);
  }, 60_000);
});

describe(sut.name, () => {
  it('aborts on the first signal and calls the second-signal handler on the next', () => {
    let seconds = 0;
    const { signal, release } = sut({ onSecondSignal: () => (seconds += 1) });
    try {
      process.emit('SIGINT', 'SIGINT');
      expect(signal.aborted).toBe(true);
      expect(seconds).toBe(0);
      process.emit('SIGTERM', 'SIGTERM');
      expect(seconds).toBe(1);
    } finally {
      release();
    }
    expect(process.listenerCount('SIGINT')).toBe(0);
  });
});
