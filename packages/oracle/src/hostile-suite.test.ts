import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startConnectionCounter, type ConnectionCounter } from './__fixtures__/connection-counter.js';
import { descendantPids, eventually, pidsWithCommandLine } from './__fixtures__/host-processes.js';
import type { ExecutionJob, ExecutionVerdict } from './executor.js';
import { PythonExecutor } from './python-executor.js';

// The hostile suite: programs that attack the host or the pool, each with its expected verdict and
// a check that the host is unharmed. It needs bubblewrap (the CI installs it): under `sandbox:
// 'bwrap'` the executor refuses to start without it instead of silently weakening the checks.

const nonce = randomBytes(6).toString('hex');
const packageFolder = join(dirname(fileURLToPath(import.meta.url)), '..');
const hostTmpFile = `/tmp/execret-escape-${nonce}`;
const packageFile = join(packageFolder, `escape-${nonce}`);
const secretName = `EXECRET_TEST_SECRET_${nonce}`;
const secretValue = `hunter2-${nonce}`;
const setsidMarker = `execret-setsid-marker-${nonce}`;
const testTimeoutMs = 400;
const jobTimeoutMs = 1500;
const memoryBytes = 256 * 1024 ** 2;

interface Hostile {
  name: string;
  job: ExecutionJob;
  expectVerdict: (verdict: ExecutionVerdict) => void;
  /**
   * Time limits × this (default 1) for a program that does real work before the outcome it expects
   * (allocating, writing, starting a process): on a loaded machine 400 ms per test is not enough
   * for that work, and the outcome expected is not a TIMEOUT.
   */
  timeScale?: number;
}

/** Scale of the programs that do real work (see `Hostile.timeScale`): 3.2 s per test. */
const WORKING_SCALE = 8;

let listener: ConnectionCounter;
let executor: PythonExecutor;
const warnings: string[] = [];

const tcpProgram = (): ExecutionJob => ({
  code: 'import socket\n',
  tests: [`socket.create_connection(("127.0.0.1", ${listener.port}), timeout=1)`, 'assert True'],
});

