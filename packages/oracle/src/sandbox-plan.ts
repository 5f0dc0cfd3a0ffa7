import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { realpathSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { findExecutable, InvalidArgumentError } from '@execret/core';
import { abortError, ExecutionError } from './execution-error.js';

/**
 * How workers are isolated: `auto` uses bubblewrap when it is installed and works (warning once
 * otherwise), `bwrap` requires it (an error when missing), `none` never uses it (and warns).
 */
export type SandboxMode = 'auto' | 'bwrap' | 'none';

/** Options shared by the executors for the sandbox. */
export interface SandboxOptions {
  /** Isolation mode (default `auto`). */
  sandbox?: SandboxMode;
  /** The bubblewrap executable (default: `bwrap` found on PATH). */
  bwrapPath?: string;
  /**
   * Called with each warning about reduced protection (bubblewrap missing or broken, jobs running
   * as root). Each distinct warning is reported once per executor. The library never prints.
   */
  onWarning?: (message: string) => void;
  /**
   * Called while a worker is slow to start (a loaded machine): after 30 s without its hello and
   * every 30 s after that, with a one-line note. The start keeps waiting; only a worker that exits
   * before it is ready (after two more tries), or is still not ready after 10 minutes, fails, and
   * its error quotes the worker's stderr.
   */
  onSlowStart?: (message: string) => void;
}

/** What {@link planSandbox} decided: how every worker of one executor is started. */
export interface SandboxPlan {
  /** `bwrap` when workers run inside bubblewrap. */
  kind: 'bwrap' | 'none';
  /** The bubblewrap executable and its version, when used. */
  bwrap: { path: string; version: string } | null;
  /** True when the host process runs as root (then workers switch to unused uids). */
  hostIsRoot: boolean;
  /** True when each worker runs under its own otherwise unused uid. */
  separateUids: boolean;
  /** Warnings about protections that are off, for the hardening report and `onWarning`. */
  warnings: string[];
  /** Arguments that make `exposePaths` visible to the sandbox user (bubblewrap, root host only). */
  exposeArguments: string[];
  /** Size of the private /tmp and /dev/shm (bubblewrap only), bytes. */
  tmpfsBytes: number;
  /**
   * Privileged bubblewrap only: the worker keeps `CAP_CHECKPOINT_RESTORE` to set its PID
   * namespace's next PID before each job, so every job gets the PID the first job of a fresh worker
   * gets, whatever ran before it (undefined counts as false; a kernel or bubblewrap without the
   * capability leaves it off).
   */
  fixedJobPids?: boolean;
}

/** Everything needed to start one worker. */
export interface WorkerLaunch {
  /** The program to spawn. */
  command: string;
  /** Its arguments. */
  args: string[];
  /** Environment of the spawned program. */
  env: Record<string, string>;
  /** uid/gid to spawn as (no bubblewrap, root host), or undefined. */
  uid: number | undefined;
  gid: number | undefined;
  /** The otherwise unused uid the jobs run as (root host), or undefined. */
  sandboxUid: number | undefined;
  /** Configuration handed to the fork server (its `CONFIG`). */
  workerConfig: Record<string, unknown>;
  /** A host folder the launcher created for the worker's jobs (no bubblewrap), removed after it exits. */
  hostTemporaryFolder: string | undefined;
}

/** Lowest and highest uid given to workers when the host runs as root. */
export const SANDBOX_UID_RANGE = { minimum: 1_000_000_000, maximum: 1_999_999_999 } as const;

/** True when users other than the owner may traverse `folder`. */
function othersMayEnter(folder: string): boolean {
  try {
    return (statSync(folder).mode & 0o001) !== 0;
  } catch {
    return true;
  }
}

/**
 * Bubblewrap arguments that make each path visible to an unprivileged sandbox user when an
 * ancestor folder is closed to others (e.g. an interpreter under `/root/.pyenv`): the closed
 * folder is replaced by an empty tmpfs (hiding the rest of it), the folders leading to the path
 * are created world-traversable, and the path itself is bound read-only.
 */
export function exposureArguments(paths: readonly string[]): string[] {
  const targets = [...new Set(paths.map((path) => safeRealpath(path)))].sort();
  const kept = targets.filter((path) => !targets.some((other) => other !== path && isInside(other, path)));
  const closedRoots = new Map<string, string[]>();
  for (const path of kept) {
    const parts = path.split(sep).filter(Boolean);
    let current = '';
    for (let index = 0; index < parts.length - 1; index += 1) {
      current = `${current}/${parts[index]}`;
      if (!othersMayEnter(current)) {
        const list = closedRoots.get(current) ?? [];
        list.push(path);
        closedRoots.set(current, list);
        break;
      }
    }
  }
  const args: string[] = [];
  for (const [closed, inside] of [...closedRoots.entries()].sort(([left], [right]) => (left < right ? -1 : 1))) {
    args.push('--tmpfs', closed);
    const created = new Set<string>();
    for (const path of inside) {
      const steps = relative(closed, path).split(sep);
      let current = closed;
      for (const step of steps.slice(0, -1)) {
        current = join(current, step);
        if (!created.has(current)) {
          created.add(current);
          args.push('--perms', '0755', '--dir', current);
        }
      }
      args.push('--ro-bind', path, path);
    }
  }
  return args;
}

function isInside(parent: string, child: string): boolean {
  const difference = relative(parent, child);
  return difference !== '' && !difference.startsWith('..') && !isAbsolute(difference);
}

function safeRealpath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}

