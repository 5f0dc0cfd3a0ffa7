import { describe, expect, it } from '@jest/globals';
import { cp } from 'node:fs/promises';
import { edit, writtenSample } from './__fixtures__/sample-bundle.js';
import { BundleError, ExecretError } from './errors.js';
import { readBundle as sut } from './read-bundle.js';

describe(sut.name, () => {
  it('throws a BundleError listing every problem', async () => {
    const directory = await writtenSample();
    await cp(directory, `${directory}-copy`, { recursive: true });
    await edit(directory, 'queries.jsonl', (text) => text.replaceAll('"c_0004"', '"c_0404"'));
    const error = await sut(directory).catch((caught: unknown) => caught);
    expect(ExecretError.isInstance(error)).toBe(true);
    expect(error).toBeInstanceOf(BundleError);
    expect((error as BundleError).problems.map((problem) => problem.kind)).toContain('dangling-id');
    expect((error as BundleError).message).toMatch(/queries\.jsonl:2: field "correct_corpus_ids\[0\]": corpus id "c_0404" does not exist/);
  });
});