function hostilePrograms(): Hostile[] {
  return [
    {
      name: 'infinite loop (per-test timer, later tests still run)',
      job: { code: 'def f():\n    return 1\n', tests: ['while True: pass', 'assert f() == 1'] },
      expectVerdict: (verdict) => expect(verdict.testResults).toEqual(['TIMEOUT', 'pass']),
    },
    {
      name: 'sleep',
      job: { code: 'import time\n', tests: ['time.sleep(30)', 'assert True'] },
      expectVerdict: (verdict) => expect(verdict.testResults).toEqual(['TIMEOUT', 'pass']),
    },
    {
      name: 'huge integer power (10**10**9)',
      job: { code: 'x = 1\n', tests: ['assert x == 1', 'y = 10**10**9', 'assert True'] },
      expectVerdict: (verdict) => {
        // CPython's big-integer power checks for signals, so the per-test timer interrupts it.
        expect(verdict.testResults).toEqual(['pass', 'TIMEOUT', 'pass']);
      },
    },
    {
      name: 'C-level computation that ignores signals (sum over a huge range)',
      job: { code: 'x = 1\n', tests: ['assert x == 1', 'total = sum(range(10**13))', 'assert True'] },
      expectVerdict: (verdict) => {
        // The timer signal cannot interrupt the C loop; the wall clock kills the job.
        expect(verdict.status).toBe('timeout');
        expect(verdict.testResults).toEqual(['pass', 'TIMEOUT', 'TIMEOUT']);
      },
    },
    {
      name: 'fork bomb',
      job: { code: 'import os\n', tests: ['while True:\n    os.fork()', 'assert True'] },
      expectVerdict: (verdict) => {
        // RLIMIT_NPROC stops the bomb: the test's own fork() fails (EAGAIN), or, when the CPUs are
        // busy, its 64 siblings starve it until the per-test timer fires. Either way not a pass.
        expect(verdict.testResults[0]).toMatch(/^(ERROR: BlockingIOError: \[Errno 11\] Resource temporarily unavailable|TIMEOUT)$/);
        expect(verdict.testResults[1]).toBe('pass');
      },
    },
    {
      name: 'memory bomb (one huge allocation)',
      timeScale: WORKING_SCALE,
      job: { code: '', tests: ['x = bytearray(8 * 1024 ** 3)', 'assert True'] },
      expectVerdict: (verdict) => expect(verdict.testResults).toEqual(['ERROR: MemoryError', 'pass']),
    },
    {
      name: 'memory bomb (growing list)',
      timeScale: WORKING_SCALE,
      job: { code: '', tests: ['chunks = []\nwhile True:\n    chunks.append(bytes(32 * 1024 ** 2))', 'chunks = None\nassert True'] },
      expectVerdict: (verdict) => expect(verdict.testResults).toEqual(['ERROR: MemoryError', 'pass']),
    },
    {
      name: 'deep recursion that overflows the C stack',
      timeScale: WORKING_SCALE,
      job: {
        code: 'import json, sys\nsys.setrecursionlimit(10 ** 7)\nnested = []\nfor _ in range(200000):\n    nested = [nested]\n',
        tests: ['assert True', 'json.dumps(nested)', 'assert True'],
      },
      expectVerdict: (verdict) => {
        expect(verdict.status).toBe('crashed');
        expect(verdict.testResults).toEqual(['pass', 'ERROR: ProcessKilled: SIGSEGV', 'ERROR: ProcessKilled: SIGSEGV']);
      },
    },
    {
      name: 'Python recursion without a limit',
      job: { code: 'import sys\nsys.setrecursionlimit(10 ** 7)\ndef down(n):\n    return down(n + 1) + 1\n', tests: ['assert True', 'down(0)', 'assert True'] },
      expectVerdict: (verdict) => {
        // Python-to-Python calls do not use the C stack in 3.11: frames fill memory or time instead.
        expect(verdict.testResults[0]).toBe('pass');
        expect(verdict.testResults[1]).toMatch(/^(TIMEOUT|ERROR: MemoryError)$/);
        expect(verdict.passesAllTests).toBe(false);
      },
    },
    {
      name: 'os._exit(0) in the middle of the tests never counts as pass',
      job: { code: 'import os\n', tests: ['assert True', 'os._exit(0)', 'assert True'] },
      expectVerdict: (verdict) => {
        expect(verdict.passesAllTests).toBe(false);
        expect(verdict.testResults).toEqual(['pass', 'ERROR: ProcessExited: exit code 0', 'ERROR: ProcessExited: exit code 0']);
      },
    },
    {
      name: 'sys.exit(0) in the middle of the tests never counts as pass',
      job: { code: 'import sys\n', tests: ['assert True', 'sys.exit(0)', 'assert True'] },
      expectVerdict: (verdict) => {
        expect(verdict.passesAllTests).toBe(false);
        expect(verdict.testResults).toEqual(['pass', 'ERROR: SystemExit: 0', 'pass']);
      },
    },
    {
      name: 'sys.exit(0) while loading the code',
      job: { code: 'import sys\nsys.exit(0)\n', tests: ['assert True', 'assert True'] },
      expectVerdict: (verdict) => expect(verdict.testResults).toEqual(['ERROR: SystemExit: 0', 'ERROR: SystemExit: 0']),
    },
    {
      name: 'SIGALRM ignored, then an endless loop',
      job: { code: 'import signal\n', tests: ['assert True', 'signal.signal(signal.SIGALRM, signal.SIG_IGN)\nwhile True:\n    pass', 'assert True'] },
      expectVerdict: (verdict) => {
        expect(verdict.status).toBe('timeout');
        expect(verdict.testResults).toEqual(['pass', 'TIMEOUT', 'TIMEOUT']);
      },
    },
    {
      name: 'a child that calls setsid() and loops',
      job: {
        code: 'import os, sys\n',
        tests: [
          `pid = os.fork()\nif pid == 0:\n    os.setsid()\n    os.execv(sys.executable, [sys.executable, "-c", "import time\\nwhile True: time.sleep(0.05)", "${setsidMarker}"])\nassert pid > 0`,
          'assert True',
        ],
      },
      expectVerdict: (verdict) => expect(verdict.testResults).toEqual(['pass', 'pass']),
    },
    {
      name: 'a background thread that never ends',
      job: { code: 'import threading, time\n', tests: ['threading.Thread(target=lambda: time.sleep(1000)).start()', 'assert True'] },
      expectVerdict: (verdict) => {
        expect(verdict.status).toBe('completed');
        // A job that waited for the thread would end at its wall-clock limit (status timeout).
        expect(verdict.testResults).toEqual(['pass', 'pass']);
      },
    },
    {
      name: 'output flood (print, raw fd writes, a huge assertion message)',
      timeScale: WORKING_SCALE,
      job: {
        code: 'import os, sys\n',
        tests: ['for _ in range(2000):\n    sys.stdout.write("x" * 100000)', 'for _ in range(300):\n    os.write(1, b"y" * 100000)\nos.write(2, b"z" * 100000)', 'assert False, "z" * 1000000'],
      },
      expectVerdict: (verdict) => {
        expect(verdict.testResults.slice(0, 2)).toEqual(['pass', 'pass']);
        // Capped at messageChars (500): "FAIL: " + 499 characters + "…".
        expect(verdict.testResults[2]).toBe(`FAIL: ${'z'.repeat(499)}…`);
      },
    },
    {
      name: 'writing files outside the private folder',
      timeScale: WORKING_SCALE,
      job: { code: '', tests: [`open(${JSON.stringify(hostTmpFile)}, "w").write("x")`, `open(${JSON.stringify(packageFile)}, "w").write("x")`] },
      expectVerdict: (verdict) => {
        // /tmp is the worker's private tmpfs; everything else is read-only. A checkout that itself
        // lies under /tmp is hidden by that tmpfs, so the folder is missing instead of read-only.
        expect(verdict.testResults[0]).toBe('pass');
        const expected = packageFile.startsWith('/tmp/')
          ? `ERROR: FileNotFoundError: [Errno 2] No such file or directory: '${packageFile}'`
          : `ERROR: OSError: [Errno 30] Read-only file system: '${packageFile}'`;
        expect(verdict.testResults[1]).toBe(expected);
      },
    },
    {
      name: 'reading a secret from the environment',
      timeScale: WORKING_SCALE,
      job: {
        code: 'import os\n',
        tests: [
          `assert os.environ.get(${JSON.stringify(secretName)}) is None`,
          'assert dict(os.environ) == {}',
          `assert ${JSON.stringify(secretValue)}.encode() not in open("/proc/self/environ", "rb").read()`,
          `import subprocess\nassert ${JSON.stringify(secretValue)}.encode() not in subprocess.run(["/usr/bin/env"], capture_output=True).stdout`,
        ],
      },
      expectVerdict: (verdict) => expect(verdict.testResults).toEqual(['pass', 'pass', 'pass', 'pass']),
    },
    {
      name: 'connecting to a TCP listener on 127.0.0.1',
      timeScale: WORKING_SCALE,
      job: { code: '', tests: [] },
      expectVerdict: (verdict) => expect(verdict.testResults).toEqual(['ERROR: ConnectionRefusedError: [Errno 111] Connection refused', 'pass']),
    },
    {
      name: 'killing the parent process (the worker)',
      job: { code: 'import os, signal, time\n', tests: ['assert True', 'os.kill(os.getppid(), signal.SIGKILL)\ntime.sleep(5)', 'assert True'] },
      expectVerdict: (verdict) => {
        // The worker runs as root with CAP_KILL and the job under its own uid: the kill is refused.
        expect(verdict.testResults).toEqual(['pass', 'ERROR: PermissionError: [Errno 1] Operation not permitted', 'pass']);
      },
    },
    {
      name: 'killing every process it can see',
      job: { code: 'import os, signal\n', tests: ['assert True', 'os.kill(-1, signal.SIGKILL)', 'assert True'] },
      expectVerdict: (verdict) => {
        // kill(-1) spares the caller and reaches nothing else under the job's uid: no effect.
        expect(verdict.testResults).toEqual(['pass', 'pass', 'pass']);
      },
    },
    {
      name: 'ctypes segfault',
      timeScale: WORKING_SCALE,
      job: { code: 'import ctypes\n', tests: ['assert True', 'ctypes.string_at(0)', 'assert True'] },
      expectVerdict: (verdict) => expect(verdict.testResults).toEqual(['pass', 'ERROR: ProcessKilled: SIGSEGV', 'ERROR: ProcessKilled: SIGSEGV']),
    },
    {
      name: 'patching builtins to make later tests pass (only this job is affected)',
      job: { code: 'import builtins\nbuiltins.len = lambda value: 42\n', tests: ['assert len([]) == 42', 'assert len("") == 42'] },
      expectVerdict: (verdict) => expect(verdict.testResults).toEqual(['pass', 'pass']),
    },
    {
      name: 'stopping itself with SIGSTOP',
      job: { code: 'import os, signal\n', tests: ['assert True', 'os.kill(os.getpid(), signal.SIGSTOP)', 'assert True'] },
      expectVerdict: (verdict) => {
        expect(verdict.status).toBe('timeout');
        expect(verdict.testResults).toEqual(['pass', 'TIMEOUT', 'TIMEOUT']);
      },
    },
    {
      name: 'forging a result line on the result pipe',
      job: { code: 'import os\n', tests: ['os.write(3, b"not json\\n")', 'assert True'] },
      expectVerdict: (verdict) => {
        expect(verdict.status).toBe('crashed');
        expect(verdict.passesAllTests).toBe(false);
      },
    },
    {
      name: 'filling the disk',
      timeScale: WORKING_SCALE,
      // 1 MiB at a time up to 64 MiB: RLIMIT_FSIZE (16 MiB) stops it after 16 MiB written.
      job: { code: '', tests: ['chunk = b"x" * 1024 ** 2\nwith open("big", "wb") as handle:\n    for _ in range(64):\n        handle.write(chunk)', 'assert True'] },
      expectVerdict: (verdict) => expect(verdict.testResults).toEqual(['ERROR: OSError: [Errno 27] File too large', 'pass']),
    },
  ];
}

