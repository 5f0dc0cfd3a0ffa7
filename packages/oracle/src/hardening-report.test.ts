import { describe, expect, it } from '@jest/globals';
import { DEFAULT_LIMITS } from './execution-limits.js';
import { buildHardeningReport as sut, formatHardeningReport } from './hardening-report.js';
import type { SandboxPlan } from './sandbox-plan.js';
import type { WorkerHello } from './sandbox-worker.js';

const plan: SandboxPlan = { kind: 'bwrap', bwrap: { path: '/usr/bin/bwrap', version: '0.8.0' }, hostIsRoot: true, separateUids: true, warnings: [], exposeArguments: [], tmpfsBytes: 1 << 20 };
const hello: WorkerHello = {
  protocol: 1, version: '3.11.7', implementation: 'cpython', executable: '/usr/bin/python3', uid: 1234567890, gid: 1234567890,
  startEnvironment: ['PYTHONHASHSEED'], environment: [], hashRandomized: false, pidNamespace: true, killAll: true, noNewPrivileges: true,
  dumpableOff: true, subreaper: true, readOnlyRoot: true, privateTmp: true, networkIsolated: true,
};

describe(sut.name, () => {
  it('turns the observations of a worker into protections', () => {
    const report = sut('python', plan, hello, { ...DEFAULT_LIMITS });
    expect(Object.values(report.protections).every(Boolean)).toBe(true);
    expect(report.uid).toBe(1234567890);
    expect(report.warnings).toEqual([]);
  });

  it('flags an inherited environment variable, a root uid and a shared network', () => {
    const report = sut('python', { ...plan, kind: 'none', bwrap: null, separateUids: false }, { ...hello, uid: 0, startEnvironment: ['PYTHONHASHSEED', 'OPENAI_API_KEY'], networkIsolated: false }, { ...DEFAULT_LIMITS });
    expect(report.protections).toMatchObject({ emptyEnvironment: false, nonRootUser: false, separateUidPerWorker: false, networkIsolated: false });
    expect(report.warnings).toEqual(['jobs run as root']);
  });

  it('formats one line per protection with the warnings last', () => {
    const lines = formatHardeningReport(sut('python', { ...plan, warnings: ['something is off'] }, { ...hello, readOnlyRoot: false }, { ...DEFAULT_LIMITS }));
    expect(lines[0]).toBe('python: sandbox bubblewrap 0.8.0 (/usr/bin/bwrap)');
    expect(lines).toContain('  read-only root: NO');
    expect(lines).toContain('  network isolated: yes');
    expect(lines).toContain('  non-root user: yes (uid 1234567890, one per worker)');
    expect(lines.at(-1)).toBe('  warning: something is off');
  });
});
