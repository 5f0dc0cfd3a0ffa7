import { AbortedError, SeededRandom, throwIfAborted } from '@execret/core';
import { ProviderError } from './embedding-model.js';

/** One retry, as reported to {@link RetrySettings.onRetry}. */
export interface RetryEvent {
  /** Retry number of this call: 1 for the first retry (the second attempt). */
  attempt: number;
  /** Most retries allowed. */
  maxRetries: number;
  /** Milliseconds waited before the retry. */
  delayMs: number;
  /** HTTP status of the failed attempt, when there was a response. */
  status: number | undefined;
  /** Milliseconds the provider asked for in `Retry-After`, when it did. */
  retryAfterMs: number | undefined;
  /** Which call (e.g. `call 3 of 8`). */
  where: string;
  /** The failure's message (credentials already redacted by the adapter). */
  message: string;
}

/** How provider calls are retried; shared by `embedMany` and `@execret/rerank`'s `rerankMany` and chat completions. */
export interface RetrySettings {
  /** Retries of a retryable failure (429, 5xx, network) before giving up (default 5). */
  maxRetries?: number;
  /** First backoff delay in ms (default 500); doubles per retry, capped by `maxDelayMs`. */
  initialDelayMs?: number;
  /** Largest backoff delay in ms (default 60,000). */
  maxDelayMs?: number;
  /**
   * Longest wait a provider may ask for with `Retry-After`, in ms (default 60,000): a longer request
   * fails the call at once, saying what the server asked for, instead of sleeping.
   */
  maxRetryDelayMs?: number;
  /** Aborts the waits and is passed to the calls. */
  abortSignal?: AbortSignal;
  /** Called before every retry (after the failure, before the wait). */
  onRetry?: (retry: RetryEvent) => void;
  /** Waits between retries (tests replace it). */
  sleep?: (milliseconds: number, abortSignal?: AbortSignal) => Promise<void>;
}

/** Waits `milliseconds`, rejecting with the signal's reason when it aborts first. */
export function abortableSleep(milliseconds: number, abortSignal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (abortSignal?.aborted) {
      reject(abortSignal.reason);
      return;
    }
    const timer = setTimeout(() => {
      abortSignal?.removeEventListener('abort', onAbort);
      resolve();
    }, milliseconds);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(abortSignal?.reason);
    };
    abortSignal?.addEventListener('abort', onAbort, { once: true });
  });
}

function describeDuration(milliseconds: number): string {
  return milliseconds >= 1000 ? `${Math.round(milliseconds / 100) / 10} s` : `${Math.round(milliseconds)} ms`;
}

/**
 * Runs `call` until it succeeds, retrying a retryable `ProviderError` (429, 5xx, network) with
 * exponential backoff and seeded full jitter (`jitter.nextFloat() × min(maxDelayMs, initialDelayMs ×
 * 2^attempt)`), waiting at least what `Retry-After` asked. A non-retryable failure, one past
 * `maxRetries`, or a `Retry-After` beyond `maxRetryDelayMs` is rethrown as a non-retryable
 * `ProviderError` naming `where`; an abort becomes an `AbortedError` naming `name`. Errors that are
 * not `ProviderError`s pass through unchanged.
 *
 * @param onAttempt Called before every attempt (to count calls).
 */
export async function callWithRetries<Value>(
  call: () => Promise<Value>,
  context: { name: string; where: string; jitter: SeededRandom; onAttempt?: () => void },
  settings: RetrySettings = {},
): Promise<Value> {
  const maxRetries = settings.maxRetries ?? 5;
  const initialDelay = settings.initialDelayMs ?? 500;
  const maxDelay = settings.maxDelayMs ?? 60_000;
  const maxRetryDelay = settings.maxRetryDelayMs ?? 60_000;
  const sleep = settings.sleep ?? abortableSleep;
  const abortMessage = (): string => `${context.name}: aborted`;
  for (let attempt = 0; ; attempt += 1) {
    throwIfAborted(settings.abortSignal, abortMessage);
    context.onAttempt?.();
    try {
      return await call();
    } catch (error) {
      if (settings.abortSignal?.aborted) throw new AbortedError(abortMessage(), error);
      if (!(error instanceof ProviderError)) throw error;
      const failure = { status: error.status, retryAfterMs: error.retryAfterMs, cause: error };
      if (!error.retryable) throw new ProviderError(`${error.message} [${context.where}]`, { ...failure, retryable: false });
      if (attempt >= maxRetries) throw new ProviderError(`${error.message} (gave up after ${attempt + 1} attempts) [${context.where}]`, { ...failure, retryable: false });
      if (error.retryAfterMs !== undefined && error.retryAfterMs > maxRetryDelay) {
        throw new ProviderError(
          `${error.message} [${context.where}]: the server asked to wait ${describeDuration(error.retryAfterMs)} (Retry-After), more than maxRetryDelayMs ${describeDuration(maxRetryDelay)}; not retrying`,
          { ...failure, retryable: false },
        );
      }
      const backoff = context.jitter.nextFloat() * Math.min(maxDelay, initialDelay * 2 ** attempt);
      const delay = Math.max(backoff, error.retryAfterMs ?? 0);
      settings.onRetry?.({ attempt: attempt + 1, maxRetries, delayMs: delay, status: error.status, retryAfterMs: error.retryAfterMs, where: context.where, message: error.message });
      try {
        await sleep(delay, settings.abortSignal);
      } catch (sleepError) {
        if (settings.abortSignal?.aborted) throw new AbortedError(abortMessage(), sleepError);
        throw sleepError;
      }
    }
  }
}
