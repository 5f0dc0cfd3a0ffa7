import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { readNpy, toFloatMatrix, writeNpyFloat32, writeNpyStrings } from './npy.js';
import { readIdentifiedMatrix, readNpzArrays, writeIdentifiedMatrix } from './npz.js';

function python(script: string): string {
  return execFileSync('python3', ['-c', script], { encoding: 'utf8' });
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

  it('says the ids are integers instead of claiming there are none', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'execret-npz-')), 'integer-ids.npz');
    await writeFile(path, zipSync({ 'embeddings.npy': writeNpyFloat32({ data: Float32Array.from([1, 0, 0, 1]), rows: 2, columns: 2 }), 'ids.npy': integerNpy([7, 9]) }));
    await expect(readIdentifiedMatrix(path)).rejects.toThrow(`${path}:ids.npy: ids must be a string array (numpy dtype <U or S, e.g. np.array(ids, dtype=str)) holding the bundle's ids (c_0001…), got an int array of dtype <i8`);
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

// A .npy file (format 1.0) with any dtype and raw little-endian data, for inputs numpy would not write.
function npyBytes(descr: string, shape: number[], data: Uint8Array): Uint8Array {
  let header = `{'descr': '${descr}', 'fortran_order': False, 'shape': (${shape.join(', ')}${shape.length === 1 ? ',' : ''}), }`;
  header += ' '.repeat((64 - ((10 + header.length + 1) % 64)) % 64) + '\n';
  const bytes = new Uint8Array(10 + header.length + data.length);
  bytes.set([0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59, 1, 0], 0);
  new DataView(bytes.buffer).setUint16(8, header.length, true);
  bytes.set(new TextEncoder().encode(header), 10);
  bytes.set(data, 10 + header.length);
  return bytes;
}

async function writeNpz(arrays: Record<string, Uint8Array>): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'execret-npz-')), 'strict.npz');
  await writeFile(path, zipSync(arrays));
  return path;
}

const embeddingsOf = (rows: number[][]): Uint8Array =>
  writeNpyFloat32({ data: Float32Array.from(rows.flat()), rows: rows.length, columns: rows[0]?.length ?? 0 });

describe(`${readIdentifiedMatrix.name}: strict inputs`, () => {
  it.each([
    ['NaN', [[1, 0], [Number.NaN, 1]], /strict\.npz:embeddings\.npy: row 1 \(id "c_2"\) holds NaN at column 0/],
    ['Infinity', [[1, 0], [0, 1], [Number.NEGATIVE_INFINITY, 1]], /row 2 \(id "c_3"\) holds -Infinity at column 0/],
    ['a zero row', [[1, 0], [0, 0]], /strict\.npz:embeddings\.npy: row 1 \(id "c_2"\) is all zeros/],
  ])('rejects a matrix holding %s, naming the file, the row and its id', async (_name, rows, message) => {
    const path = await writeNpz({ 'embeddings.npy': embeddingsOf(rows), 'ids.npy': writeNpyStrings(rows.map((_, row) => `c_${row + 1}`)) });
    await expect(readIdentifiedMatrix(path)).rejects.toThrow(message);
    await expect(readIdentifiedMatrix(path)).rejects.toMatchObject({ code: 'SCHEMA' });
  });

  it('rejects float64 values beyond float32', async () => {
    const data = new Uint8Array(16);
    new DataView(data.buffer).setFloat64(0, 1e300, true);
    new DataView(data.buffer).setFloat64(8, 1, true);
    const path = await writeNpz({ 'embeddings.npy': npyBytes('<f8', [1, 2], data), 'ids.npy': writeNpyStrings(['c_1']) });
    await expect(readIdentifiedMatrix(path)).rejects.toThrow(/row 0 \(id "c_1"\) holds Infinity at column 0/);
  });

  it('rejects duplicate ids, naming both rows', async () => {
    const path = await writeNpz({ 'embeddings.npy': embeddingsOf([[1, 0], [0, 1], [1, 1]]), 'ids.npy': writeNpyStrings(['c_1', 'c_2', 'c_1']) });
    await expect(readIdentifiedMatrix(path)).rejects.toThrow(/strict\.npz:ids\.npy: id "c_1" appears at rows 0 and 2: ids must be unique/);
  });

  it('rejects ids that are not valid UTF-8 (byte strings) or not valid unicode (UTF-32), naming the file and element', async () => {
    const bytes = Uint8Array.from([0x63, 0x5f, 0x31, 0x00, 0x63, 0xff, 0xfe, 0x32]); // 'c_1', then 'c' + invalid UTF-8
    const byteIds = await writeNpz({ 'embeddings.npy': embeddingsOf([[1, 0], [0, 1]]), 'ids.npy': npyBytes('|S4', [2], bytes) });
    await expect(readIdentifiedMatrix(byteIds)).rejects.toThrow(/strict\.npz:ids\.npy: element 1 is not valid UTF-8 \(bytes 63fffe32\)/);
    const points = new Uint8Array(16);
    [0x63, 0x31, 0x63, 0xd800].forEach((point, index) => new DataView(points.buffer).setUint32(index * 4, point, true)); // 'c1', then a lone surrogate
    const unicodeIds = await writeNpz({ 'embeddings.npy': embeddingsOf([[1, 0], [0, 1]]), 'ids.npy': npyBytes('<U2', [2], points) });
    await expect(readIdentifiedMatrix(unicodeIds)).rejects.toThrow(/strict\.npz:ids\.npy: element 1 is not valid unicode: code point 0xd800 at character 1 is a lone surrogate/);
  });

  it('still reads valid multi-byte ids in both string kinds', async () => {
    const bytes = Uint8Array.from([...new TextEncoder().encode('q_ü'), ...new TextEncoder().encode('q_2'), 0]); // 4 + 3 + padding
    const path = await writeNpz({ 'embeddings.npy': embeddingsOf([[1, 0], [0, 1]]), 'ids.npy': npyBytes('|S4', [2], bytes) });
    expect((await readIdentifiedMatrix(path)).ids).toEqual(['q_ü', 'q_2']);
  });
});

describe(toFloatMatrix.name, () => {
  it('names the row of a non-finite value without ids', () => {
    expect(() => toFloatMatrix({ kind: 'float', dtype: 'float32', shape: [2, 2], data: Float32Array.from([1, 2, 3, Number.NaN]) }, 'x.npy')).toThrow('x.npy: row 1 holds NaN at column 1');
  });
});
