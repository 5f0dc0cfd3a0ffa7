import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// `execret build` in a child process (the built CLI, as a user runs it), killed with SIGKILL at
// several points and run again: the result must be the uninterrupted build's, byte for byte, the
// bundle folder must never be half-written, and no temporary file may survive.
const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = join(packageRoot, 'dist', 'cli.js');
const tasks = join(packageRoot, 'src', 'commands', '__fixtures__', 'build-tasks.jsonl');
// Fractions of an uninterrupted build's duration at which a build is killed.
const KILL_POINTS = [0.1, 0.35, 0.6, 0.85, 0.97];
// Names a build or its caches use for work in progress.
const TEMPORARY = /\.tmp-|\.execret-(build|old)-|-journal$|-wal$|-shm$/;

let work: string;

interface BuildRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  milliseconds: number;
  /** The last lines the build wrote on stderr (shown when an expectation fails). */
  stderr: string;
}

/**
 * When to kill a build: after a delay, or as soon as it starts writing its output (a new entry
 * appears beside the cache folder in the output's parent, or an output file changes), the moment
 * a bundle written in place would be half-written.
 */
type KillPoint = { afterMs: number } | { whenWriting: true };

function build(out: string, kill?: KillPoint): Promise<BuildRun> {
  const started = Date.now();
  const child = spawn(process.execPath, [cli, 'build', '--from', 'jsonl', tasks, '--out', out, '--json'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = `${stderr}${chunk.toString('utf8')}`.slice(-2000)));
  const stop = (): boolean => child.kill('SIGKILL');
  let timer: NodeJS.Timeout | undefined;
  let poller: NodeJS.Timeout | undefined;
  if (kill !== undefined && 'afterMs' in kill) timer = setTimeout(stop, kill.afterMs);
  if (kill !== undefined && 'whenWriting' in kill) {
    const parent = dirname(out);
    const snapshot = (): string => {
      try {
        const entries = readdirSync(parent).filter((name) => name !== '.execret-cache').sort();
        const files = entries.includes('bundle') ? readdirSync(out).map((name) => `${name}:${statSync(join(out, name)).mtimeMs}`).sort() : [];
        return JSON.stringify([entries, files]);
      } catch {
        return 'changing';
      }
    };
    const before = snapshot();
    poller = setInterval(() => {
      if (snapshot() !== before) stop();
    }, 1);
  }
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      clearInterval(poller);
      resolve({ code, signal, milliseconds: Date.now() - started, stderr });
    });
  });
}

async function filesOf(folder: string): Promise<Map<string, Buffer>> {
  const names = (await readdir(folder)).sort();
  return new Map(await Promise.all(names.map(async (name) => [name, await readFile(join(folder, name))] as const)));
}

/** Every file and folder under `folder`, relative to it. */
async function tree(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true });
  return entries.map((entry) => relative(folder, join(folder, entry))).sort();
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'execret-build-kill-'));
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('execret build killed with SIGKILL', () => {
  it('resumes to the uninterrupted build, byte for byte, never leaves a half-written bundle and leaves no temporary file', async () => {
    const reference = await build(join(work, 'reference', 'bundle'));
    expect(reference).toMatchObject({ code: 0, signal: null, stderr: '' });
    const expected = await filesOf(join(work, 'reference', 'bundle'));
    expect([...expected.keys()]).toEqual(['build_report.json', 'corpus.jsonl', 'dataset_validation.json', 'distractor_metadata.jsonl', 'execution_cache.jsonl', 'manifest.json', 'queries.jsonl']);

    const parent = join(work, 'resumed');
    mkdirSync(parent);
    const out = join(parent, 'bundle');
    const killed: string[] = [];
    const points: KillPoint[] = [...KILL_POINTS.map((point) => ({ afterMs: Math.round(point * reference.milliseconds) })), { whenWriting: true }];
    // First into an empty place, then over the finished bundle (the replacing rename).
    for (const phase of ['new', 'replace'] as const) {
      for (const point of points) {
        const run = await build(out, point);
        if (run.signal === 'SIGKILL') killed.push(`${phase}@${JSON.stringify(point)}`);
        else expect(run).toMatchObject({ code: 0, stderr: '' });
        // Whatever the moment, the folder holds a whole bundle, or nothing before the first build
        // finished, or (killed between the two renames) nothing while the old one waits beside it.
        const present = await stat(out).then(() => true, () => false);
        if (present) expect(await filesOf(out)).toEqual(expected);
        else if (phase === 'replace') expect((await readdir(parent)).filter((name) => name.startsWith('.bundle.execret-old-'))).toHaveLength(1);
      }
      expect(await build(out)).toMatchObject({ code: 0, signal: null, stderr: '' });
      expect(await filesOf(out)).toEqual(expected);
    }
    // The kills when writing must have hit, and most others a running build, or the test proves nothing.
    expect(killed.filter((point) => point.includes('whenWriting'))).toHaveLength(2);
    expect(killed.length).toBeGreaterThanOrEqual(6);
    expect((await tree(parent)).filter((path) => TEMPORARY.test(path))).toEqual([]);
    expect(await readdir(parent)).toEqual(['.execret-cache', 'bundle']);
  }, 180_000);
});
