import { describe, expect, it } from '@jest/globals';
import { ExecretErrorCode } from '@execret/core';
import { bm25SystemEntry as sut } from './bm25-system-entry.js';

describe('bm25SystemEntry.check', () => {
  const context = { cacheDirectory: '/nonexistent' };

  it('accepts every listed id and ids with parameters', async () => {
    for (const { system } of sut.list()) await expect(sut.check?.(system, context)).resolves.toBeUndefined();
    await expect(sut.check?.('bm25:lucene?k1=1.2&b=0.5', context)).resolves.toBeUndefined();
  });

  it('rejects an unknown variant or a malformed parameter before any work', async () => {
    for (const systemId of ['bm25:nope', 'bm25?k1=abc']) {
      const error = await sut.check?.(systemId, context).catch((caught: unknown) => caught);
      expect((error as { code: string }).code).toBe(ExecretErrorCode.INVALID_ARGUMENT);
    }
  });
});
