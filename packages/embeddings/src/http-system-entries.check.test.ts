import { describe, expect, it } from '@jest/globals';
import { ExecretErrorCode } from '@execret/core';
import { HTTP_SYSTEM_ENTRIES } from './http-system-entries.js';

function entry(prefix: string) {
  const found = HTTP_SYSTEM_ENTRIES.find((candidate) => candidate.prefix === prefix);
  if (found?.check === undefined) throw new Error(`no check on ${prefix}`);
  return found as typeof found & { check: NonNullable<typeof found.check> };
}

describe('httpSystemEntry check', () => {
  it('rejects a provider that needs a key when none of its variables is set, naming them', async () => {
    const error = await entry('cohere')
      .check('cohere:embed-v4.0', { cacheDirectory: '/nonexistent', env: { COHERE_API_KEY: '' } })
      .catch((caught: unknown) => caught);
    expect((error as { code: string }).code).toBe(ExecretErrorCode.INVALID_ARGUMENT);
    expect((error as Error).message).toBe('no API key: set CO_API_KEY or COHERE_API_KEY');
  });

  it('accepts any one of the key variables, and no key where the provider needs none', async () => {
    await expect(entry('cohere').check('cohere:embed-v4.0', { cacheDirectory: '/nonexistent', env: { COHERE_API_KEY: 'k' } })).resolves.toBeUndefined();
    await expect(entry('openai-compatible').check('openai-compatible:m?baseURL=http://127.0.0.1:9/v1', { cacheDirectory: '/nonexistent', env: {} })).resolves.toBeUndefined();
  });

  it('rejects a malformed id, parameter or base URL before any request', async () => {
    const context = { cacheDirectory: '/nonexistent', env: { OPENAI_API_KEY: 'k' } };
    const cases: Array<[string, RegExp]> = [
      ['openai:', /names no model/],
      ['openai:text-embedding-3-small?dimensions=0', /dimensions must be a positive integer/],
      ['openai:text-embedding-3-small?similarity=l1', /similarity must be cosine or dot/],
      ['openai:text-embedding-3-small?baseURL=localhost:8000', /baseURL must be an http/],
    ];
    for (const [systemId, message] of cases) await expect(entry('openai').check(systemId, context)).rejects.toThrow(message);
  });
});
