import { constants } from 'node:os';
import { describe, expect, it } from '@jest/globals';
import { signalName, verdictFromReply as sut } from './executor.js';

const reply = (fields: Partial<Parameters<typeof sut>[0]>): Parameters<typeof sut>[0] => ({ status: 'ok', outcomes: [], durationMs: 12.3456, ...fields });

describe(sut.name, () => {
  it('completes when every test reported, whatever ended the process', () => {
    expect(sut(reply({ outcomes: ['pass', 'pass'], status: 'timeout' }), 2)).toEqual({ status: 'completed', testResults: ['pass', 'pass'], passesAllTests: true, durationMs: 12.346 });
  });

  it('fills unreported tests with TIMEOUT after a wall-clock kill or SIGXCPU', () => {
    expect(sut(reply({ outcomes: ['pass'], status: 'timeout' }), 3)).toMatchObject({ status: 'timeout', testResults: ['pass', 'TIMEOUT', 'TIMEOUT'], passesAllTests: false });
    expect(sut(reply({ outcomes: [], signal: constants.signals.SIGXCPU }), 1)).toMatchObject({ status: 'timeout', testResults: ['TIMEOUT'] });
  });

  it('never lets an early exit count as pass', () => {
    expect(sut(reply({ outcomes: ['pass'], exitCode: 0 }), 2)).toEqual({
      status: 'crashed',
      testResults: ['pass', 'ERROR: ProcessExited: exit code 0'],
      passesAllTests: false,
      durationMs: 12.346,
      reason: 'the job process exited with code 0 before reporting every test',
    });
    expect(sut(reply({ outcomes: [], signal: constants.signals.SIGSEGV }), 1)).toMatchObject({ status: 'crashed', testResults: ['ERROR: ProcessKilled: SIGSEGV'] });
  });

  it('names protocol violations, lost workers and internal failures', () => {
    expect(sut(reply({ status: 'protocol', reason: 'unreadable result line' }), 1).testResults).toEqual(['ERROR: ProtocolError: unreadable result line']);
    expect(sut(reply({ status: 'worker-lost' }), 1).testResults).toEqual(['ERROR: WorkerLost: the sandbox worker exited during the job']);
    expect(sut(reply({ status: 'internal', reason: 'boom' }), 1).testResults).toEqual(['ERROR: OracleInternalError: boom']);
  });

  it('does not pass a job with no tests', () => {
    expect(sut(reply({}), 0)).toMatchObject({ status: 'completed', testResults: [], passesAllTests: false });
  });
});

describe(signalName.name, () => {
  it('names Linux signals', () => {
    expect(signalName(9)).toBe('SIGKILL');
    expect(signalName(11)).toBe('SIGSEGV');
    expect(signalName(250)).toBe('signal 250');
  });
});
