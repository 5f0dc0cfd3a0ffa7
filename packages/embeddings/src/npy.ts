import { ExecretError, ExecretErrorCode } from '@execret/core';

/** A dense 2-D (or 1-D) float matrix in row-major order. */
export interface FloatMatrix {
  /** Row-major values, `rows × columns` of them. */
  data: Float32Array;
  /** Number of rows (vectors). */
  rows: number;
  /** Number of columns (dimensions). */
  columns: number;
}

/** An array read from a `.npy` file. */
export type NpyArray =
  | { kind: 'float'; dtype: 'float16' | 'float32' | 'float64'; shape: number[]; data: Float32Array | Float64Array }
  | { kind: 'string'; dtype: string; shape: number[]; data: string[] }
  | { kind: 'int'; dtype: string; shape: number[]; data: Float64Array };

const MAGIC = [0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59];

function npyError(file: string, message: string, cause?: unknown): ExecretError {
  return new ExecretError(ExecretErrorCode.SCHEMA, `${file}: ${message}`, { location: { file }, ...(cause === undefined ? {} : { cause }) });
}

interface NpyHeader {
  descr: string;
  fortranOrder: boolean;
  shape: number[];
  dataOffset: number;
}

function parseHeader(bytes: Uint8Array, file: string): NpyHeader {
  if (bytes.length < 10 || MAGIC.some((value, index) => bytes[index] !== value)) throw npyError(file, 'not a .npy file (missing the \\x93NUMPY magic string)');
  const major = bytes[6] as number;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerLength = major === 1 ? view.getUint16(8, true) : view.getUint32(8, true);
  const headerStart = major === 1 ? 10 : 12;
  let header: string;
  try {
    header = new TextDecoder(major === 3 ? 'utf-8' : 'latin1', { fatal: true }).decode(bytes.subarray(headerStart, headerStart + headerLength));
  } catch (error) {
    throw npyError(file, `the .npy header is not valid UTF-8`, error);
  }
  const descr = /'descr':\s*'([^']+)'/.exec(header)?.[1];
  const fortran = /'fortran_order':\s*(True|False)/.exec(header)?.[1];
  const shapeText = /'shape':\s*\(([^)]*)\)/.exec(header)?.[1];
  if (descr === undefined || fortran === undefined || shapeText === undefined) throw npyError(file, `unreadable .npy header ${JSON.stringify(header.trim())}`);
  const shape = shapeText
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => Number(part.replace(/L$/, '')));
  if (shape.some((size) => !Number.isSafeInteger(size) || size < 0)) throw npyError(file, `bad shape (${shapeText})`);
  return { descr, fortranOrder: fortran === 'True', shape, dataOffset: headerStart + headerLength };
}

function halfToFloat(bits: number): number {
  const sign = bits & 0x8000 ? -1 : 1;
  const exponent = (bits >> 10) & 0x1f;
  const fraction = bits & 0x3ff;
  if (exponent === 0) return sign * 2 ** -14 * (fraction / 1024);
  if (exponent === 31) return fraction === 0 ? sign * Infinity : Number.NaN;
  return sign * 2 ** (exponent - 15) * (1 + fraction / 1024);
}

// Reorders a column-major (Fortran) 2-D array into row-major order.
function toRowMajor<T extends Float32Array | Float64Array>(data: T, shape: number[]): T {
  if (shape.length < 2) return data;
  const rows = shape[0] as number;
  const columns = data.length / Math.max(rows, 1);
  const result = new (data.constructor as new (length: number) => T)(data.length);
  for (let column = 0; column < columns; column += 1) {
    for (let row = 0; row < rows; row += 1) result[row * columns + column] = data[column * rows + row] as number;
  }
  return result;
}

/**
 * Reads a `.npy` array (format versions 1–3): floats (`f2`, `f4`, `f8`, either byte order),
 * integers, and fixed-width strings (`U` = UTF-32, `S` = bytes read as UTF-8), in C or Fortran
 * order (Fortran arrays are returned in row-major order). Pickled object arrays are refused:
 * loading them would run code. Text is never silently repaired: invalid UTF-8 in an `S` array, or
 * a surrogate or out-of-range code point in a `U` array, is an error naming the file and element.
 */
