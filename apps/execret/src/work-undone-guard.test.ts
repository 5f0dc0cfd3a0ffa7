import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { EXIT_CODES } from './exit-codes.js';
import { guardWorkUndone as sut } from './work-undone-guard.js';

const guardSource = join(dirname(fileURLToPath(import.meta.url)), 'work-undone-guard.ts');
let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'execret-guard-'));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

// Runs `body` (after `const finish = guardWorkUndone();`) as its own Node process: the guard acts when the process exits.
async function runScript(body: string): Promise<{ code: number; stderr: string }> {
  const entry = join(directory, `entry-${Math.random().toString(16).slice(2)}.ts`);
  await writeFile(entry, `import { guardWorkUndone } from ${JSON.stringify(guardSource)};\nconst finish = guardWorkUndone();\n${body}\n`);
  const bundled = entry.replace(/\.ts$/, '.mjs');
  await build({ entryPoints: [entry], outfile: bundled, bundle: true, platform: 'node', format: 'esm', logLevel: 'silent' });
  return new Promise((resolve) => {
    execFile(process.execPath, [bundled], (error, _stdout, stderr) => resolve({ code: error === null ? 0 : Number((error as { code?: number }).code), stderr }));
  });
}

describe(sut.name, () => {
  it('a process that stops while the command still waits exits 4 (never 0) and says work is undone', async () => {
    const result = await runScript('void new Promise(() => undefined).then(() => finish(0));');
    expect(result.code).toBe(EXIT_CODES.INTERNAL);
    expect(result.stderr).toBe('execret: stopped with work undone: the command was waiting for something that can never finish (a promise nothing settles); exit code 4\n');
  }, 30_000);

  it("a finished command exits with its own code and prints nothing", async () => {
    expect(await runScript('await Promise.resolve();\nfinish(0);')).toEqual({ code: 0, stderr: '' });
    expect(await runScript('finish(1);')).toEqual({ code: 1, stderr: '' });
  }, 30_000);
});