beforeAll(async () => {
  process.env[secretName] = secretValue;
  listener = await startConnectionCounter();
  executor = new PythonExecutor({ sandbox: 'bwrap', concurrency: 2, limits: { testTimeoutMs, jobTimeoutMs, memoryBytes }, onWarning: (message) => warnings.push(message) });
  await executor.init();
});

afterAll(async () => {
  delete process.env[secretName];
  await executor?.dispose();
  await listener?.close();
  rmSync(packageFile, { force: true });
  rmSync(hostTmpFile, { force: true });
});

describe('hostile programs', () => {
  const programs = hostilePrograms();
  let verdicts = new Map<string, ExecutionVerdict>();

  beforeAll(async () => {
    const results = await Promise.all(
      programs.map(async (program) => {
        const job = program.name.startsWith('connecting') ? tcpProgram() : program.job;
        return [program.name, await executor.execute(job, { timeScale: program.timeScale })] as const;
      }),
    );
    verdicts = new Map(results);
  }, 60_000);

  it('has at least 20 programs', () => {
    expect(programs.length).toBeGreaterThanOrEqual(20);
  });

  for (const program of programs) {
    it(`gives the expected verdict: ${program.name}`, () => {
      const verdict = verdicts.get(program.name) as ExecutionVerdict;
      program.expectVerdict(verdict);
      expect(verdict.passesAllTests).toBe(verdict.testResults.every((outcome) => outcome === 'pass'));
    });
  }

  it('ends every hostile job by its own wall-clock limit, never by the host backstop', () => {
    // The host kills a whole worker backstopGraceMs (2 s) after the job's limit, moved on as the
    // worker moves the job's limit (by the time the job waited for a CPU): a job the worker itself
    // ended (limit, exit, kill) is reported before that, however loaded the machine.
    expect(verdicts.size).toBe(programs.length);
    expect(executor.backstopKills).toBe(0);
  });

  it('leaves no file outside the sandbox', () => {
    expect(existsSync(hostTmpFile)).toBe(false);
    expect(existsSync(packageFile)).toBe(false);
  });

  it('lets no connection reach the listener', () => {
    expect(listener.connections).toBe(0);
  });

  it('kills the setsid() child once its job ends', async () => {
    expect(await eventually(() => pidsWithCommandLine(setsidMarker).length === 0)).toBe(true);
  });

  it('keeps the pool working after the hostile jobs', async () => {
    const jobs = Array.from({ length: 12 }, (_, index) => executor.execute({ code: `def f(x):\n    return x * ${index}\n`, tests: [`assert f(3) == ${3 * index}`] }));
    const results = await Promise.all(jobs);
    expect(results.map((verdict) => verdict.testResults[0])).toEqual(Array.from({ length: 12 }, () => 'pass'));
  });

  it('ran under bubblewrap with every protection on and no warning', async () => {
    const report = await executor.hardeningReport();
    expect(report.sandbox).toBe('bwrap');
    expect(Object.entries(report.protections).filter(([, active]) => !active)).toEqual([]);
    expect(warnings).toEqual([]);
  });
});

