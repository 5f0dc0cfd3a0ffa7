import { describe, expect, it } from '@jest/globals';
import { AbortedError, ExecretError, ExecretErrorCode, InvalidArgumentError, SchemaError, throwIfAborted, toExecretError } from './errors.js';

describe(ExecretError.name, () => {
  it('is recognised across copies of the package through a global symbol marker', () => {
    // A second installed copy has its own class but sets the same Symbol.for marker.
    const foreign = Object.assign(new Error('from another copy'), { [Symbol.for('execret.error')]: true, code: 'IO' });
    expect(ExecretError.isInstance(foreign)).toBe(true);
    expect(ExecretError.isInstance(new Error('plain'))).toBe(false);
    expect(ExecretError.isInstance(new InvalidArgumentError('bad'))).toBe(true);
  });

  it('formats schema errors as file:line: field, expected, received', () => {
    const sut = new SchemaError({ file: 'queries.jsonl', line: 17, field: 'test_suite' }, 'an array of strings', 'number 3');
    expect(sut.message).toBe('queries.jsonl:17: field "test_suite" must be an array of strings, got number 3');
    expect(sut.code).toBe(ExecretErrorCode.SCHEMA);
  });
});

describe(toExecretError.name, () => {
  it('passes execret errors through unchanged', () => {
    const original = new InvalidArgumentError('k must be positive');
    expect(toExecretError(original)).toBe(original);
  });

  it('maps file-system errors to IO with the path, aborts to ABORTED, the rest to INTERNAL', () => {
    const missing = Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT', path: '/x/y' });
    expect(toExecretError(missing)).toMatchObject({ code: 'IO', location: { file: '/x/y' }, cause: missing });
    const abort = Object.assign(new Error('stopped'), { name: 'AbortError' });
    expect(toExecretError(abort).code).toBe('ABORTED');
    expect(toExecretError(new TypeError('boom'))).toMatchObject({ code: 'INTERNAL', message: 'boom' });
    const noSpace = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    expect(toExecretError(noSpace)).toMatchObject({ code: 'IO', message: 'ENOSPC: no space left on device, write (the disk is full)' });
    // better-sqlite3 on a full disk (build's execution cache): an I/O failure, exit code 3, not a bug.
    const full = Object.assign(new Error('database or disk is full'), { name: 'SqliteError', code: 'SQLITE_FULL' });
    expect(toExecretError(full)).toMatchObject({ code: 'IO', message: 'database or disk is full (SQLITE_FULL: the disk holding a cache is full)', cause: full });
    expect(toExecretError(Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR_WRITE' })).code).toBe('IO');
    expect(toExecretError(Object.assign(new Error('no such table: x'), { code: 'SQLITE_ERROR' })).code).toBe('INTERNAL');
  });

  it('turns thrown non-errors into a readable message', () => {
    expect(toExecretError('plain string').message).toBe('plain string');
    expect(toExecretError({ status: 500 }).message).toBe('{"status":500}');
  });
});

describe(throwIfAborted.name, () => {
  it('does nothing (and builds no message) while the signal has not fired', () => {
    let built = 0;
    const describeStage = (): string => {
      built += 1;
      return 'never';
    };
    throwIfAborted(undefined, describeStage);
    throwIfAborted(new AbortController().signal, describeStage);
    expect(built).toBe(0);
  });

  it('throws an ABORTED AbortedError with the given message and the reason as cause', () => {
    const controller = new AbortController();
    const reason = new Error('interrupted');
    controller.abort(reason);
    const error = (() => {
      try {
        throwIfAborted(controller.signal, () => 'indexing aborted after 3 of 9 items');
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(AbortedError);
    expect(error).toMatchObject({ code: 'ABORTED', message: 'indexing aborted after 3 of 9 items', cause: reason });
  });
});