export function readNpy(bytes: Uint8Array, file = 'array.npy'): NpyArray {
  const header = parseHeader(bytes, file);
  const count = header.shape.reduce((product, size) => product * size, 1);
  const match = /^([<>|=])([a-zA-Z])(\d+)$/.exec(header.descr);
  if (match === null) throw npyError(file, `unsupported dtype ${header.descr}${header.descr.includes('O') ? ' (pickled objects are refused)' : ''}`);
  const [, order, kind, sizeText] = match as unknown as [string, string, string, string];
  const size = Number(sizeText);
  const littleEndian = order !== '>';
  const body = bytes.subarray(header.dataOffset);
  const needed = count * size * (kind === 'U' ? 4 : 1);
  if (body.length < needed) throw npyError(file, `data is truncated: expected ${needed} bytes for shape (${header.shape.join(', ')}), found ${body.length}`);
  const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
  if (kind === 'f') {
    if (size === 8) {
      let data = new Float64Array(count);
      for (let index = 0; index < count; index += 1) data[index] = view.getFloat64(index * 8, littleEndian);
      if (header.fortranOrder) data = toRowMajor(data, header.shape);
      return { kind: 'float', dtype: 'float64', shape: header.shape, data };
    }
    if (size === 4 || size === 2) {
      let data = new Float32Array(count);
      for (let index = 0; index < count; index += 1) {
        data[index] = size === 4 ? view.getFloat32(index * 4, littleEndian) : halfToFloat(view.getUint16(index * 2, littleEndian));
      }
      if (header.fortranOrder) data = toRowMajor(data, header.shape);
      return { kind: 'float', dtype: size === 4 ? 'float32' : 'float16', shape: header.shape, data };
    }
  }
  if (kind === 'i' || kind === 'u') {
    let data = new Float64Array(count);
    for (let index = 0; index < count; index += 1) {
      const offset = index * size;
      let value: number;
      if (size === 1) value = kind === 'i' ? view.getInt8(offset) : view.getUint8(offset);
      else if (size === 2) value = kind === 'i' ? view.getInt16(offset, littleEndian) : view.getUint16(offset, littleEndian);
      else if (size === 4) value = kind === 'i' ? view.getInt32(offset, littleEndian) : view.getUint32(offset, littleEndian);
      else if (size === 8) value = Number(kind === 'i' ? view.getBigInt64(offset, littleEndian) : view.getBigUint64(offset, littleEndian));
      else throw npyError(file, `unsupported dtype ${header.descr}`);
      data[index] = value;
    }
    if (header.fortranOrder) data = toRowMajor(data, header.shape);
    return { kind: 'int', dtype: header.descr, shape: header.shape, data };
  }
  if (kind === 'U' || kind === 'S') {
    const data: string[] = [];
    const width = kind === 'U' ? size * 4 : size;
    const utf8 = new TextDecoder('utf-8', { fatal: true });
    for (let index = 0; index < count; index += 1) {
      const start = index * width;
      if (kind === 'U') {
        let text = '';
        for (let offset = 0; offset < size; offset += 1) {
          const point = view.getUint32(start + offset * 4, littleEndian);
          if (point === 0) break;
          if (point > 0x10ffff || (point >= 0xd800 && point <= 0xdfff)) {
            throw npyError(file, `element ${index} is not valid unicode: code point 0x${point.toString(16)} at character ${offset} is ${point > 0x10ffff ? 'beyond U+10FFFF' : 'a lone surrogate'}`);
          }
          text += String.fromCodePoint(point);
        }
        data.push(text);
      } else {
        let end = start;
        while (end < start + width && body[end] !== 0) end += 1;
        try {
          data.push(utf8.decode(body.subarray(start, end)));
        } catch (error) {
          throw npyError(file, `element ${index} is not valid UTF-8 (bytes ${Buffer.from(body.subarray(start, end)).toString('hex')})`, error);
        }
      }
    }
    return { kind: 'string', dtype: header.descr, shape: header.shape, data };
  }
  throw npyError(file, `unsupported dtype ${header.descr}`);
}

