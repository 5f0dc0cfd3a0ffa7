import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AbortedError, ExecretError } from '@execret/core';
import { runCli } from './__fixtures__/run-cli.js';
import { EXIT_CODES } from './exit-codes.js';
import { formatDuration, parseDuration, SystemStoppedError, systemBudget as sut } from './system-budget.js';

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const tinyBundle = join(packageRoot, '..', '..', 'examples', 'tiny-bundle');

// The prober's modules: a search and a doEmbed that return promises nothing ever settles, and a
// search that keeps a timer running and never answers.
const hangingModule = `
export default { systemId: 'hang', describe: () => ({}), async index() {}, search() { return new Promise(() => {}); } };
export const busy = { systemId: 'busy', describe: () => ({}), async index() {}, search() { setInterval(() => {}, 50); return new Promise(() => {}); } };
export const embedding = { specificationVersion: 'v1', provider: 'test', modelId: 'hang', maxEmbeddingsPerCall: 8, doEmbed() { return new Promise(() => {}); } };
`;

/** Runs the built CLI in a child process (a real event loop, which empties when nothing can settle the promise). */
function runBuiltCli(args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [join(packageRoot, 'bin', 'execret.js'), ...args], { cwd, env: { ...process.env, NODE_OPTIONS: '' } }, (error, stdout, stderr) => {
      resolve({ code: error === null ? 0 : Number((error as { code?: number }).code), stdout, stderr });
    });
  });
}

describe(parseDuration.name, () => {
  it.each([
    ['90s', 90_000],
    ['90', 90_000],
    ['30m', 1_800_000],
    ['6h', 21_600_000],
    ['1500ms', 1500],
    ['0.5s', 500],
  ])('reads %s as %d ms', (text, milliseconds) => {
    expect(parseDuration(text)).toBe(milliseconds);
    expect(parseDuration(formatDuration(milliseconds))).toBe(milliseconds);
  });

  it.each(['0', '-5s', '6 days', '', 'h'])('refuses %j', (text) => {
    expect(() => parseDuration(text)).toThrow(`--system-timeout must be a positive duration such as 90s, 30m or 6h (a bare number is seconds), got ${JSON.stringify(text)}`);
  });
});

describe(sut.name, () => {
  it('fails a step that outlives the budget, aborts the system signal, and refuses later steps', async () => {
    const budget = sut('slow', 20);
    const error = await budget.run(new Promise(() => undefined)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SystemStoppedError);
    expect((error as SystemStoppedError).reason).toBe('timeout');
    expect((error as Error).message).toBe("stopped after --system-timeout 20ms (the system's start-up, indexing and search together); raise it with --system-timeout, e.g. 12h");
    expect(budget.signal.aborted).toBe(true);
    await expect(budget.run(Promise.resolve(1))).rejects.toBe(error);
    budget.end();
  });

  it('passes values and errors of steps through', async () => {
    const budget = sut('fine', 60_000);
    await expect(budget.run(Promise.resolve(42))).resolves.toBe(42);
    await expect(budget.run(Promise.reject(new Error('own failure')))).rejects.toThrow('own failure');
    budget.end();
  });

  it("passes the system's own abort error through when it stops on the signal", async () => {
    const parent = new AbortController();
    const budget = sut('polite', 60_000, parent.signal);
    const waiting = budget.run(
      new Promise((_, reject) => budget.signal.addEventListener('abort', () => reject(new AbortedError('search aborted after 3 of 9 queries')))),
    );
    parent.abort(new AbortedError('interrupted by a signal'));
    await expect(waiting).rejects.toThrow('search aborted after 3 of 9 queries');
    budget.end();
  });

  it('stops waiting within a second when the command is interrupted, even for a system that ignores its signal', async () => {
    const parent = new AbortController();
    const budget = sut('deaf', 60_000, parent.signal);
    const waiting = budget.run(new Promise(() => undefined));
    parent.abort(new AbortedError('interrupted by a signal'));
    const error = await waiting.catch((caught: unknown) => caught);
    expect(ExecretError.isInstance(error) && error.code).toBe('ABORTED');
    expect(budget.signal.aborted).toBe(true);
    budget.end();
  });
});

describe('run with systems that never finish', () => {
  it('--system-timeout fails a system whose search never answers and runs the next one', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-budget-'));
    try {
      await writeFile(join(directory, 'hang.mjs'), hangingModule);
      const result = await runCli(['run', '--bundle', tinyBundle, '--system', `module:${join(directory, 'hang.mjs')}#busy`, '--system', 'bm25', '--system-timeout', '1s', '--out', join(directory, 'out')]);
      expect(result.code).toBe(EXIT_CODES.CHECK_FAILED);
      // The module lies outside the working folder: the run names it by file name.
      expect(result.stderr).toContain('module:hang.mjs#busy: failed: stopped after --system-timeout 1s');
      expect(result.stdout).toMatch(/\nbm25 +\d\.\d{3}.* computed\n/);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  }, 60_000);

  it('a search or doEmbed promise nothing settles fails its system (exit 1, never 0) and the others run', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-budget-'));
    try {
      await writeFile(join(directory, 'hang.mjs'), hangingModule);
      const result = await runBuiltCli(['run', '--bundle', tinyBundle, '--system', 'module:./hang.mjs', '--system', 'module:./hang.mjs#embedding', '--system', 'bm25', '--out', 'out'], directory);
      expect(result.code).toBe(EXIT_CODES.CHECK_FAILED);
      expect(result.stderr).toContain('module:./hang.mjs: failed: stopped: search returned a promise that never settles');
      expect(result.stderr).toContain('module:./hang.mjs#embedding: failed: stopped: doEmbed returned a promise that never settles');
      expect(result.stdout).toMatch(/\nbm25 +\d\.\d{3}.* computed\n/);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  }, 60_000);

  it('a module whose top-level await never settles fails the check before any work (exit 2), naming why', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-budget-'));
    try {
      await writeFile(join(directory, 'stuck.mjs'), 'await new Promise(() => {});\nexport default {};\n');
      const result = await runBuiltCli(['run', '--bundle', tinyBundle, '--system', 'module:./stuck.mjs', '--system', 'bm25', '--out', 'out'], directory);
      expect(result.code).toBe(EXIT_CODES.USAGE);
      expect(result.stderr).toContain('1 of 2 systems cannot run (nothing was run): module:./stuck.mjs: stopped: loading the module never finished (a top-level await nothing settles?)');
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  }, 60_000);
});
