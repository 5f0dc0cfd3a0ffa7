import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createProgress as sut, formatProgressLine, HEARTBEAT_MS } from './progress.js';

describe(formatProgressLine.name, () => {
  it('gives items done, share, rate, elapsed time and ETA', () => {
    expect(formatProgressLine('gate G4', 1200, 5000, 30_000)).toBe('gate G4: 1200/5000 (24.0%), 40.0/s, elapsed 0m30s, eta 1m35s');
    expect(formatProgressLine('verify: execute', 0, 10, 10_000)).toBe('verify: execute: 0/10 (0.0%), 0.0/s, elapsed 0m10s, eta ?');
    expect(formatProgressLine('mutate', 1, 7201, 1000)).toBe('mutate: 1/7201 (0.0%), 1.0/s, elapsed 0m01s, eta 2h00m');
  });
});

describe(sut.name, () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('without a terminal prints a line at the start of a stage and one every 10 s while it runs, none after it ends', () => {
    const lines: string[] = [];
    const progress = sut({ stdout: () => undefined, stderr: (text) => lines.push(text) }, { interactive: false });
    const tick = progress.stage('gate G4', 100);
    expect(lines).toEqual(['gate G4 (100)\n']);
    tick(10);
    jest.advanceTimersByTime(HEARTBEAT_MS - 1);
    expect(lines).toHaveLength(1);
    jest.advanceTimersByTime(1);
    tick(40);
    // A stage that makes no progress still says where it is.
    jest.advanceTimersByTime(HEARTBEAT_MS);
    expect(lines.slice(1)).toEqual(['gate G4: 10/100 (10.0%), 1.0/s, elapsed 0m10s, eta 1m30s\n', 'gate G4: 40/100 (40.0%), 2.0/s, elapsed 0m20s, eta 0m30s\n']);
    progress.done();
    jest.advanceTimersByTime(5 * HEARTBEAT_MS);
    expect(lines).toHaveLength(3);
  });

  it('prints nothing when quiet', () => {
    const lines: string[] = [];
    const progress = sut({ stdout: () => undefined, stderr: (text) => lines.push(text) }, { interactive: false, quiet: true });
    progress.stage('gate G4', 100)(50);
    jest.advanceTimersByTime(3 * HEARTBEAT_MS);
    expect(lines).toEqual([]);
  });
});
