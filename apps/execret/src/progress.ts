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

/** How often a stage prints a progress line when stderr is not a terminal (10 s). */
export const HEARTBEAT_MS = 10_000;

/** `0m07s`, `12m30s`, `2h05m`: a duration for a progress line. */
function shortDuration(milliseconds: number): string {
  const seconds = Math.max(0, Math.round(milliseconds / 1000));
  if (seconds >= 3600) return `${Math.floor(seconds / 3600)}h${String(Math.floor((seconds % 3600) / 60)).padStart(2, '0')}m`;
  return `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`;
}

/**
 * One progress line of a stage: `gate G4: 1200/5000 (24.0%), 40.0/s, eta 1m35s` (rate and ETA
 * from the items done in `elapsedMs` since the stage started; `eta ?` before the first item).
 */
export function formatProgressLine(label: string, done: number, total: number, elapsedMs: number): string {
  const rate = elapsedMs > 0 ? (done * 1000) / elapsedMs : 0;
  const share = total > 0 ? ((100 * done) / total).toFixed(1) : '100.0';
  const eta = rate > 0 ? shortDuration(((total - done) / rate) * 1000) : '?';
  return `${label}: ${done}/${total} (${share}%), ${rate.toFixed(1)}/s, elapsed ${shortDuration(elapsedMs)}, eta ${eta}`;
}

/**
 * A progress bar on stderr when it is a terminal (and not in CI); otherwise a line when a stage
 * starts and one every `heartbeatMs` (default {@link HEARTBEAT_MS}) while it runs, with items
 * done, rate and ETA ({@link formatProgressLine}), so logs stay readable and a CI job, `nohup` or
 * `| tee` still shows that work goes on. `quiet` prints nothing. A stage without progress for
 * `stallNoteMs` (default {@link STALL_NOTE_MS}) gets a note saying so.
 */
export function createProgress(io: CommandIo, options: { quiet?: boolean; interactive?: boolean; stallNoteMs?: number; heartbeatMs?: number } = {}): Progress {
  const interactive = options.interactive ?? (process.stderr.isTTY === true && !process.env['CI']);
  let bar: cliProgress.SingleBar | undefined;
  const stall = stallWatch((message) => io.stderr(`${message}\n`), options.stallNoteMs ?? STALL_NOTE_MS);
  let heartbeat: NodeJS.Timeout | undefined;
  return {
    stage(label, total) {
      if (options.quiet) return () => undefined;
      stall.start(label);
      if (!interactive) {
        io.stderr(`${label} (${total})\n`);
        clearInterval(heartbeat);
        const started = Date.now();
        let current = 0;
        heartbeat = setInterval(() => io.stderr(`${formatProgressLine(label, current, total, Date.now() - started)}\n`), options.heartbeatMs ?? HEARTBEAT_MS);
        heartbeat.unref();
        return (done) => {
          current = done;
          stall.tick();
        };
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
      clearInterval(heartbeat);
      heartbeat = undefined;
      bar?.stop();
      bar = undefined;
    },
    note(message) {
      if (!options.quiet) io.stderr(`${message}\n`);
    },
  };
}
