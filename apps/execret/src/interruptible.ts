import { setMaxListeners } from 'node:events';
import { writeSync } from 'node:fs';
import { AbortedError } from '@execret/core';
import { EXIT_CODES } from './exit-codes.js';

/** An abort signal tied to SIGINT/SIGTERM for the duration of one command. */
export interface Interruptible {
  /** Aborted on the first SIGINT or SIGTERM. */
  signal: AbortSignal;
  /** Stops listening for the signals. */
  release: () => void;
}

/** Options of {@link interruptible}. */
export interface InterruptibleOptions {
  /**
   * What a second SIGINT/SIGTERM does while the first is still being honoured (default: restore
   * the terminal's cursor and `process.exit(130)`, as Node tools do).
   */
  onSecondSignal?: () => void;
}

// A progress bar hides the cursor; an exit from a signal must give it back.
function exitNow(): void {
  if (process.stderr.isTTY === true) writeSync(2, '\u001b[?25h\n');
  writeSync(2, 'execret: stopped at once (second signal); rerun the same command to resume\n');
  process.exit(EXIT_CODES.INTERRUPTED);
}

/**
 * Ctrl-C aborts the current stage; finished work stays in the caches and result files. A second
 * Ctrl-C (or SIGTERM) exits at once with code 130, for code that does not stop on the first.
 */
export function interruptible(options: InterruptibleOptions = {}): Interruptible {
  const controller = new AbortController();
  // Every job in flight listens to the signal; thousands at once are expected, not a leak.
  setMaxListeners(0, controller.signal);
  const onSecondSignal = options.onSecondSignal ?? exitNow;
  const second = (): void => onSecondSignal();
  const onSignal = (): void => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    process.once('SIGINT', second);
    process.once('SIGTERM', second);
    controller.abort(new AbortedError('interrupted by a signal; rerun the same command to resume'));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return {
    signal: controller.signal,
    release: () => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      process.off('SIGINT', second);
      process.off('SIGTERM', second);
    },
  };
}