/** The bubblewrap command line (without the program) for a worker. */
export function bubblewrapArguments(plan: Pick<SandboxPlan, 'hostIsRoot' | 'exposeArguments' | 'tmpfsBytes' | 'fixedJobPids'>): string[] {
  const args = [
    '--unshare-ipc',
    '--unshare-pid',
    '--unshare-net',
    '--unshare-uts',
    '--unshare-cgroup-try',
    '--die-with-parent',
    '--new-session',
    '--ro-bind', '/', '/',
    '--dev', '/dev',
    '--proc', '/proc',
    '--perms', '1777', '--size', String(plan.tmpfsBytes), '--tmpfs', '/tmp',
    '--perms', '1777', '--size', String(plan.tmpfsBytes), '--tmpfs', '/dev/shm',
    // A message-queue filesystem of the worker's own IPC namespace, so the queues a job creates are
    // files the worker can list and remove after it.
    '--mqueue', '/dev/mqueue',
    ...plan.exposeArguments,
  ];
  if (plan.hostIsRoot) {
    // Privileged bubblewrap without a user namespace: the worker keeps only the capabilities it
    // needs to run each job under an unused uid and to kill what the job leaves; jobs have none.
    args.push('--cap-drop', 'ALL', '--cap-add', 'CAP_SETUID', '--cap-add', 'CAP_SETGID', '--cap-add', 'CAP_KILL');
    // Lets the worker set the next PID of its namespace (jobs switch uid and lose every capability).
    if (plan.fixedJobPids === true) args.push('--cap-add', 'CAP_CHECKPOINT_RESTORE');
  } else {
    args.push('--unshare-user');
  }
  args.push('--clearenv', '--setenv', 'PYTHONHASHSEED', '0', '--chdir', '/tmp');
  return args;
}

function pickUid(): number {
  return randomInt(SANDBOX_UID_RANGE.minimum, SANDBOX_UID_RANGE.maximum + 1);
}

/** What the sandbox must be able to run: the fork server's interpreter and programs it execs. */
export interface SandboxProgram {
  /** Absolute path of the Python interpreter that runs the fork server. */
  python: string;
  /** Paths (interpreter prefixes, other runtimes) the sandbox user must be able to read. */
  exposePaths: readonly string[];
  /** Extra commands the probe runs inside the sandbox after switching user (each must exit 0). */
  probeCommands: ReadonlyArray<readonly string[]>;
}

const PROBE_SCRIPT = [
  'import os, subprocess, sys',
  'uid = int(sys.argv[1])',
  'if uid and os.getuid() == 0:',
  '    os.setgroups([]); os.setgid(uid); os.setuid(uid)',
  'import json, decimal, encodings.idna',
  'for command in json.loads(sys.argv[2]):',
  '    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env={})',
  'print("ok")',
].join('\n');

