import { ExecretError, ExecretErrorCode } from '@execret/core';

/**
 * The project cannot be turned into a benchmark as it is: no backend recognises it, its test
 * runner cannot start, collection fails, or the sandbox is missing when required. The message says
 * what was expected and what was found.
 */
export class RepoProjectError extends ExecretError {
  constructor(message: string, cause?: unknown) {
    super(ExecretErrorCode.EXECUTION, message, { cause });
    this.name = 'RepoProjectError';
  }
}
