import { setMaxListeners } from 'node:events';
import { AbortedError } from '@execret/core';

/** An abort signal tied to SIGINT/SIGTERM for the duration of one command. */
export interface Interruptible {
  /** Aborted on the first SIGINT or SIGTERM. */
  signal: AbortSignal;
  /** Stops listening for the signals. */
  release: () => void;
}

/** Ctrl-C aborts the current stage; finished work stays in the caches and result files. */
export function interruptible(): Interruptible {
  const controller = new AbortController();
  // Every job in flight listens to the signal; thousands at once are expected, not a leak.
  setMaxListeners(0, controller.signal);
  const onSignal = (): void => controller.abort(new AbortedError('interrupted by a signal; rerun the same command to resume'));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return {
    signal: controller.signal,
    release: () => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    },
  };
}