/** What {@link runCommand} saw: the exit status or signal, the output, and a spawn error. */
export interface CommandResult {
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  error?: Error;
}

/**
 * Runs a short command (a probe at worker start-up) without blocking the event loop, so a Ctrl-C
 * is handled while it runs: `spawnSync`'s result, asynchronously. The command is killed after
 * `timeoutMs` (`error` says so) and at once when `abortSignal` fires (the promise then rejects with
 * an `ABORTED` error).
 */
export function runCommand(command: string, args: readonly string[], options: { timeoutMs: number; env: Record<string, string>; uid?: number | undefined; gid?: number | undefined; abortSignal?: AbortSignal | undefined }): Promise<CommandResult> {
  const { abortSignal } = options;
  if (abortSignal?.aborted === true) return Promise.reject(abortError(abortSignal));
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: options.env, uid: options.uid, gid: options.gid, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let error: Error | undefined;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => {
      error = new Error(`${command} did not finish within ${options.timeoutMs} ms`);
      child.kill('SIGKILL');
    }, options.timeoutMs);
    const onAbort = (): void => {
      child.kill('SIGKILL');
    };
    abortSignal?.addEventListener('abort', onAbort, { once: true });
    let settled = false;
    const settle = (status: number | null, signal: NodeJS.Signals | null): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      abortSignal?.removeEventListener('abort', onAbort);
      if (abortSignal?.aborted === true) reject(abortError(abortSignal));
      else resolve({ status, signal, stdout, stderr, ...(error === undefined ? {} : { error }) });
    };
    // A command that cannot start (ENOENT) may report only an error, with no close.
    child.on('error', (spawnError) => {
      error ??= spawnError;
      if (child.pid === undefined) settle(null, null);
    });
    child.on('close', settle);
  });
}

async function runProbe(command: string, args: string[], options: { uid?: number; gid?: number; env: Record<string, string>; abortSignal?: AbortSignal | undefined }): Promise<{ ok: boolean; detail: string }> {
  const result = await runCommand(command, args, { timeoutMs: 20_000, env: options.env, uid: options.uid, gid: options.gid, abortSignal: options.abortSignal });
  if (result.error) return { ok: false, detail: result.error.message };
  if (result.status === 0 && result.stdout.trim() === 'ok') return { ok: true, detail: '' };
  const stderr = result.stderr.trim().split('\n').slice(-3).join(' | ');
  return { ok: false, detail: `exit ${result.status ?? result.signal}: ${stderr || '(no output)'}` };
}

async function bubblewrapVersion(path: string, abortSignal: AbortSignal | undefined): Promise<string | undefined> {
  const result = await runCommand(path, ['--version'], { timeoutMs: 10_000, env: {}, abortSignal });
  if (result.status !== 0) return undefined;
  return result.stdout.trim().replace(/^bubblewrap\s+/, '') || 'unknown';
}

/**
 * Decides how to start workers and checks that it works (one short probe run, which `abortSignal`
 * kills). Throws an {@link ExecutionError} for `sandbox: 'bwrap'` when bubblewrap is missing or
 * broken, an `ABORTED` error when `abortSignal` fires.
 */
