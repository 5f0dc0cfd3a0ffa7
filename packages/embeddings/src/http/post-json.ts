import { ProviderError, parseRetryAfter } from '../embedding-model.js';
import { redactSecrets } from '../redact-secrets.js';

/** One JSON POST to a provider. */
export interface PostJsonRequest {
  /** Names the model in messages (`cohere:rerank-v3.5`). */
  name: string;
  /** The full URL. */
  url: string;
  /** The JSON body. */
  body: unknown;
  /** Request headers (`content-type: application/json` is added). */
  headers: Record<string, string>;
  /** Values that must never appear in a message (keys, credential header values). */
  secrets: readonly string[];
  /** `fetch` implementation (default: the global one). */
  fetch?: typeof fetch;
  /** Time limit in ms (default 120,000); a timed-out request is retryable. */
  timeoutMs?: number;
  /** Aborts the request. */
  abortSignal?: AbortSignal;
}

/**
 * A response body for an error message: redacted first (the patterns need the line structure),
 * then on one line and shortened, so a cut never leaves half a key that the patterns would miss.
 */
export function describeBody(text: string, secrets: readonly string[]): string {
  const trimmed = redactSecrets(text.trim(), secrets).replace(/\s+/g, ' ');
  return trimmed.length > 200 ? `${trimmed.slice(0, 200)}…` : trimmed;
}

/** A successful response: its JSON, and its text for messages about its shape. */
export interface PostJsonResponse {
  json: unknown;
  text: string;
  status: number;
}

/**
 * Posts JSON and returns the parsed response JSON (with its text and status). Failures become `ProviderError`s whose messages
 * went through `redactSecrets`: 408, 409, 429, 5xx, timeouts, network errors and unreadable JSON are
 * retryable (with `Retry-After` in ms), other 4xx are not. An abort rethrows the signal's error.
 */
export async function postJson(request: PostJsonRequest): Promise<PostJsonResponse> {
  const fail = (message: string, options: ConstructorParameters<typeof ProviderError>[1]): ProviderError => new ProviderError(redactSecrets(message, request.secrets), options);
  const timeoutMs = request.timeoutMs ?? 120_000;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = request.abortSignal === undefined ? timeout : AbortSignal.any([request.abortSignal, timeout]);
  let response: Response;
  try {
    response = await (request.fetch ?? fetch)(request.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...request.headers },
      body: JSON.stringify(request.body),
      signal,
    });
  } catch (error) {
    if (request.abortSignal?.aborted) throw error;
    const reason = timeout.aborted ? `no answer within ${timeoutMs} ms` : `network error: ${error instanceof Error ? error.message : String(error)}`;
    throw fail(`${request.name}: ${reason}`, { retryable: true, cause: error });
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (request.abortSignal?.aborted) throw error;
    throw fail(`${request.name}: the response body could not be read (${timeout.aborted ? 'timed out' : String(error)})`, { retryable: true, cause: error });
  }
  if (!response.ok) {
    const retryable = response.status === 408 || response.status === 409 || response.status === 429 || response.status >= 500;
    throw fail(`${request.name}: HTTP ${response.status}: ${describeBody(text, request.secrets)}`, {
      status: response.status,
      retryable,
      retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
    });
  }
  try {
    return { json: JSON.parse(text) as unknown, text, status: response.status };
  } catch {
    // JSON.parse quotes the text in its message: keep the body out of the cause as well.
    throw fail(`${request.name}: the response is not JSON: ${describeBody(text, request.secrets)}`, { status: response.status, retryable: true });
  }
}
