import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { access, constants, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { EXIT_CODES } from './exit-codes.js';

const run = promisify(execFile);
const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const binFile = join(packageRoot, 'bin', 'execret.js');

/** Runs a bin file with node; resolves with its exit code and output whether or not it failed. */
async function runBin(file: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [file, ...args], { env: { ...process.env, NODE_OPTIONS: '' } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

describe('bin/execret.js', () => {
  it('is the package.json bin, executable, and runs the built CLI', async () => {
    const manifest = JSON.parse(await readFile(join(packageRoot, 'package.json'), 'utf8')) as { version: string; bin: Record<string, string> };
    expect(manifest.bin).toEqual({ execret: 'bin/execret.js' });
    await expect(access(binFile, constants.X_OK)).resolves.toBeUndefined();
    expect(await runBin(binFile, ['--version'])).toEqual({ code: 0, stdout: `${manifest.version}\n`, stderr: '' });
  });

  it('says the CLI is not built yet, with exit code 4, when dist/cli.js is missing', async () => {
    // What `npx execret` finds right after `npm ci`: the committed bin file, no dist/ beside it.
    const checkout = await mkdtemp(join(tmpdir(), 'execret-bin-'));
    try {
      await cp(binFile, join(checkout, 'bin', 'execret.js'));
      await writeFile(join(checkout, 'package.json'), '{ "type": "module" }\n');
      expect(await runBin(join(checkout, 'bin', 'execret.js'), ['--version'])).toEqual({
        code: EXIT_CODES.INTERNAL,
        stdout: '',
        stderr: 'execret: the CLI is not built yet; run npm run build (or npm start) first\n',
      });
    } finally {
      await rm(checkout, { recursive: true, force: true });
    }
  });
});
