import { describe, expect, it } from '@jest/globals';
import { chmod, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ExecretErrorCode } from '@execret/core';
import { npzSystemEntry as sut } from './npz-system-entry.js';

describe('npzSystemEntry.check', () => {
  const context = { cacheDirectory: '/nonexistent' };

  it('accepts a readable file without reading it', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-npz-check-'));
    const path = join(directory, 'not-even-an.npz');
    await writeFile(path, 'the check only looks at the file, the bytes are read by create()');
    await expect(sut.check?.(`npz:${path}?similarity=dot`, context)).resolves.toBeUndefined();
  });

  it('names a missing file, a folder, an unreadable file and a bad parameter', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-npz-check-'));
    const unreadable = join(directory, 'locked.npz');
    await writeFile(unreadable, '');
    await chmod(unreadable, 0o000);
    const cases: Array<[string, string, RegExp]> = [
      [`npz:${join(directory, 'missing.npz')}`, ExecretErrorCode.IO, /missing\.npz: no such file/],
      [`npz:${directory}`, ExecretErrorCode.IO, /expected a file/],
      [`npz:${join(directory, 'missing.npz')}?similarity=l2`, ExecretErrorCode.INVALID_ARGUMENT, /similarity must be cosine or dot/],
      ['npz:', ExecretErrorCode.INVALID_ARGUMENT, /need a path/],
    ];
    // root reads every file whatever its mode: the unreadable case only holds for other users.
    if (process.getuid?.() !== 0) cases.push([`npz:${unreadable}`, ExecretErrorCode.IO, /not readable/]);
    for (const [systemId, code, message] of cases) {
      const error = await sut.check?.(systemId, context).catch((caught: unknown) => caught);
      expect((error as { code: string }).code).toBe(code);
      expect((error as Error).message).toMatch(message);
    }
  });
});
