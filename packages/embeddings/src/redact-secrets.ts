/** What a redacted secret is replaced with. */
export const REDACTED = '[REDACTED]';

// Names of headers, JSON fields and URL parameters whose values are credentials.
const SECRET_NAME = /(?:^|[-_.])(?:authorization|auth|api[-_]?key|apikey|key|access[-_]?token|token|secret|password|passwd|cookie|signature|sig|session|credentials?)(?:$|[-_.])|api[-_]?key|authorization|token|secret|password|cookie/i;

// Values that are plainly not credentials (counts, flags), so `"max_tokens": 8192` stays readable.
const HARMLESS_VALUE = /^(?:\d{1,9}|true|false|null|undefined|none|\[REDACTED\])$/i;

/**
 * Whether a header, JSON field or URL parameter name holds a credential (`authorization`,
 * `x-api-key`, `x-goog-api-key`, `key`, `access_token`, `cookie`, …).
 */
export function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name);
}

function escapeForRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Removes anything that looks like a credential from text meant for an error message or a log:
 * the given secret values (API keys, header values) verbatim and URL-encoded, then generic shapes:
 * `Bearer …` / `Basic …`, `sk-…` and `AIza…` keys, `key=…` / `token=…` URL and form parameters,
 * `name: value` and `"name": "value"` pairs whose name says credential, long hex or base64 tokens
 * after a header name, and `user:password@` in URLs. Each is replaced by `[REDACTED]`.
 *
 * @param text The text, e.g. a provider's error body.
 * @param secrets Values known to be secret (shorter than 4 characters are ignored: replacing them
 *   would garble the text without protecting anything).
 */
export function redactSecrets(text: string, secrets: Iterable<string | undefined> = []): string {
  let result = text;
  const known = [...new Set([...secrets].filter((secret): secret is string => typeof secret === 'string' && secret.trim().length >= 4))];
  for (const secret of known.sort((left, right) => right.length - left.length)) {
    for (const form of new Set([secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1)])) {
      result = result.replace(new RegExp(escapeForRegExp(form), 'g'), REDACTED);
    }
  }
  return (
    result
      // Credentials inside URLs: scheme://user:password@host.
      .replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@:"']+:[^\s/@"']+@/gi, `$1${REDACTED}@`)
      // Authorization schemes.
      .replace(/\b(Bearer|Basic|Token|Digest)(\s+)(?!\[REDACTED\])[A-Za-z0-9._~+/=:-]{4,}/gi, `$1$2${REDACTED}`)
      // Well-known key shapes: OpenAI-style `sk-…`, Google `AIza…`.
      .replace(/\bsk-[A-Za-z0-9_-]{6,}/g, REDACTED)
      .replace(/\bAIza[0-9A-Za-z_-]{20,}/g, REDACTED)
      // URL query and form parameters: ?key=…, &api_key=…, access_token=….
      .replace(/([?&;\s"'(]|^)([A-Za-z0-9_.-]+)=([^&\s"'<>#),]+)/g, (match: string, before: string, name: string, value: string) =>
        isSecretName(name) && !HARMLESS_VALUE.test(value) ? `${before}${name}=${REDACTED}` : match,
      )
      // Header-like and JSON-like pairs: `x-api-key: …`, `"authorization": "…"`.
      .replace(
        /(["']?)([A-Za-z0-9_.-]+)\1(\s*:\s*)(["']?)([^"'\r\n,;}]+)\4/g,
        (match: string, quote: string, name: string, separator: string, valueQuote: string, value: string) => {
          const trimmed = value.trim();
          const secretByName = isSecretName(name) && !HARMLESS_VALUE.test(trimmed);
          // A long hex or base64 token after any header name is treated as a credential too.
          const tokenLike = /^[A-Za-z0-9+/_=-]{32,}$/.test(trimmed) && /\d/.test(trimmed) && /[A-Za-z]/.test(trimmed);
          return secretByName || tokenLike ? `${quote}${name}${quote}${separator}${valueQuote}${REDACTED}${valueQuote}` : match;
        },
      )
  );
}
