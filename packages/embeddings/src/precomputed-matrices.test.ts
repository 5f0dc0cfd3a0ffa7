import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ExecretErrorCode } from '@execret/core';
import { zipSync } from 'fflate';
import type { EmbeddingMatrices } from './embedding-matrices.js';
import { writeNpyFloat32, writeNpyStrings } from './npy.js';
import { npzSystemEntry } from './npz-system-entry.js';
import { readPrecomputedMatrices, writePrecomputedMatrices } from './precomputed-matrices.js';

const matrices: EmbeddingMatrices = {
  queries: { ids: ['q_0002', 'q_0001'], data: Float32Array.from([0.1, -0.7, 1.5, 2.25]), rows: 2, columns: 2 },
  corpus: { ids: ['c_0001', 'c_0002', 'c_0003'], data: Float32Array.from([1, 0, 0.3, 0.3, -2, 5]), rows: 3, columns: 2 },
  similarity: 'dot',
};

async function temporary(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'execret-precomputed-'));
}


// An .npy of 64-bit integers (numpy's np.arange(n)), written by hand: numpy is not needed.
function integerNpy(values: readonly number[]): Uint8Array {
  let header = `{'descr': '<i8', 'fortran_order': False, 'shape': (${values.length},), }`;
  header += ' '.repeat(63 - ((10 + header.length) % 64)) + '\n';
  const bytes = new Uint8Array(10 + header.length + values.length * 8);
  bytes.set([0x93, ...Buffer.from('NUMPY'), 1, 0, header.length & 0xff, header.length >> 8]);
  bytes.set(Buffer.from(header, 'latin1'), 10);
  const view = new DataView(bytes.buffer);
  values.forEach((value, index) => view.setBigInt64(10 + header.length + index * 8, BigInt(value), true));
  return bytes;
}

describe(writePrecomputedMatrices.name, () => {
  it('writes what readPrecomputedMatrices and numpy read back exactly, byte-identical on rewrite', async () => {
    const directory = await temporary();
    const path = join(directory, 'system.npz');
    await writePrecomputedMatrices(path, matrices);
    const first = await readFile(path);
    await writePrecomputedMatrices(path, matrices);
    expect(Buffer.compare(await readFile(path), first)).toBe(0);

    const read = await readPrecomputedMatrices(path);
    expect(read.similarity).toBe('dot');
    expect(read.queries.ids).toEqual(['q_0002', 'q_0001']);
    expect(Array.from(read.queries.data)).toEqual(Array.from(matrices.queries.data));
    expect(read.corpus.ids).toEqual(['c_0001', 'c_0002', 'c_0003']);
    expect(Array.from(read.corpus.data)).toEqual(Array.from(matrices.corpus.data));

    const seen = JSON.parse(
      execFileSync('python3', ['-c', `
import json, numpy as np
f = np.load(${JSON.stringify(path)})
print(json.dumps({name: [str(f[name].dtype), f[name].tolist()] for name in sorted(f.files)}))
`], { encoding: 'utf8' }),
    ) as Record<string, [string, unknown]>;
    expect(Object.keys(seen)).toEqual(['corpus_embeddings', 'corpus_ids', 'query_embeddings', 'query_ids', 'similarity']);
    expect(seen['query_embeddings']).toEqual(['float32', [[Math.fround(0.1), Math.fround(-0.7)], [1.5, 2.25]]]);
    expect(seen['corpus_ids']?.[1]).toEqual(['c_0001', 'c_0002', 'c_0003']);
    expect(seen['similarity']?.[1]).toEqual(['dot']);
  });
});

