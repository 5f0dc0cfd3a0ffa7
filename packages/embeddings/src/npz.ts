import { readFile } from 'node:fs/promises';
import { ExecretError, ExecretErrorCode, writeFileAtomic } from '@execret/core';
import { unzipSync, zipSync } from 'fflate';
import { checkMatrixValues, readNpy, toFloatMatrix, writeNpyFloat32, writeNpyStrings, type FloatMatrix, type NpyArray } from './npy.js';

/** Vectors with the id of each row. */
export interface IdentifiedMatrix extends FloatMatrix {
  /** One id per row, in row order. */
  ids: string[];
}

/** Reads every array of an `.npz` archive (stored or deflated). */
export function readNpzArrays(bytes: Uint8Array, file = 'matrices.npz'): Map<string, NpyArray> {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes);
  } catch (error) {
    throw new ExecretError(ExecretErrorCode.SCHEMA, `${file}: not a readable .npz (zip) archive: ${error instanceof Error ? error.message : String(error)}`, { cause: error, location: { file } });
  }
  const arrays = new Map<string, NpyArray>();
  for (const [name, content] of Object.entries(entries)) {
    if (!name.endsWith('.npy')) continue;
    arrays.set(name.slice(0, -4), readNpy(content, `${file}:${name}`));
  }
  return arrays;
}

const MATRIX_NAMES = ['embeddings', 'vectors', 'matrix', 'emb', 'X'];
const ID_NAMES = ['ids', 'corpus_ids', 'query_ids', 'id'];

/**
 * Reads vectors and their ids from an `.npz` archive: the float matrix is the array named
 * `embeddings` (or `vectors`, `matrix`, `emb`, `X`, or else the only 2-D float array); ids come from
 * the string array named `ids` (or `corpus_ids`, `query_ids`, `id`). Float16/32/64 and C or Fortran
 * order are accepted; vectors are returned as float32, row-major.
 *
 * @throws ExecretError (SCHEMA) naming the file when ids and rows differ in number, an id repeats,
 *   a row holds a non-finite value or only zeros (naming the row and its id), or an id is not
 *   valid UTF-8 / unicode.
 */
export async function readIdentifiedMatrix(path: string): Promise<IdentifiedMatrix> {
  const arrays = readNpzArrays(await readFile(path), path);
  const pick = (names: string[], test: (array: NpyArray) => boolean): [string, NpyArray] | undefined => {
    for (const name of names) {
      const array = arrays.get(name);
      if (array !== undefined) return [name, array];
    }
    const matching = [...arrays.entries()].filter(([, array]) => test(array));
    return matching.length === 1 ? matching[0] : undefined;
  };
  const matrixEntry = pick(MATRIX_NAMES, (array) => array.kind === 'float' && array.shape.length === 2);
  if (matrixEntry === undefined) {
    throw new ExecretError(ExecretErrorCode.SCHEMA, `${path}: no vector matrix found: name it "embeddings" (arrays present: ${[...arrays.keys()].join(', ') || 'none'})`, { location: { file: path } });
  }
  const idEntry = pick(ID_NAMES, (array) => array.kind === 'string');
  if (idEntry === undefined) {
    throw new ExecretError(ExecretErrorCode.SCHEMA, `${path}: no id array found: add a string array named "ids" with one id per row (arrays present: ${[...arrays.keys()].join(', ') || 'none'})`, { location: { file: path } });
  }
  const idArray = idEntry[1];
  if (idArray.kind !== 'string') {
    throw new ExecretError(
      ExecretErrorCode.SCHEMA,
      `${path}:${idEntry[0]}.npy: ids must be a string array (numpy dtype <U or S, e.g. np.array(ids, dtype=str)) holding the bundle's ids (c_0001…), got an ${idArray.kind} array of dtype ${idArray.dtype}`,
      { location: { file: path } },
    );
  }
  const ids = idArray.data;
  const rows = matrixEntry[1].shape[0];
  if (matrixEntry[1].shape.length === 2 && ids.length !== rows) {
    throw new ExecretError(ExecretErrorCode.SCHEMA, `${path}: "${idEntry[0]}" has ${ids.length} ids but "${matrixEntry[0]}" has ${String(rows)} rows`, { location: { file: path } });
  }
  const matrix = toFloatMatrix(matrixEntry[1], `${path}:${matrixEntry[0]}.npy`, ids);
  checkUniqueIds(ids, `${path}:${idEntry[0]}.npy`);
  return { ...matrix, ids };
}

function checkUniqueIds(ids: readonly string[], source: string): void {
  const rowOf = new Map<string, number>();
  ids.forEach((id, row) => {
    const earlier = rowOf.get(id);
    if (earlier !== undefined) {
      throw new ExecretError(ExecretErrorCode.SCHEMA, `${source}: id ${JSON.stringify(id)} appears at rows ${earlier} and ${row}: ids must be unique`, { location: { file: source } });
    }
    rowOf.set(id, row);
  });
}

/**
 * Checks vectors with ids before they are scored: one id per row, `rows × columns` values, unique
 * ids, and every row finite and not all zeros. Errors (SCHEMA) name `source` (a file or a system
 * id), the row and its id.
 */
export function checkIdentifiedMatrix(matrix: IdentifiedMatrix, source: string): void {
  if (matrix.ids.length !== matrix.rows || matrix.data.length !== matrix.rows * matrix.columns) {
    throw new ExecretError(ExecretErrorCode.SCHEMA, `${source}: ${matrix.ids.length} ids and ${matrix.data.length} values do not fit ${matrix.rows} × ${matrix.columns}`);
  }
  checkUniqueIds(matrix.ids, source);
  checkMatrixValues(matrix, source, matrix.ids);
}

/** Writes vectors and ids as an `.npz` archive (`embeddings` float32 and `ids` unicode), atomically. */
export async function writeIdentifiedMatrix(path: string, matrix: IdentifiedMatrix): Promise<void> {
  if (matrix.ids.length !== matrix.rows || matrix.data.length !== matrix.rows * matrix.columns) {
    throw new ExecretError(ExecretErrorCode.INVALID_ARGUMENT, `writeIdentifiedMatrix: ${matrix.ids.length} ids and ${matrix.data.length} values do not fit ${matrix.rows} × ${matrix.columns}`);
  }
  const archive = zipSync(
    { 'embeddings.npy': writeNpyFloat32(matrix), 'ids.npy': writeNpyStrings(matrix.ids) },
    // Fixed timestamps keep the archive byte-identical across runs.
    { level: 0, mtime: new Date(Date.UTC(1980, 0, 1)) },
  );
  await writeFileAtomic(path, archive);
}