describe('isolation between jobs of one worker', () => {
  it('does not let a job see files, builtins or processes of the job before it', async () => {
    const single = new PythonExecutor({ sandbox: 'bwrap', concurrency: 1, limits: { testTimeoutMs, jobTimeoutMs } });
    try {
      const first = await single.execute({
        code: 'import builtins, os\nbuiltins.len = lambda value: 42\n',
        tests: ['open("/tmp/left-behind", "w").write("x")', 'open("/dev/shm/left-behind", "w").write("x")', 'open("left-behind", "w").write("x")', 'assert len([]) == 42'],
      });
      expect(first.testResults).toEqual(['pass', 'pass', 'pass', 'pass']);
      const second = await single.execute({
        code: 'import os\n',
        tests: ['assert len([]) == 0', 'assert not os.path.exists("/tmp/left-behind")', 'assert not os.path.exists("/dev/shm/left-behind")', 'assert os.listdir(".") == []'],
      });
      expect(second.testResults).toEqual(['pass', 'pass', 'pass', 'pass']);
    } finally {
      await single.dispose();
    }
  });

  it('leaves no process behind after dispose()', async () => {
    const before = descendantPids();
    const temporary = new PythonExecutor({ sandbox: 'bwrap', concurrency: 2, limits: { testTimeoutMs, jobTimeoutMs } });
    await temporary.execute({ code: 'import os, time\n', tests: ['if os.fork() == 0:\n    os.setsid()\n    time.sleep(1000)', 'assert True'] });
    expect(descendantPids().length).toBeGreaterThan(before.length);
    await temporary.dispose();
    expect(await eventually(() => descendantPids().filter((pid) => !before.includes(pid)).length === 0)).toBe(true);
  });
});

