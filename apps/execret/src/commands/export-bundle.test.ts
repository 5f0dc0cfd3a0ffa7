import { describe, expect, it } from '@jest/globals';
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtinBundleDirectory } from '@execret/datasets';
import { runCli as runInProcess } from '../__fixtures__/run-cli.js';

async function expectSameFiles(actual: string, expected: string): Promise<void> {
  const names = (await readdir(expected)).sort();
  expect((await readdir(actual)).sort()).toEqual(names);
  for (const name of names) expect((await readFile(join(actual, name))).equals(await readFile(join(expected, name)))).toBe(true);
}

describe('execret export-bundle', () => {
  it.each([
    ['builtin', 'python'],
    ['builtin:typescript', 'typescript'],
    ['builtin:javascript', 'javascript'],
  ] as const)('writes every file of %s byte for byte', async (bundle, language) => {
    const out = join(await mkdtemp(join(tmpdir(), 'execret-export-')), 'bundle');
    const result = await runInProcess(['export-bundle', bundle, '--out', out]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    await expectSameFiles(out, builtinBundleDirectory(language));
  });

  it('refuses a non-empty folder without --force and writes into it with --force', async () => {
    const out = await mkdtemp(join(tmpdir(), 'execret-export-'));
    await writeFile(join(out, 'queries.jsonl'), 'mine\n');
    const refused = await runInProcess(['export-bundle', 'builtin', '--out', out]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/^execret: .* is not empty .*--force/);
    expect(await readFile(join(out, 'queries.jsonl'), 'utf8')).toBe('mine\n');
    const forced = await runInProcess(['export-bundle', 'builtin', '--out', out, '--force']);
    expect(forced.code).toBe(0);
    await expectSameFiles(out, builtinBundleDirectory('python'));
  });

  it('accepts an existing empty folder and rejects an unknown bundle name', async () => {
    const out = join(await mkdtemp(join(tmpdir(), 'execret-export-')), 'empty');
    await mkdir(out);
    expect((await runInProcess(['export-bundle', 'builtin', '--out', out])).code).toBe(0);
    const unknown = await runInProcess(['export-bundle', 'builtin:rust', '--out', join(out, 'x')]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe('execret: unknown built-in bundle "builtin:rust"; expected one of builtin, builtin:python, builtin:typescript, builtin:javascript\n');
  });
});
