import { describe, expect, it } from '@jest/globals';
import { ExecretError, ExecretErrorCode, InvalidArgumentError, SchemaError, toExecretError } from './errors.js';

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
  });

  it('turns thrown non-errors into a readable message', () => {
    expect(toExecretError('plain string').message).toBe('plain string');
    expect(toExecretError({ status: 500 }).message).toBe('{"status":500}');
  });
});
