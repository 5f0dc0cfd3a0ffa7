import cliProgress from 'cli-progress';
import type { CommandIo } from './io.js';

/** Reports the progress of long stages. */
export interface Progress {
  /** Starts a stage with a known total; returns a function to call with the number done. */
  stage(label: string, total: number): (done: number) => void;
  /** Ends the current stage. */
  done(): void;
  /** A one-line message (not in --json mode). */
  note(message: string): void;
}

/**
 * A progress bar on stderr when it is a terminal (and not in CI); otherwise one line per stage,
 * so logs stay readable. `quiet` prints nothing.
 */
export function createProgress(io: CommandIo, options: { quiet?: boolean; interactive?: boolean } = {}): Progress {
  const interactive = options.interactive ?? (process.stderr.isTTY === true && !process.env['CI']);
  let bar: cliProgress.SingleBar | undefined;
  return {
    stage(label, total) {
      if (options.quiet) return () => undefined;
      if (!interactive) {
        io.stderr(`${label} (${total})\n`);
        return () => undefined;
      }
      bar?.stop();
      bar = new cliProgress.SingleBar(
        { format: `${label.padEnd(28)} {bar} {value}/{total} {percentage}% eta {eta_formatted}`, stream: process.stderr, hideCursor: true, clearOnComplete: false },
        cliProgress.Presets.shades_classic,
      );
      bar.start(total, 0);
      return (done) => bar?.update(done);
    },
    done() {
      bar?.stop();
      bar = undefined;
    },
    note(message) {
      if (!options.quiet) io.stderr(`${message}\n`);
    },
  };
}
