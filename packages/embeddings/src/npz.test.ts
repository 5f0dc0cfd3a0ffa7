import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readNpy } from './npy.js';
import { readIdentifiedMatrix, readNpzArrays, writeIdentifiedMatrix } from './npz.js';

function python(script: string): string {
  return execFileSync('python3', ['-c', script], { encoding: 'utf8' });
}

describe(readIdentifiedMatrix.name, () => {
  it.each([
    ['float32', 'C', false],
    ['float64', 'F', false],
    ['float16', 'C', true],
    ['>f4', 'F', true],
  ])('reads %s arrays in %s order written by numpy (compressed: %s)', async (dtype, order, compressed) => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-npz-'));
    const path = join(directory, 'm.npz');
    const values = python(`
import numpy as np, json
m = np.array([[0.5, -1.25, 3.0], [2.0, 0.0, -0.125]], dtype='${dtype}', order='${order}')
ids = np.array(['c_0002', 'c_0001'])
np.${compressed ? 'savez_compressed' : 'savez'}(${JSON.stringify(path)}, embeddings=m, ids=ids)
print(json.dumps(m.astype('float32').tolist()))
`);
    const matrix = await readIdentifiedMatrix(path);
    expect(matrix.rows).toBe(2);
    expect(matrix.columns).toBe(3);
    expect(matrix.ids).toEqual(['c_0002', 'c_0001']);
    expect(Array.from(matrix.data)).toEqual((JSON.parse(values) as number[][]).flat());
  });

  it('round-trips through numpy: what it writes, numpy reads back exactly, byte-identical on rewrite', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-npz-'));
    const path = join(directory, 'out.npz');
    const data = Float32Array.from([1.5, -2.25, 0.1, 7, 8, 9]);
    await writeIdentifiedMatrix(path, { data, rows: 2, columns: 3, ids: ['q_0001', 'q_ü2'] });
    const output = python(`
import numpy as np, json
z = np.load(${JSON.stringify(path)})
print(json.dumps({'shape': list(z['embeddings'].shape), 'dtype': str(z['embeddings'].dtype), 'values': z['embeddings'].ravel().tolist(), 'ids': z['ids'].tolist()}))
`);
    expect(JSON.parse(output)).toEqual({ shape: [2, 3], dtype: 'float32', values: Array.from(data), ids: ['q_0001', 'q_ü2'] });
    const first = await readFile(path);
    await writeIdentifiedMatrix(path, { data, rows: 2, columns: 3, ids: ['q_0001', 'q_ü2'] });
    expect(Buffer.compare(first, await readFile(path))).toBe(0);
  });

  it('explains what is missing when the archive has no ids or ids and rows disagree', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-npz-'));
    const noIds = join(directory, 'a.npz');
    const mismatch = join(directory, 'b.npz');
    python(`
import numpy as np
np.savez(${JSON.stringify(noIds)}, embeddings=np.zeros((2, 3), dtype='float32'), other=np.zeros(4))
np.savez(${JSON.stringify(mismatch)}, embeddings=np.zeros((2, 3), dtype='float32'), ids=np.array(['a', 'b', 'c']))
`);
    await expect(readIdentifiedMatrix(noIds)).rejects.toThrow(/no id array found: add a string array named "ids"/);
    await expect(readIdentifiedMatrix(mismatch)).rejects.toThrow(/"ids" has 3 ids but "embeddings" has 2 rows/);
  });

  it('refuses pickled object arrays instead of running them', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-npz-'));
    const path = join(directory, 'o.npz');
    python(`
import numpy as np
np.savez(${JSON.stringify(path)}, embeddings=np.zeros((1, 2), dtype='float32'), ids=np.array([{'a': 1}], dtype=object))
`);
    const bytes = new Uint8Array(await readFile(path));
    expect(() => readNpzArrays(bytes, 'o.npz')).toThrow(/pickled objects are refused/);
  });
});

describe(readNpy.name, () => {
  it('rejects bytes that are not .npy', () => {
    expect(() => readNpy(new Uint8Array([1, 2, 3]), 'x.npy')).toThrow('x.npy: not a .npy file');
  });
});
