import { ExecretError, ExecretErrorCode, AbortedError } from '@execret/core';

/**
 * Executing code failed for a reason other than the code itself: the sandbox or interpreter could
 * not start, a worker broke its protocol, or the executor was used after `dispose()`.
 * (Core has the `EXECUTION` code but no subclass; this one can move to core later.)
 */
export class ExecutionError extends ExecretError {
  constructor(message: string, cause?: unknown) {
    super(ExecretErrorCode.EXECUTION, message, { cause });
    this.name = 'ExecutionError';
  }
}

/** The error a job's promise rejects with when its AbortSignal fires. */
export function abortError(signal: AbortSignal | undefined): ExecretError {
  const reason = signal?.reason;
  const detail = reason instanceof Error ? reason.message : reason === undefined ? 'aborted' : String(reason);
  return new AbortedError(`execution aborted: ${detail}`, reason);
}
