import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { descendantPids, eventually } from './__fixtures__/host-processes.js';
import { PythonExecutor } from './python-executor.js';
import { bubblewrapArguments, exposureArguments as sut } from './sandbox-plan.js';

const base = mkdtempSync(join(tmpdir(), 'execret-expose-test-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe(sut.name, () => {
  it('replaces a folder closed to others by a tmpfs and binds the needed path inside it', () => {
    chmodSync(base, 0o755);
    const closed = join(base, 'home');
    const target = join(closed, 'tools', 'python', 'versions', '3');
    const sibling = join(closed, 'tools', 'node');
    mkdirSync(target, { recursive: true });
    mkdirSync(sibling, { recursive: true });
    chmodSync(closed, 0o700);
    const open = join(base, 'open', 'bin');
    mkdirSync(open, { recursive: true });
    expect(sut([target, join(target, 'lib'), sibling, open])).toEqual([
      '--tmpfs', closed,
      '--perms', '0755', '--dir', join(closed, 'tools'),
      '--ro-bind', sibling, sibling,
      '--perms', '0755', '--dir', join(closed, 'tools', 'python'),
      '--perms', '0755', '--dir', join(closed, 'tools', 'python', 'versions'),
      '--ro-bind', target, target,
    ]);
  });
});

describe(bubblewrapArguments.name, () => {
  it('unshares every namespace, mounts / read-only with a private /tmp, and clears the environment', () => {
    const args = bubblewrapArguments({ hostIsRoot: true, exposeArguments: ['--tmpfs', '/root'], tmpfsBytes: 1048576 });
    for (const flag of ['--unshare-pid', '--unshare-net', '--unshare-ipc', '--die-with-parent', '--new-session', '--clearenv']) expect(args).toContain(flag);
    expect(args.join(' ')).toContain('--ro-bind / /');
    expect(args.join(' ')).toContain('--perms 1777 --size 1048576 --tmpfs /tmp');
    expect(args.join(' ')).toContain('--cap-drop ALL --cap-add CAP_SETUID --cap-add CAP_SETGID --cap-add CAP_KILL');
    expect(args.join(' ')).toContain('--tmpfs /root');
    const unprivileged = bubblewrapArguments({ hostIsRoot: false, exposeArguments: [], tmpfsBytes: 1048576 });
    expect(unprivileged).toContain('--unshare-user');
    expect(unprivileged).not.toContain('--cap-add');
  });
});