export async function planSandbox(options: SandboxOptions & { tmpfsBytes: number }, program: SandboxProgram, abortSignal?: AbortSignal): Promise<SandboxPlan> {
  const mode = options.sandbox ?? 'auto';
  if (mode !== 'auto' && mode !== 'bwrap' && mode !== 'none') {
    throw new InvalidArgumentError(`option "sandbox" must be "auto", "bwrap" or "none", got ${JSON.stringify(mode)}`);
  }
  const hostIsRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const warnings: string[] = [];
  const probeArgs = (uid: number): string[] => ['-s', '-c', PROBE_SCRIPT, String(uid), JSON.stringify(program.probeCommands)];

  if (mode !== 'none') {
    const path = findExecutable(options.bwrapPath ?? 'bwrap');
    const version = path === undefined ? undefined : await bubblewrapVersion(path, abortSignal);
    if (path !== undefined && version !== undefined) {
      const exposeArgs = hostIsRoot ? exposureArguments(program.exposePaths) : [];
      const plan: SandboxPlan = { kind: 'bwrap', bwrap: { path, version }, hostIsRoot, separateUids: hostIsRoot, warnings, exposeArguments: exposeArgs, tmpfsBytes: options.tmpfsBytes, fixedJobPids: hostIsRoot };
      let probe = await runProbe(path, [...bubblewrapArguments(plan), '--', program.python, ...probeArgs(hostIsRoot ? pickUid() : 0)], { env: {}, abortSignal });
      if (!probe.ok && plan.fixedJobPids === true) {
        // A kernel before 5.9 or a bubblewrap that does not know CAP_CHECKPOINT_RESTORE: jobs then get the next free PID.
        plan.fixedJobPids = false;
        probe = await runProbe(path, [...bubblewrapArguments(plan), '--', program.python, ...probeArgs(pickUid())], { env: {}, abortSignal });
      }
      if (probe.ok) return plan;
      if (mode === 'bwrap') throw new ExecutionError(`bubblewrap (${path}) could not start a sandboxed worker: ${probe.detail}`);
      warnings.push(`bubblewrap (${path}) is installed but could not start a sandbox (${probe.detail}); jobs run without network, filesystem and PID isolation`);
    } else {
      const what = options.bwrapPath === undefined ? 'bubblewrap (bwrap) was not found on PATH' : `bubblewrap was not found at ${options.bwrapPath}`;
      if (mode === 'bwrap') throw new ExecutionError(`${what}; install the "bubblewrap" package or use sandbox: "auto"`);
      warnings.push(`${what}; jobs run without network, filesystem and PID isolation (install the "bubblewrap" package)`);
    }
  } else {
    warnings.push('sandbox "none" was chosen; jobs run without network, filesystem and PID isolation');
  }

  let separateUids = false;
  if (hostIsRoot) {
    const uid = pickUid();
    const probe = await runProbe(program.python, probeArgs(0), { uid, gid: uid, env: { PYTHONHASHSEED: '0' }, abortSignal });
    if (probe.ok) {
      separateUids = true;
    } else {
      warnings.push(`the interpreter cannot run as an unprivileged user (${probe.detail}); jobs run as root`);
    }
  }
  return { kind: 'none', bwrap: null, hostIsRoot, separateUids, warnings, exposeArguments: [], tmpfsBytes: options.tmpfsBytes };
}

/** Builds the launch of one fork-server worker under `plan`. */
export function launchWorker(
  plan: SandboxPlan,
  python: string,
  workerSource: string,
  config: Record<string, unknown>,
  makeHostFolder: (uid: number | undefined) => string,
): WorkerLaunch {
  const uid = plan.separateUids ? pickUid() : undefined;
  if (plan.kind === 'bwrap') {
    const workerConfig = { ...config, jobUid: uid, jobGid: uid, killAll: true, pidNamespace: true, ipcNamespace: true, fixedPids: plan.fixedJobPids === true, netNamespace: true, tmp: '/tmp', scratch: ['/dev/shm', '/dev/mqueue'] };
    return {
      command: (plan.bwrap as { path: string }).path,
      args: [...bubblewrapArguments(plan), '--', python, '-s', '-B', '-c', workerSource, JSON.stringify(workerConfig)],
      env: {},
      uid: undefined,
      gid: undefined,
      sandboxUid: uid,
      workerConfig,
      hostTemporaryFolder: undefined,
    };
  }
  const hostTemporaryFolder = makeHostFolder(uid);
  const workerConfig = { ...config, uid, gid: uid, uniqueUid: uid !== undefined, killAll: uid !== undefined, tmp: hostTemporaryFolder, scratch: [] };
  return {
    command: python,
    args: ['-s', '-B', '-c', workerSource, JSON.stringify(workerConfig)],
    env: { PYTHONHASHSEED: '0' },
    uid,
    gid: uid,
    sandboxUid: uid,
    workerConfig,
    hostTemporaryFolder,
  };
}

/** The folder that holds `path` (for exposing an executable's installation). */
export function installationFolder(executable: string): string {
  return dirname(safeRealpath(executable));
}
