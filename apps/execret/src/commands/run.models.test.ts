import { describe, expect, it } from '@jest/globals';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../__fixtures__/run-cli.js';

describe('execret run (local models pre-flight)', () => {
  it.each([[[] as string[]], [['--models', join(tmpdir(), 'no-such-models-folder')]]])('fails a transformers: system whose files are missing before any work (exit 2), naming --models (extra options %j)', async (extra) => {
    const out = join(await mkdtemp(join(tmpdir(), 'execret-run-models-')), 'out');
    const result = await runCli(['run', '--bundle', join('..', '..', 'examples', 'tiny-bundle'), '--out', out, '--system', 'transformers:acme/not-installed', ...extra]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('transformers:acme/not-installed');
    expect(result.stderr).toContain('pass --models <dir>');
    expect(result.stderr).toContain('nothing was run');
  });
});
