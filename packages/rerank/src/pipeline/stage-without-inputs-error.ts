import { ExecretError, ExecretErrorCode } from '@execret/core';

/**
 * A pipeline stage had nothing to work with for any query (e.g. `exec-rerank:examples` on a bundle
 * whose queries carry no examples): its output would be its input, silently. Code `INVALID_ARGUMENT`.
 */
export class StageWithoutInputsError extends ExecretError {
  constructor(message: string) {
    super(ExecretErrorCode.INVALID_ARGUMENT, message);
    this.name = 'StageWithoutInputsError';
  }
}
