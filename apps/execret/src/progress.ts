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

/** How long a stage may go without progress before a note says so (10 minutes). */
export const STALL_NOTE_MS = 10 * 60 * 1000;

/**
 * Notes a stage that made no progress for `afterMs` (again after each further `afterMs`), so a
 * run waiting on a stuck system or provider never looks finished. The timer does not keep the
 * process alive.
 */
function stallWatch(write: (message: string) => void, afterMs: number): { start(label: string): void; tick(): void; stop(): void } {
  let label: string | undefined;
  let timer: NodeJS.Timeout | undefined;
  let quietFor = 0;
  const arm = (): void => {
    clearTimeout(timer);
    if (label === undefined) return;
    timer = setTimeout(() => {
      quietFor += afterMs;
      write(`${label}: no progress for ${quietFor >= 60_000 ? `${Math.round(quietFor / 60_000)} min` : `${Math.round(quietFor / 1000)} s`}; still waiting (Ctrl-C stops; --system-timeout bounds a system's time)`);
      arm();
    }, afterMs);
    timer.unref();
  };
  return {
    start(next) {
      label = next;
      quietFor = 0;
      arm();
    },
    tick() {
      quietFor = 0;
      arm();
    },
    stop() {
      label = undefined;
      clearTimeout(timer);
    },
  };
}

/**
 * A progress bar on stderr when it is a terminal (and not in CI); otherwise one line per stage,
 * so logs stay readable. `quiet` prints nothing. A stage without progress for `stallNoteMs`
 * (default {@link STALL_NOTE_MS}) gets a note saying so.
 */
export function createProgress(io: CommandIo, options: { quiet?: boolean; interactive?: boolean; stallNoteMs?: number } = {}): Progress {
  const interactive = options.interactive ?? (process.stderr.isTTY === true && !process.env['CI']);
  let bar: cliProgress.SingleBar | undefined;
  const stall = stallWatch((message) => io.stderr(`${message}\n`), options.stallNoteMs ?? STALL_NOTE_MS);
  return {
    stage(label, total) {
      if (options.quiet) return () => undefined;
      stall.start(label);
      if (!interactive) {
        io.stderr(`${label} (${total})\n`);
        return () => stall.tick();
      }
      bar?.stop();
      bar = new cliProgress.SingleBar(
        { format: `${label.padEnd(28)} {bar} {value}/{total} {percentage}% eta {eta_formatted}`, stream: process.stderr, hideCursor: true, clearOnComplete: false },
        cliProgress.Presets.shades_classic,
      );
      bar.start(total, 0);
      return (done) => {
        stall.tick();
        bar?.update(done);
      };
    },
    done() {
      stall.stop();
      bar?.stop();
      bar = undefined;
    },
    note(message) {
      if (!options.quiet) io.stderr(`${message}\n`);
    },
  };
}
