import type { RedisOptions } from 'bullmq';
import type { RedisTarget } from './redis-url.js';

/** Longest wait between two reconnection attempts, ms: a restarted Redis is found again within about this. */
const MAX_RECONNECT_DELAY_MS = 2_000;

/**
 * The options BullMQ builds its Redis clients from, for submitters and workers alike: the URL
 * (TLS for `rediss://`), commands that wait for the reconnection instead of failing
 * (`maxRetriesPerRequest: null`, which BullMQ requires for workers' blocking connections), and
 * reconnection attempts every 0.25–2 s for as long as it takes (the submitter gives up after its
 * own timeout, a worker never does).
 */
export function redisConnectionOptions(target: RedisTarget): RedisOptions {
  return {
    url: target.url,
    maxRetriesPerRequest: null,
    enableOfflineQueue: true,
    retryStrategy: (attempt: number) => Math.min(250 * attempt, MAX_RECONNECT_DELAY_MS),
  };
}
