import { ExecretError, ExecretErrorCode } from '@execret/core';

/**
 * The cluster could not do its part: Redis unreachable for longer than the timeout (code `IO`), or
 * a worker refused or failed a job for a reason other than the code it runs (code `EXECUTION`:
 * another runtime than the submitter expects, another protocol version, a broken sandbox). Messages
 * never contain a Redis password.
 */
export class ClusterError extends ExecretError {
  constructor(code: typeof ExecretErrorCode.IO | typeof ExecretErrorCode.EXECUTION, message: string, cause?: unknown) {
    super(code, message, { cause });
    this.name = 'ClusterError';
  }
}