describe(readPrecomputedMatrices.name, () => {
  it('reads files without a similarity array (numpy-written, the study layout) with similarity undefined', async () => {
    const path = join(await temporary(), 'plain.npz');
    execFileSync('python3', ['-c', `
import numpy as np
np.savez(${JSON.stringify(path)}, query_embeddings=np.ones((1, 2), dtype='float32'), query_ids=np.array(['q_1']), corpus_embeddings=np.eye(2, dtype='float32'), corpus_ids=np.array(['c_1', 'c_2']))
`]);
    const read = await readPrecomputedMatrices(path);
    expect(read.similarity).toBeUndefined();
    expect(read.corpus.ids).toEqual(['c_1', 'c_2']);
  });

  it('says the ids are integers when an array has integer ids, and names what is missing otherwise', async () => {
    const directory = await temporary();
    const integers = join(directory, 'integer-ids.npz');
    const partial = join(directory, 'partial.npz');
    const arrays = { 'query_embeddings.npy': writeNpyFloat32(matrices.queries), 'query_ids.npy': writeNpyStrings(matrices.queries.ids), 'corpus_embeddings.npy': writeNpyFloat32(matrices.corpus) };
    await writeFile(integers, zipSync({ ...arrays, 'corpus_ids.npy': integerNpy(matrices.corpus.ids.map((_, index) => index)) }));
    await writeFile(partial, zipSync(arrays));
    const error = (await readPrecomputedMatrices(integers).catch((caught: unknown) => caught)) as Error & { code: string };
    expect(error.code).toBe(ExecretErrorCode.SCHEMA);
    expect(error.message).toBe(`${integers}:corpus_ids.npy: ids must be a string array (numpy dtype <U or S, e.g. np.array(ids, dtype=str)) holding the bundle's corpus ids (c_0001…), got an int array of dtype <i8`);
    expect(((await readPrecomputedMatrices(partial).catch((caught: unknown) => caught)) as Error).message).toBe(
      `${partial}: an npz system needs arrays query_embeddings, query_ids, corpus_embeddings and corpus_ids; missing corpus_ids (found query_embeddings, query_ids, corpus_embeddings)`,
    );
  });

  it('refuses a similarity other than cosine or dot, naming the file', async () => {
    const path = join(await temporary(), 'bad.npz');
    await writeFile(
      path,
      zipSync({
        'query_embeddings.npy': writeNpyFloat32(matrices.queries),
        'query_ids.npy': writeNpyStrings(matrices.queries.ids),
        'corpus_embeddings.npy': writeNpyFloat32(matrices.corpus),
        'corpus_ids.npy': writeNpyStrings(matrices.corpus.ids),
        'similarity.npy': writeNpyStrings(['l2']),
      }),
    );
    const error = await readPrecomputedMatrices(path).catch((caught: unknown) => caught);
    expect((error as { code: string }).code).toBe(ExecretErrorCode.SCHEMA);
    expect((error as Error).message).toBe(`${path}:similarity.npy: expected one string, cosine or dot, got ["l2"]`);
  });
});

describe('npz: systems over a written file', () => {
  it('compare by the similarity the file records unless the id names one', async () => {
    const path = join(await temporary(), 'system.npz');
    await writePrecomputedMatrices(path, matrices);
    const context = { cacheDirectory: '/nonexistent' };
    const recorded = await npzSystemEntry.create(`npz:${path}`, context);
    const overridden = await npzSystemEntry.create(`npz:${path}?similarity=cosine`, context);
    expect(recorded.describe()).toMatchObject({ similarity: 'dot' });
    expect(overridden.describe()).toMatchObject({ similarity: 'cosine' });
    const documents = matrices.corpus.ids.map((id) => ({ id, text: '' }));
    await recorded.index(documents);
    // q_0001 = (1.5, 2.25): dot with c_0003 (−2, 5) is 8.25, with c_0001 (1, 0) 1.5, with c_0002 (0.3, 0.3) 1.125.
    const ranking = (await recorded.search([{ id: 'q_0001', text: '' }], { topK: 3 })).get('q_0001') ?? [];
    expect(ranking.map((item) => item.corpusId)).toEqual(['c_0003', 'c_0001', 'c_0002']);
    expect(ranking[0]?.score).toBeCloseTo(8.25, 5);
  });
});
