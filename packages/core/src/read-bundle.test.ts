import { describe, expect, it } from '@jest/globals';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
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

  it('rejects a bundle file that is not UTF-8, naming the file and line', async () => {
    const directory = await writtenSample();
    const path = join(directory, 'corpus.jsonl');
    const lines = (await readFile(path)).toString('utf8').split('\n');
    await writeFile(path, Buffer.concat([Buffer.from(`${lines.slice(0, 2).join('\n')}\n`), Buffer.from([0xff]), Buffer.from(`${lines.slice(2).join('\n')}`)]));
    await rm(join(directory, 'manifest.json'));
    const error = await sut(directory).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BundleError);
    expect((error as BundleError).location).toEqual({ file: path, line: 3 });
    expect((error as BundleError).message).toContain(`${path}:3: invalid UTF-8 (byte 0xff at column 1)`);
  });
});
