import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeChunksAtomic, writeFileAtomic, writeLinesAtomic } from './write-chunks-atomic.js';

describe(writeFileAtomic.name, () => {
  it('replaces the file content in one step', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-atomic-'));
    const path = join(directory, 'manifest.json');
    await writeFileAtomic(path, 'old');
    await writeFileAtomic(path, 'new content');
    expect(await readFile(path, 'utf8')).toBe('new content');
    expect(await readdir(directory)).toEqual(['manifest.json']);
  });
});

describe(writeChunksAtomic.name, () => {
  it('writes small strings and large byte blocks in order, with size and hash of the whole', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-chunks-'));
    const path = join(directory, 'index.bin');
    const large = new Float64Array(200_000).map((_, index) => index * 0.5); // 1.6 MB, above the buffer size
    const view = new Uint8Array(large.buffer);
    const written = await writeChunksAtomic(path, ['head', view, new Uint8Array([1, 2, 3]), 'tail']);
    const expected = Buffer.concat([Buffer.from('head'), Buffer.from(view), Buffer.from([1, 2, 3]), Buffer.from('tail')]);
    const bytes = await readFile(path);
    expect(Buffer.compare(bytes, expected)).toBe(0);
    expect(written.bytes).toBe(expected.length);
    expect(written.sha256).toBe(createHash('sha256').update(expected).digest('hex'));
  });
});

describe(writeLinesAtomic.name, () => {
  it('ends every line with a newline and counts them', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-lines-'));
    const path = join(directory, 'run.trec');
    const written = await writeLinesAtomic(path, ['q1 Q0 d1 1 2.5 x', 'q1 Q0 d2 2 1 x']);
    expect(await readFile(path, 'utf8')).toBe('q1 Q0 d1 1 2.5 x\nq1 Q0 d2 2 1 x\n');
    expect(written.rows).toBe(2);
  });
});