// Cooperating pairs: a writer job leaves something behind through one channel and a later job in
// the same worker (concurrency 1) looks for it. Each reader must get the verdict it gets alone
// (from a worker that ran only readers); alone, every reader fails, so a leak shows as a pass.
const ctypesPrelude = 'import ctypes, os\nlibc = ctypes.CDLL(None, use_errno=True)\nlibc.shmat.restype = ctypes.c_void_p\n';

// add_key and keyctl (system call numbers of the machine; keyctl 22 = get persistent, 10 = search, 5 = set permissions).
const keyringPrelude = `${ctypesPrelude}libc.syscall.restype = ctypes.c_long\nADD_KEY, KEYCTL = {"x86_64": (248, 250), "aarch64": (217, 219)}[os.uname().machine]\n`;

interface CooperatingPair {
  channel: string;
  writer: ExecutionJob;
  reader: ExecutionJob;
}

const cooperatingPairs: CooperatingPair[] = [
  {
    channel: 'SysV shared memory segment',
    writer: { code: ctypesPrelude, tests: ['segment = libc.shmget(0x5eed01, 1 << 20, 0o1600)\nassert segment >= 0\nctypes.memmove(libc.shmat(segment, None, 0), b"flag", 4)'] },
    reader: { code: ctypesPrelude, tests: ['segment = libc.shmget(0x5eed01, 0, 0)\nassert segment >= 0, "no segment"\nassert ctypes.string_at(libc.shmat(segment, None, 0), 4) == b"flag"'] },
  },
  {
    channel: 'SysV semaphore set',
    writer: { code: ctypesPrelude, tests: ['assert libc.semget(0x5eed02, 1, 0o1600) >= 0'] },
    reader: { code: ctypesPrelude, tests: ['assert libc.semget(0x5eed02, 0, 0) >= 0, "no semaphore set"'] },
  },
  {
    channel: 'SysV message queue',
    writer: { code: ctypesPrelude, tests: ['assert libc.msgget(0x5eed03, 0o1600) >= 0'] },
    reader: { code: ctypesPrelude, tests: ['assert libc.msgget(0x5eed03, 0) >= 0, "no message queue"'] },
  },
  {
    channel: 'POSIX message queue',
    writer: { code: ctypesPrelude, tests: ['assert libc.mq_open(b"/execret-flag", os.O_CREAT | os.O_RDWR, 0o600, None) >= 0'] },
    reader: { code: ctypesPrelude, tests: ['assert libc.mq_open(b"/execret-flag", os.O_RDWR) >= 0, "no queue"'] },
  },
  {
    channel: 'POSIX shared memory (/dev/shm)',
    writer: { code: 'from multiprocessing import shared_memory\n', tests: ['block = shared_memory.SharedMemory(name="execret-flag", create=True, size=16)\nblock.buf[:4] = b"flag"\nblock.close()'] },
    reader: { code: 'from multiprocessing import shared_memory\n', tests: ['assert bytes(shared_memory.SharedMemory(name="execret-flag").buf[:4]) == b"flag"'] },
  },
  {
    channel: 'a file in /tmp, inside a folder closed to everyone',
    writer: { code: 'import os\n', tests: ['os.mkdir("/tmp/closed")\nopen("/tmp/closed/flag", "w").write("1")\nos.chmod("/tmp/closed", 0)'] },
    reader: { code: 'import os\n', tests: ['assert os.path.exists("/tmp/closed"), "no folder"'] },
  },
  {
    channel: 'a FIFO in the working folder',
    writer: { code: 'import os\n', tests: ['os.mkfifo("flag")'] },
    reader: { code: 'import os\n', tests: ['assert os.listdir(".") == ["flag"], os.listdir(".")'] },
  },
  {
    channel: "the working folder's attributes and time stamps",
    writer: { code: 'import os\n', tests: ['try:\n    os.setxattr(".", "user.flag", b"1")\nexcept OSError:\n    pass\nos.utime(".", (1, 1))'] },
    reader: { code: 'import os\n', tests: ['assert False, (os.listxattr("."), os.stat(".").st_mtime > 1)'] },
  },
  {
    channel: "kernel keyrings of the job's uid (user, user-session, persistent), one closed to its owner",
    writer: {
      code: keyringPrelude,
      tests: [
        'persistent = libc.syscall(KEYCTL, 22, -1, -2)\nfor ring in (-4, -5, persistent):\n    assert libc.syscall(ADD_KEY, b"user", b"execret-flag", b"1", 1, ring) > 0, ctypes.get_errno()\nlibc.syscall(KEYCTL, 5, -4, 0x01010000)',
      ],
    },
    reader: {
      code: keyringPrelude,
      tests: ['persistent = libc.syscall(KEYCTL, 22, -1, -2)\nassert False, [libc.syscall(KEYCTL, 10, ring, b"user", b"execret-flag", 0) > 0 for ring in (-4, -5, persistent)]'],
    },
  },
  {
    channel: 'the environment',
    writer: { code: 'import os\n', tests: ['os.environ["EXECRET_FLAG"] = "1"\nos.putenv("EXECRET_FLAG", "1")'] },
    reader: { code: 'import os\n', tests: ['assert os.environ.get("EXECRET_FLAG") == "1", "unset"'] },
  },
  {
    channel: 'builtins',
    writer: { code: 'import builtins\n', tests: ['builtins.execret_flag = 1'] },
    reader: { code: '', tests: ['assert execret_flag == 1'] },
  },
  {
    channel: 'sys.modules and a preloaded module',
    writer: { code: 'import math, sys, types\n', tests: ['math.execret_flag = 1\nsys.modules["json"] = types.ModuleType("json")\nsys.modules["json"].execret_flag = 1'] },
    reader: { code: 'import json, math\n', tests: ['assert getattr(math, "execret_flag", 0) == 1 or getattr(json, "execret_flag", 0) == 1, "clean modules"'] },
  },
  {
    channel: 'the random state',
    writer: { code: 'import random\n', tests: ['random.seed(12345)\nrandom.random()'] },
    reader: { code: 'import random\n', tests: ['assert random.random() != 0.8444218515250481, "seeded with 0"'] },
  },
  {
    channel: 'signal handlers, umask and rlimits',
    writer: { code: 'import os, resource, signal\n', tests: ['signal.signal(signal.SIGTERM, signal.SIG_IGN)\nos.umask(0)\nresource.setrlimit(resource.RLIMIT_NOFILE, (20, 20))'] },
    reader: {
      code: 'import os, resource, signal\n',
      tests: ['assert signal.getsignal(signal.SIGTERM) == signal.SIG_IGN or os.umask(0o77) == 0 or resource.getrlimit(resource.RLIMIT_NOFILE)[0] == 20, "defaults"'],
    },
  },
  {
    channel: 'the PID counter (a job that starts processes moves the PIDs of the next one)',
    writer: { code: 'import os\n', tests: ['for _ in range(5):\n    if os.fork() == 0:\n        os._exit(0)\n    os.wait()'] },
    reader: { code: 'import os\n', tests: ['child = os.fork()\nif child == 0:\n    os._exit(0)\nos.waitpid(child, 0)\nassert False, (os.getpid(), child)'] },
  },
  {
    channel: 'an inherited file descriptor',
    writer: { code: 'import os\n', tests: ['os.set_inheritable(os.dup2(os.open("/tmp/flag", os.O_CREAT | os.O_RDWR), 9), True)\nos.write(9, b"flag")'] },
    reader: { code: 'import os\n', tests: ['os.fstat(9)'] },
  },
  {
    channel: 'the network namespace: a port held in TIME_WAIT, the loopback counters',
    writer: {
      code: 'import socket\n',
      tests: ['server = socket.socket()\nserver.bind(("127.0.0.1", 5000))\nserver.listen(1)\nclient = socket.create_connection(("127.0.0.1", 5000))\nconnection, _ = server.accept()\nconnection.close()\nclient.close()\nserver.close()'],
    },
    reader: {
      code: 'import socket\n',
      tests: ['socket.socket().bind(("127.0.0.1", 5000))\nassert False, [line.split()[1] for line in open("/proc/self/net/dev") if line.strip().startswith("lo:")]'],
    },
  },
  {
    channel: 'a process left behind, listening on an abstract socket',
    writer: {
      code: 'import os, socket, time\n',
      tests: ['if os.fork() == 0:\n    os.setsid()\n    server = socket.socket(socket.AF_UNIX)\n    server.bind("\\0execret-flag")\n    server.listen(1)\n    time.sleep(1000)\ntime.sleep(0.2)'],
    },
    reader: { code: 'import socket\n', tests: ['socket.socket(socket.AF_UNIX).connect("\\0execret-flag")'] },
  },
];