function encodeHeader(descr: string, shape: readonly number[]): Uint8Array {
  const shapeText = shape.length === 1 ? `(${shape[0]},)` : `(${shape.join(', ')})`;
  let header = `{'descr': '${descr}', 'fortran_order': False, 'shape': ${shapeText}, }`;
  // The data starts at a multiple of 64 bytes; the header ends with a newline (format version 1.0).
  const total = 10 + header.length + 1;
  header += ' '.repeat((64 - (total % 64)) % 64) + '\n';
  const bytes = new Uint8Array(10 + header.length);
  bytes.set(MAGIC, 0);
  bytes[6] = 1;
  bytes[7] = 0;
  new DataView(bytes.buffer).setUint16(8, header.length, true);
  for (let index = 0; index < header.length; index += 1) bytes[10 + index] = header.charCodeAt(index);
  return bytes;
}

/** Writes a float32 matrix as a little-endian C-order `.npy` (format 1.0). */
export function writeNpyFloat32(matrix: FloatMatrix): Uint8Array {
  const header = encodeHeader('<f4', [matrix.rows, matrix.columns]);
  const result = new Uint8Array(header.length + matrix.data.length * 4);
  result.set(header, 0);
  const view = new DataView(result.buffer, header.length);
  matrix.data.forEach((value, index) => view.setFloat32(index * 4, value, true));
  return result;
}

/** Writes strings as a little-endian fixed-width unicode (`<U<n>`) `.npy` array, as numpy does for `np.array(ids)`. */
export function writeNpyStrings(values: readonly string[]): Uint8Array {
  const width = Math.max(1, ...values.map((value) => [...value].length));
  const header = encodeHeader(`<U${width}`, [values.length]);
  const result = new Uint8Array(header.length + values.length * width * 4);
  result.set(header, 0);
  const view = new DataView(result.buffer, header.length);
  values.forEach((value, row) => {
    [...value].forEach((character, offset) => view.setUint32((row * width + offset) * 4, character.codePointAt(0) as number, true));
  });
  return result;
}

/**
 * Converts a 2-D float array to a float32 matrix (rows = vectors), refusing vectors that cannot be
 * scored: a non-finite value (NaN, ±Infinity, or a float64 beyond float32's range) or a row of
 * zeros (it has no direction: cosine cannot normalise it and a dot product scores it 0 against
 * everything, so it is almost always a failed or unfilled embedding). Errors name the file, the
 * row and, when `ids` are given, the row's id.
 *
 * @param ids One id per row, only to name the offending row in errors.
 */
export function toFloatMatrix(array: NpyArray, file = 'array.npy', ids?: readonly string[]): FloatMatrix {
  if (array.kind !== 'float' || array.shape.length !== 2) {
    throw npyError(file, `expected a 2-D float array (vectors × dimensions), got ${array.kind === 'float' ? `shape (${array.shape.join(', ')})` : `dtype ${array.dtype}`}`);
  }
  const data = array.data instanceof Float32Array ? array.data : Float32Array.from(array.data);
  const matrix = { data, rows: array.shape[0] as number, columns: array.shape[1] as number };
  checkMatrixValues(matrix, file, ids);
  return matrix;
}

/**
 * Throws a SCHEMA error naming `source`, the row and its id (when `ids` are given) at the first row
 * that holds a non-finite value or only zeros. See {@link toFloatMatrix}.
 */
export function checkMatrixValues(matrix: FloatMatrix, source: string, ids?: readonly string[]): void {
  const { data, rows, columns } = matrix;
  const rowName = (row: number): string => (ids?.[row] === undefined ? `row ${row}` : `row ${row} (id ${JSON.stringify(ids[row])})`);
  for (let row = 0; row < rows; row += 1) {
    let zero = true;
    for (let column = 0; column < columns; column += 1) {
      const value = data[row * columns + column] as number;
      if (!Number.isFinite(value)) throw npyError(source, `${rowName(row)} holds ${value} at column ${column}: vectors must be finite (float32)`);
      if (value !== 0) zero = false;
    }
    if (zero && columns > 0) throw npyError(source, `${rowName(row)} is all zeros: a zero vector cannot be ranked (cosine has no direction for it, dot scores it 0 against everything)`);
  }
}