describe('sandbox modes', () => {
  it('refuses to start with sandbox "bwrap" when bubblewrap is missing', async () => {
    const executor = new PythonExecutor({ sandbox: 'bwrap', bwrapPath: '/nonexistent/bwrap' });
    await expect(executor.execute({ code: '', tests: [] })).rejects.toMatchObject({ code: 'EXECUTION', message: expect.stringContaining('bubblewrap was not found at /nonexistent/bwrap') });
    await executor.dispose();
  });

  it('warns once and keeps the other protections when bubblewrap is missing in auto mode', async () => {
    const warnings: string[] = [];
    const executor = new PythonExecutor({ bwrapPath: '/nonexistent/bwrap', python: '/usr/bin/python3', concurrency: 1, onWarning: (message) => warnings.push(message), limits: { testTimeoutMs: 500, jobTimeoutMs: 2000 } });
    try {
      const verdict = await executor.execute({ code: 'import os\n', tests: ['assert os.getuid() != 0', 'assert dict(os.environ) == {}', 'import resource\nassert resource.getrlimit(resource.RLIMIT_NPROC)[0] == 64'] });
      expect(verdict.testResults).toEqual(['pass', 'pass', 'pass']);
      await executor.execute({ code: '', tests: ['assert True'] });
      expect(warnings).toEqual(['bubblewrap was not found at /nonexistent/bwrap; jobs run without network, filesystem and PID isolation (install the "bubblewrap" package)']);
      const report = await executor.hardeningReport();
      expect(report.sandbox).toBe('none');
      expect(report.protections).toMatchObject({ networkIsolated: false, readOnlyRoot: false, pidNamespace: false, nonRootUser: true, separateUidPerWorker: true, emptyEnvironment: true, resourceLimits: true });
    } finally {
      await executor.dispose();
    }
  });

  it('without bubblewrap, still kills processes a job left in another session', async () => {
    const before = descendantPids();
    const executor = new PythonExecutor({ sandbox: 'none', python: '/usr/bin/python3', concurrency: 1, onWarning: () => undefined, limits: { testTimeoutMs: 500, jobTimeoutMs: 2000 } });
    try {
      const marker = `execret-none-${process.pid}`;
      const verdict = await executor.execute({
        code: 'import os, sys\n',
        tests: [`if os.fork() == 0:\n    os.setsid()\n    if os.fork() == 0:\n        os.execv(sys.executable, [sys.executable, "-c", "import time\\ntime.sleep(100)", "${marker}"])\n    os._exit(0)`],
      });
      expect(verdict.testResults).toEqual(['pass']);
      const { pidsWithCommandLine } = await import('./__fixtures__/host-processes.js');
      expect(await eventually(() => pidsWithCommandLine(marker).length === 0)).toBe(true);
    } finally {
      await executor.dispose();
    }
    expect(await eventually(() => descendantPids().filter((pid) => !before.includes(pid)).length === 0)).toBe(true);
  });

  it("without bubblewrap, removes the SysV IPC objects and POSIX shared memory its jobs left under the worker's own uid", async () => {
    const key = 0x5eed00 + (process.pid % 256);
    const name = `execret-shm-${process.pid}`;
    const executor = new PythonExecutor({ sandbox: 'none', python: '/usr/bin/python3', concurrency: 1, onWarning: () => undefined, limits: { testTimeoutMs: 1000, jobTimeoutMs: 3000 } });
    const ctypes = 'import ctypes, os\nfrom multiprocessing import shared_memory\nlibc = ctypes.CDLL(None, use_errno=True)\nlibc.shmat.restype = ctypes.c_void_p\n';
    const hostSegments = (): number => readFileSync('/proc/sysvipc/shm', 'utf8').split('\n').filter((line) => line.trim().split(/\s+/)[0] === String(key)).length;
    try {
      expect((await executor.hardeningReport()).protections.separateUidPerWorker).toBe(true);
      const writer = await executor.execute({
        code: ctypes,
        tests: [`segment = libc.shmget(${key}, 1 << 16, 0o1600)\nassert segment >= 0\nctypes.memmove(libc.shmat(segment, None, 0), b"flag", 4)`, `shared_memory.SharedMemory(name="${name}", create=True, size=16).close()`],
      });
      expect(writer.testResults).toEqual(['pass', 'pass']);
      // Gone from the host once the job ended, so the next job of the worker finds nothing.
      expect(hostSegments()).toBe(0);
      expect(existsSync(`/dev/shm/${name}`)).toBe(false);
      const reader = await executor.execute({ code: ctypes, tests: [`assert libc.shmget(${key}, 0, 0) < 0`, `assert not os.path.exists("/dev/shm/${name}")`] });
      expect(reader.testResults).toEqual(['pass', 'pass']);
    } finally {
      await executor.dispose();
      spawnSync('ipcrm', ['-M', String(key)], { stdio: 'ignore' });
      rmSync(`/dev/shm/${name}`, { force: true });
    }
  });

  it('runs jobs under another uid only when the interpreter is open to other users, and says so', async () => {
    const warnings: string[] = [];
    const executor = new PythonExecutor({ sandbox: 'none', concurrency: 1, onWarning: (message) => warnings.push(message) });
    try {
      const report = await executor.hardeningReport();
      // Independent check: can a user other than the owner traverse every folder up to the interpreter?
      const executable = spawnSync('python3', ['-c', 'import sys; print(sys.executable)'], { encoding: 'utf8' }).stdout.trim();
      const folders = executable.split('/').slice(1, -1).map((_, index, parts) => `/${parts.slice(0, index + 1).join('/')}`);
      const open = folders.every((folder) => (statSync(folder).mode & 0o001) !== 0);
      expect(warnings[0]).toBe('sandbox "none" was chosen; jobs run without network, filesystem and PID isolation');
      if (process.getuid?.() === 0 && !open) {
        expect(report.protections.nonRootUser).toBe(false);
        expect(warnings[1]).toMatch(/^the interpreter cannot run as an unprivileged user \(.*\); jobs run as root$/);
      } else {
        expect(report.protections.nonRootUser).toBe(true);
        expect(warnings).toHaveLength(1);
      }
    } finally {
      await executor.dispose();
    }
  });
});
