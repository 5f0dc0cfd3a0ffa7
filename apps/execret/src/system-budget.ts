import { setMaxListeners } from 'node:events';
import { AbortedError, ExecretError, ExecretErrorCode, InvalidArgumentError } from '@execret/core';

/** The default of `--system-timeout`: six hours for one system's own work. */
export const DEFAULT_SYSTEM_TIMEOUT_MS = 6 * 60 * 60 * 1000;
// setTimeout fires at once for delays above 2^31 - 1 ms (24.8 days); longer budgets wait that long.
const LONGEST_TIMER_MS = 2 ** 31 - 1;
// How long an interrupted step may take to stop by itself before execret stops waiting for it.
const ABORT_GRACE_MS = 1000;
const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/**
 * Parses a duration option (`--system-timeout 90s`): a positive number with a unit `ms`, `s`, `m`
 * or `h`; a bare number is seconds.
 *
 * @returns The duration in milliseconds.
 * @throws InvalidArgumentError for anything else.
 */
export function parseDuration(value: string, option = '--system-timeout'): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h)?\s*$/.exec(value);
  const milliseconds = match === null ? Number.NaN : Number(match[1]) * (UNITS[match[2] ?? 's'] as number);
  if (!Number.isFinite(milliseconds) || milliseconds < 1) throw new InvalidArgumentError(`${option} must be a positive duration such as 90s, 30m or 6h (a bare number is seconds), got ${JSON.stringify(value)}`);
  return Math.round(milliseconds);
}

/** Formats milliseconds as the shortest exact `h`/`m`/`s`/`ms` form (`6h`, `90s`, `1500ms`). */
export function formatDuration(milliseconds: number): string {
  for (const unit of ['h', 'm', 's'] as const) {
    const size = UNITS[unit] as number;
    if (milliseconds % size === 0) return `${milliseconds / size}${unit}`;
  }
  return `${milliseconds}ms`;
}

/** A system stopped before its work ended: its time budget ran out, or it waits on a promise nothing can settle. */
export class SystemStoppedError extends ExecretError {
  /** The system that was stopped. */
  readonly systemId: string;
  /** `timeout`: `--system-timeout` ran out; `never-settles`: nothing was left to run while it waited. */
  readonly reason: 'timeout' | 'never-settles';

  constructor(systemId: string, reason: 'timeout' | 'never-settles', message: string) {
    super(ExecretErrorCode.INTERNAL, message);
    this.name = 'SystemStoppedError';
    this.systemId = systemId;
    this.reason = reason;
  }
}

/** The time budget of one system's own work (start-up, index, search). */
export interface SystemBudget {
  /** Aborted when the command is interrupted or the budget runs out: give it to the system's calls. */
  readonly signal: AbortSignal;
  /**
   * Waits for one step of the system's work. Rejects with {@link SystemStoppedError} when the
   * budget runs out or when the process has nothing left to run while the step is pending (a
   * promise that never settles), and with `AbortedError` when the command is interrupted: the
   * step's own abort error when it stops within a second, else execret's (a system that ignores
   * its abort signal is not waited for).
   */
  run<T>(step: Promise<T>): Promise<T>;
  /** Stops the budget's timer. */
  end(): void;
}

/**
 * Starts the time budget of one system. The timer does not keep the process alive: when only a
 * pending step would, Node's `beforeExit` fires and the step fails as one that never settles, so
 * the other systems still run.
 *
 * @param timeoutMs The budget for every step of the system together, in milliseconds.
 * @param parent The command's abort signal.
 */
export function systemBudget(systemId: string, timeoutMs: number, parent?: AbortSignal): SystemBudget {
  const controller = new AbortController();
  setMaxListeners(0, controller.signal);
  const started = performance.now();
  let expired: SystemStoppedError | undefined;
  const waiting = new Set<(error: Error) => void>();
  const fail = (error: Error): void => {
    for (const reject of [...waiting]) reject(error);
  };
  const timeoutError = (): SystemStoppedError =>
    new SystemStoppedError(systemId, 'timeout', `stopped after --system-timeout ${formatDuration(timeoutMs)} (the system's start-up, indexing and search together); raise it with --system-timeout, e.g. 12h`);
  const schedule = (): NodeJS.Timeout => {
    const left = timeoutMs - (performance.now() - started);
    const timer = setTimeout(
      () => {
        if (performance.now() - started < timeoutMs) {
          timerHandle = schedule();
          return;
        }
        expired = timeoutError();
        controller.abort(expired);
        fail(expired);
      },
      Math.max(0, Math.min(left, LONGEST_TIMER_MS)),
    );
    timer.unref();
    return timer;
  };
  let timerHandle = schedule();
  // On Ctrl-C the system's own abort error (which says where it stopped) is awaited briefly; a
  // system that ignores its signal is left behind after ABORT_GRACE_MS.
  const onParentAbort = (): void => {
    const reason: unknown = parent?.reason;
    controller.abort(reason);
    const giveUp = setTimeout(() => fail(new AbortedError(reason instanceof Error ? reason.message : 'run interrupted; rerun the same command to resume', reason)), ABORT_GRACE_MS);
    giveUp.unref();
  };
  if (parent?.aborted) onParentAbort();
  else parent?.addEventListener('abort', onParentAbort, { once: true });
  return {
    signal: controller.signal,
    run<T>(step: Promise<T>): Promise<T> {
      if (parent?.aborted) return Promise.reject(new AbortedError('run interrupted; rerun the same command to resume', parent.reason));
      if (expired !== undefined) return Promise.reject(expired);
      return new Promise<T>((resolve, reject) => {
        const onIdle = (): void =>
          settle(() =>
            reject(
              new SystemStoppedError(
                systemId,
                'never-settles',
                `stopped: it returned a promise that never settles (nothing was left to run while execret waited for it; a missing resolve() or await?)`,
              ),
            ),
          );
        const settle = (action: () => void): void => {
          if (!waiting.delete(failStep)) return;
          process.off('beforeExit', onIdle);
          action();
        };
        const failStep = (error: Error): void => settle(() => reject(error));
        waiting.add(failStep);
        process.on('beforeExit', onIdle);
        step.then(
          (value) => settle(() => resolve(value)),
          (error: unknown) => settle(() => reject(error)),
        );
      });
    },
    end() {
      clearTimeout(timerHandle);
      parent?.removeEventListener('abort', onParentAbort);
    },
  };
}