describe('cooperating jobs of one worker', () => {
  it('gives every reader its verdict alone, whatever the job before it left behind', async () => {
    const alone = new PythonExecutor({ sandbox: 'bwrap', concurrency: 1, limits: { testTimeoutMs: 1000, jobTimeoutMs: 4000 } });
    const shared = new PythonExecutor({ sandbox: 'bwrap', concurrency: 1, limits: { testTimeoutMs: 1000, jobTimeoutMs: 4000 } });
    try {
      const reference: string[][] = [];
      for (const pair of cooperatingPairs) reference.push((await alone.execute(pair.reader)).testResults);
      const writers: string[][] = [];
      const afterWriter: string[][] = [];
      for (const pair of cooperatingPairs) {
        writers.push((await shared.execute(pair.writer)).testResults);
        afterWriter.push((await shared.execute(pair.reader)).testResults);
      }
      const channels = cooperatingPairs.map((pair) => pair.channel);
      // Every writer did write, and no reader passes alone (so a leak would show).
      expect(Object.fromEntries(channels.map((channel, index) => [channel, writers[index]]))).toEqual(Object.fromEntries(channels.map((channel) => [channel, ['pass']])));
      expect(reference.filter((outcomes) => outcomes.includes('pass'))).toEqual([]);
      expect(Object.fromEntries(channels.map((channel, index) => [channel, afterWriter[index]]))).toEqual(Object.fromEntries(channels.map((channel, index) => [channel, reference[index]])));
    } finally {
      await Promise.all([alone.dispose(), shared.dispose()]);
    }
  }, 60_000);
});
