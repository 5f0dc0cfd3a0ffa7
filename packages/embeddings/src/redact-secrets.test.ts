import { describe, expect, it } from '@jest/globals';
import { REDACTED, isSecretName, redactSecrets } from './redact-secrets.js';

describe(redactSecrets.name, () => {
  it.each([
    ['a known key anywhere', 'your key plain-secret-value was refused', ['plain-secret-value'], `your key ${REDACTED} was refused`],
    ['a known key, URL-encoded', 'GET /v1?k=a%2Bb%2Fsecret', ['a+b/secret'], `GET /v1?k=${REDACTED}`],
    ['a Bearer token', 'Authorization was Bearer abc.def-ghi', [], `Authorization was Bearer ${REDACTED}`],
    ['an sk- key', 'Incorrect API key provided: sk-proj-1234567890abcdef.', [], `Incorrect API key provided: ${REDACTED}.`],
    ['a Google key', 'key AIzaSyA1234567890abcdefghijklmnopqrstu rejected', [], `key ${REDACTED} rejected`],
    ['a key= URL parameter', 'POST https://host/v1beta/models/m:embed?alt=json&key=abc123xyz', [], `POST https://host/v1beta/models/m:embed?alt=json&key=${REDACTED}`],
    ['an access_token form field', 'grant=1&access_token=ya29.a0AfH6', [], `grant=1&access_token=${REDACTED}`],
    ['a header line', 'x-api-key: 0123abcd\nx-request-id: 42', [], `x-api-key: ${REDACTED}\nx-request-id: 42`],
    ['a JSON header', '{"headers":{"authorization":"Basic dXNlcjpwYXNz","accept":"*/*"}}', [], `{"headers":{"authorization":"${REDACTED}","accept":"*/*"}}`],
    ['a long token after any header name', 'x-trace: 0f3c9a7b5e1d2468ace0f3c9a7b5e1d2468ace0f', [], `x-trace: ${REDACTED}`],
    ['credentials in a URL', 'fetch https://user:pw@proxy.local/v1 failed', [], `fetch https://${REDACTED}@proxy.local/v1 failed`],
  ])('redacts %s', (_name, text, secrets, expected) => {
    expect(redactSecrets(text, secrets)).toBe(expected);
  });

  it('leaves ordinary error text alone', () => {
    const text = '{"error":{"message":"This model\'s maximum context length is 8192 tokens","type":"invalid_request_error","max_tokens":8192}}';
    expect(redactSecrets(text)).toBe(text);
    expect(redactSecrets('openai:text-embedding-3-small: HTTP 400: bad model')).toBe('openai:text-embedding-3-small: HTTP 400: bad model');
  });

  it('ignores secrets too short to redact without garbling the text', () => {
    expect(redactSecrets('a b c', ['a', ''])).toBe('a b c');
  });
});

describe(isSecretName.name, () => {
  it.each([
    ['authorization', true],
    ['x-api-key', true],
    ['x-goog-api-key', true],
    ['key', true],
    ['api_key', true],
    ['cookie', true],
    ['content-type', false],
    ['monkey', false],
    ['x-request-id', false],
  ])('%s → %s', (name, expected) => {
    expect(isSecretName(name)).toBe(expected);
  });
});
