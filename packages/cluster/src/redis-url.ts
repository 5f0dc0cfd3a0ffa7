import { InvalidArgumentError } from '@execret/core';
import { REDACTED, redactSecrets } from '@execret/embeddings';

/** A checked Redis URL: the URL to connect with, and what may be shown of it. */
export interface RedisTarget {
  /** The URL as given (credentials included): only ever passed to the Redis client. */
  readonly url: string;
  /** The URL with its password (and any credential query parameter) replaced by `[REDACTED]`: for messages and logs. */
  readonly display: string;
  /** Whether the connection uses TLS (`rediss://`). */
  readonly tls: boolean;
  /** Removes the password (verbatim and URL-encoded) and URL credentials from any text, e.g. a Redis client error. */
  redact(text: string): string;
}

/**
 * Checks a Redis URL (`redis://[[user]:password@]host[:port][/db]` or `rediss://…` for TLS) and
 * returns it with a display form that never shows the password.
 *
 * @throws InvalidArgumentError naming the problem (the message shows the redacted URL only).
 */
export function parseRedisUrl(text: string, what = '--redis'): RedisTarget {
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    // The text may hold a password: only its shape is described.
    throw new InvalidArgumentError(`${what} must be a URL such as redis://host:6379 or rediss://:password@host:6380/0, got ${JSON.stringify(redactSecrets(text))}`);
  }
  const secrets: string[] = [];
  if (parsed.password !== '') secrets.push(parsed.password, decodeURIComponent(parsed.password));
  for (const [name, value] of parsed.searchParams) if (/pass|secret|token|auth/i.test(name)) secrets.push(value);
  const shown = new URL(parsed.href);
  if (shown.password !== '') shown.password = REDACTED;
  for (const name of [...shown.searchParams.keys()]) if (/pass|secret|token|auth/i.test(name)) shown.searchParams.set(name, REDACTED);
  // URL escapes the brackets of the placeholder; show it as written elsewhere.
  const display = shown.href.replaceAll(encodeURIComponent(REDACTED), REDACTED);
  const redact = (message: string): string => redactSecrets(message, secrets);
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') {
    throw new InvalidArgumentError(`${what} must start with redis:// or rediss:// (TLS), got ${JSON.stringify(display)}`);
  }
  if (parsed.hostname === '') throw new InvalidArgumentError(`${what} names no host: ${JSON.stringify(display)}`);
  const database = parsed.pathname.replace(/^\//, '');
  if (database !== '' && !/^\d+$/.test(database)) {
    throw new InvalidArgumentError(`${what}: the path must be a database number (redis://host:6379/0), got ${JSON.stringify(display)}`);
  }
  return { url: text, display, tls: parsed.protocol === 'rediss:', redact };
}
