import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { ExecretError, ExecretErrorCode } from '@execret/core';
import { eventually, pidsWithCommandLine } from './__fixtures__/host-processes.js';
import { probePython as sut } from './fork-server.js';
import { PythonExecutor } from './python-executor.js';

const base = mkdtempSync(join(tmpdir(), 'execret-probe-test-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

/** An "interpreter" that never answers (a machine so loaded that Python takes ages to start); its process is found by `marker`. */
function stuckInterpreter(name: string, marker: string): string {
  const path = join(base, name);
  writeFileSync(path, `#!/bin/sh\nexec sleep ${marker}\n`);
  chmodSync(path, 0o755);
  return path;
}

function isAborted(error: unknown): boolean {
  return ExecretError.isInstance(error) && error.code === ExecretErrorCode.ABORTED;
}

describe(sut.name, () => {
  it('reads the real interpreter', async () => {
    const info = await sut('python3');
    expect(info.version).toMatch(/^3\.\d+\.\d+/);
    expect(info.prefixes.length).toBeGreaterThan(0);
  });

  it('does not block the event loop, and an abort kills the interpreter at once', async () => {
    const marker = '71.4251';
    const controller = new AbortController();
    // A timer of the event loop fires the abort: a probe that blocked it (spawnSync) would hold it for 30 s.
    setTimeout(() => controller.abort(), 100);
    const error = await sut(stuckInterpreter('stuck-python', marker), controller.signal).catch((thrown: unknown) => thrown);
    expect(isAborted(error)).toBe(true);
    expect(await eventually(() => pidsWithCommandLine(marker).length === 0)).toBe(true);
  });
});

describe('executor start-up', () => {
  it('a job waiting for the probe stops on its abort signal, and dispose() kills the probe', async () => {
    const marker = '72.4251';
    const executor = new PythonExecutor({ python: stuckInterpreter('stuck-python-2', marker), sandbox: 'none' });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const error = await executor.execute({ code: 'x = 1\n', tests: ['assert x == 1'] }, { abortSignal: controller.signal }).catch((thrown: unknown) => thrown);
    expect(isAborted(error)).toBe(true);
    // The probe is shared by every job, so one job's abort leaves it running; disposal ends it.
    expect(pidsWithCommandLine(marker).length).toBe(1);
    await executor.dispose();
    expect(await eventually(() => pidsWithCommandLine(marker).length === 0)).toBe(true);
  });
});
