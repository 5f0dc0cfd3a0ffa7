import { describe, expect, it } from '@jest/globals';
import { DEFAULT_LIMITS, jobTimeoutFor, jobTimeScale, resolveLimits as sut, scaleTimeLimits, toWireLimits } from './execution-limits.js';

describe(sut.name, () => {
  it('fills defaults and keeps overrides', () => {
    expect(sut({ testTimeoutMs: 250 })).toEqual({ ...DEFAULT_LIMITS, testTimeoutMs: 250 });
    expect(sut({ testTimeoutMs: undefined })).toEqual({ ...DEFAULT_LIMITS });
  });

  it('rejects values outside the documented domain', () => {
    expect(() => sut({ testTimeoutMs: 0 })).toThrow('limit "testTimeoutMs" must be a finite number ≥ 1, got 0');
    expect(() => sut({ memoryBytes: 1024 })).toThrow(/memoryBytes/);
    expect(() => sut({ jobTimeoutMs: Number.NaN })).toThrow(/jobTimeoutMs/);
  });

  it('derives the auto job limit as base + per-test limit × (tests + 1)', () => {
    // 1000 + 400 × (8 + 1) = 4600
    expect(jobTimeoutFor(sut({ testTimeoutMs: 400 }), 8)).toBe(4600);
    expect(jobTimeoutFor(sut({ jobTimeoutMs: 1234 }), 8)).toBe(1234);
  });

  it('converts to the fork server units: seconds, bytes and a CPU limit one second above the wall limit', () => {
    expect(toWireLimits(sut({ testTimeoutMs: 500, jobTimeoutMs: 2500 }), 3)).toEqual({
      testSeconds: 0.5,
      wallSeconds: 2.5,
      cpuSeconds: 4,
      addressSpace: DEFAULT_LIMITS.memoryBytes,
      fileSize: DEFAULT_LIMITS.fileSizeBytes,
      processes: 64,
      openFiles: 256,
      messageChars: 500,
    });
    expect(toWireLimits(DEFAULT_LIMITS, 1, { addressSpace: false }).addressSpace).toBeNull();
  });
});

describe(scaleTimeLimits.name, () => {
  it('multiplies every time limit above 1, and below 1 keeps the start-up part of the job limit', () => {
    const limits = sut({ testTimeoutMs: 1000, jobBaseMs: 3000 });
    expect(scaleTimeLimits(limits, 3)).toMatchObject({ testTimeoutMs: 3000, jobBaseMs: 9000 });
    expect(scaleTimeLimits(limits, 0.25)).toMatchObject({ testTimeoutMs: 250, jobBaseMs: 3000 });
    expect(() => scaleTimeLimits(limits, 0)).toThrow('option "timeScale" must be a finite number > 0, got 0');
  });
});

describe(jobTimeScale.name, () => {
  it("is the job's per-test limit over the runtime's, times the run's scale, spelled the same however it is computed", () => {
    expect(jobTimeScale(DEFAULT_LIMITS, undefined)).toBe(1);
    expect(jobTimeScale(DEFAULT_LIMITS, 1000)).toBe(1);
    expect(jobTimeScale(DEFAULT_LIMITS, 8000, 3)).toBe(24);
    expect(jobTimeScale(DEFAULT_LIMITS, 200, 3)).toBe(0.6);
    expect(() => jobTimeScale(DEFAULT_LIMITS, Number.NaN)).toThrow(/job.testTimeoutMs/);
  });
});
