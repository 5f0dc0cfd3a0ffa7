import type { Language } from '@execret/core';
import type { ExecutionLimits } from './execution-limits.js';
import type { SandboxPlan } from './sandbox-plan.js';
import type { WorkerHello } from './sandbox-worker.js';

/** Which protections are active. Every flag is observed from inside a running worker unless noted. */
export interface HardeningProtections {
  /** Jobs see no network interface but loopback (own network namespace). */
  networkIsolated: boolean;
  /** `/` is mounted read-only. */
  readOnlyRoot: boolean;
  /** The temporary folder is a private tmpfs (writes never reach the host). */
  privateTmp: boolean;
  /** Jobs run in their own PID namespace (they cannot see or signal host processes). */
  pidNamespace: boolean;
  /** Jobs do not run as uid 0. */
  nonRootUser: boolean;
  /** Each worker has its own otherwise unused uid (host runs as root), so process limits and signals stay per worker. */
  separateUidPerWorker: boolean;
  /** The worker started with no environment variables but `PYTHONHASHSEED` (and ones the interpreter sets), and jobs get none. */
  emptyEnvironment: boolean;
  /** `no_new_privs` is set: setuid programs cannot gain privileges. */
  noNewPrivileges: boolean;
  /** The worker is not dumpable: jobs cannot ptrace it or read its memory. */
  workerNotDumpable: boolean;
  /** Processes a job orphans return to the worker, which kills them after the job. */
  orphansReaped: boolean;
  /** Per-job rlimits: address space, CPU time, file size, processes, open files, no core dumps (always set). */
  resourceLimits: boolean;
  /** Job output goes nowhere; outcome messages and result bytes are capped (always). */
  outputCapped: boolean;
}

/** The hardening report of one executor (what `execret doctor` prints). */
export interface HardeningReport {
  /** The executor's language. */
  language: Language;
  /** `bwrap` when workers run inside bubblewrap. */
  sandbox: 'bwrap' | 'none';
  /** Path and version of bubblewrap, when used. */
  bwrap: { path: string; version: string } | null;
  /** True when the host process runs as root. */
  hostIsRoot: boolean;
  /** The uid jobs run as, as seen inside the sandbox. */
  uid: number;
  /** The protections. */
  protections: HardeningProtections;
  /** The limits every job gets. */
  limits: ExecutionLimits;
  /** Warnings about protections that are off. */
  warnings: string[];
}

const INTERPRETER_VARIABLES = new Set(['PYTHONHASHSEED', 'PWD', 'LC_CTYPE']);

/** Builds the report from the sandbox plan and a worker's hello. */
export function buildHardeningReport(language: Language, plan: SandboxPlan, hello: WorkerHello, limits: ExecutionLimits): HardeningReport {
  const protections: HardeningProtections = {
    networkIsolated: hello.networkIsolated,
    readOnlyRoot: hello.readOnlyRoot,
    privateTmp: hello.privateTmp,
    pidNamespace: hello.pidNamespace,
    nonRootUser: hello.uid !== 0,
    separateUidPerWorker: plan.separateUids && hello.uid !== 0,
    emptyEnvironment: hello.environment.length === 0 && hello.startEnvironment.every((name) => INTERPRETER_VARIABLES.has(name)),
    noNewPrivileges: hello.noNewPrivileges,
    workerNotDumpable: hello.dumpableOff,
    orphansReaped: hello.subreaper || hello.pidNamespace,
    resourceLimits: true,
    outputCapped: true,
  };
  const warnings = [...plan.warnings];
  if (!protections.nonRootUser && !warnings.some((warning) => warning.includes('as root'))) warnings.push('jobs run as root');
  return { language, sandbox: plan.kind, bwrap: plan.bwrap, hostIsRoot: plan.hostIsRoot, uid: hello.uid, protections, limits, warnings };
}

/** The report as short lines (`network isolated: yes`), for a CLI to print. */
export function formatHardeningReport(report: HardeningReport): string[] {
  const yes = (value: boolean): string => (value ? 'yes' : 'NO');
  const protections = report.protections;
  const lines = [
    `${report.language}: sandbox ${report.sandbox === 'bwrap' ? `bubblewrap ${report.bwrap?.version ?? ''} (${report.bwrap?.path ?? ''})` : 'none'}`,
    `  network isolated: ${yes(protections.networkIsolated)}`,
    `  read-only root: ${yes(protections.readOnlyRoot)}`,
    `  private /tmp: ${yes(protections.privateTmp)}`,
    `  own PID namespace: ${yes(protections.pidNamespace)}`,
    `  non-root user: ${yes(protections.nonRootUser)} (uid ${report.uid}${protections.separateUidPerWorker ? ', one per worker' : ''})`,
    `  empty environment: ${yes(protections.emptyEnvironment)}`,
    `  no new privileges: ${yes(protections.noNewPrivileges)}`,
    `  orphaned processes reaped: ${yes(protections.orphansReaped)}`,
    `  rlimits: ${Math.round(report.limits.memoryBytes / 2 ** 20)} MiB address space, ${report.limits.maxProcesses} processes, ${Math.round(report.limits.fileSizeBytes / 2 ** 20)} MiB files, ${report.limits.testTimeoutMs} ms per test`,
  ];
  for (const warning of report.warnings) lines.push(`  warning: ${warning}`);
  return lines;
}
