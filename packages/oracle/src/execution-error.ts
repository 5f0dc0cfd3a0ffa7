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

/** `promise`, or a rejection with an `ABORTED` error as soon as `signal` fires (the work behind `promise`, shared by other jobs, goes on). */
export function whileNotAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (signal === undefined) return promise;
  if (signal.aborted) return Promise.reject(abortError(signal));
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(abortError(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
