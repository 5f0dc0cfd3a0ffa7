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
// Fractions of an uninterrupted build's duration at which a build is killed. They hit a running
// build only as far as its speed matches the reference's (the cache fills up from one run to the
// next, and other tests share the CPUs), so the stage kills below are the ones that always hit.
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
 * When to kill a build: after a delay; as soon as it reports the start of its n-th stage (1-based;
 * stderr is no terminal, so it prints one line per stage: `mutate (4)`, `gate G1 (4)`, …), which
 * every run reaches before it finishes, whatever its speed; or as soon as it starts writing its
 * output (a new entry appears beside the cache folder in the output's parent, or an output file
 * changes), the moment a bundle written in place would be half-written.
 */
type KillPoint = { afterMs: number } | { atStage: number } | { whenWriting: true };

/** A stage line of the build's progress on stderr. */
const STAGE_LINE = /^[^\n]+ \(\d+\)$/;
/** A progress line a stage prints every 10 s while it runs (a slow, loaded machine shows some). */
const PROGRESS_LINE = /^[^\n]+: \d+\/\d+ \([\d.]+%\), [\d.]+\/s, elapsed \S+, eta \S+$/;

function build(out: string, kill?: KillPoint): Promise<BuildRun> {
  const started = Date.now();
  const child = spawn(process.execPath, [cli, 'build', '--from', 'jsonl', tasks, '--out', out], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  let stages = 0;
  let partial = '';
  const stop = (): boolean => child.kill('SIGKILL');
  child.stderr.on('data', (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    const lines = `${partial}${text}`.split('\n');
    partial = lines.pop() ?? '';
    stages += lines.filter((line) => STAGE_LINE.test(line)).length;
    stderr = `${stderr}${text}`.slice(-2000);
    if (kill !== undefined && 'atStage' in kill && stages >= kill.atStage) stop();
  });
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
    expect(reference).toMatchObject({ code: 0, signal: null });
    // Nothing but stage lines (and progress lines, on a slow machine) on stderr: no warning, no error.
    const lines = reference.stderr.trimEnd().split('\n');
    expect(lines.filter((line) => !STAGE_LINE.test(line) && !PROGRESS_LINE.test(line))).toEqual([]);
    const stageLines = lines.filter((line) => STAGE_LINE.test(line));
    expect(stageLines.length).toBeGreaterThanOrEqual(4);
    const expected = await filesOf(join(work, 'reference', 'bundle'));
    expect([...expected.keys()]).toEqual(['build_report.json', 'corpus.jsonl', 'dataset_validation.json', 'distractor_metadata.jsonl', 'execution_cache.jsonl', 'manifest.json', 'queries.jsonl']);

    const parent = join(work, 'resumed');
    mkdirSync(parent);
    const out = join(parent, 'bundle');
    const killed: string[] = [];
    // The start of the second stage, of the middle one and of the last one.
    const stagePoints = [...new Set([2, Math.ceil(stageLines.length / 2) + 1, stageLines.length])].map((atStage) => ({ atStage }));
    const points: KillPoint[] = [...KILL_POINTS.map((point) => ({ afterMs: Math.round(point * reference.milliseconds) })), ...stagePoints, { whenWriting: true }];
    // First into an empty place, then over the finished bundle (the replacing rename).
    for (const phase of ['new', 'replace'] as const) {
      for (const point of points) {
        const run = await build(out, point);
        if (run.signal === 'SIGKILL') killed.push(`${phase}@${JSON.stringify(point)}`);
        else expect(run).toMatchObject({ code: 0 });
        // Whatever the moment, the folder holds a whole bundle, or nothing before the first build
        // finished, or (killed between the two renames) nothing while the old one waits beside it.
        const present = await stat(out).then(() => true, () => false);
        if (present) expect(await filesOf(out)).toEqual(expected);
        else if (phase === 'replace') expect((await readdir(parent)).filter((name) => name.startsWith('.bundle.execret-old-'))).toHaveLength(1);
      }
      expect(await build(out)).toMatchObject({ code: 0, signal: null });
      expect(await filesOf(out)).toEqual(expected);
    }
    // The kills at a stage and when writing must have hit a running build, or the test proves nothing.
    expect(killed.filter((point) => point.includes('whenWriting'))).toHaveLength(2);
    expect(killed.filter((point) => point.includes('atStage'))).toHaveLength(2 * stagePoints.length);
    expect((await tree(parent)).filter((path) => TEMPORARY.test(path))).toEqual([]);
    expect(await readdir(parent)).toEqual(['.execret-cache', 'bundle']);
  }, 180_000);
});
