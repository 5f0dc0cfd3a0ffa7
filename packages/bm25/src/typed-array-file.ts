import { open } from 'node:fs/promises';
import { endianness } from 'node:os';
import { IoError, writeChunksAtomic } from '@execret/core';

/** The typed-array kinds a {@link TypedArrayFile} can hold. */
export type StoredArray = Uint32Array | Float64Array;

/** A JSON header plus named typed arrays: what {@link writeTypedArrayFile} stores. */
export interface TypedArrayFile {
  /** Any JSON-serialisable object. */
  header: Record<string, unknown>;
  /** The arrays, by name. */
  arrays: Record<string, StoredArray>;
}

interface ArrayEntry {
  name: string;
  type: 'uint32' | 'float64';
  length: number;
  byteOffset: number;
}

const MAGIC = 'EXBM25IX';
const FORMAT_VERSION = 1;
const PREFIX_BYTES = 16;
const ALIGNMENT = 8;
// fs reads and writes take at most 2^31 − 1 bytes per call.
const CHUNK_BYTES = 1 << 30;

/**
 * Writes a header and typed arrays to `path` atomically (a temporary file in the same folder, synced,
 * then renamed, through core's `writeChunksAtomic`), without copying the arrays.
 *
 * Layout: 8 bytes `EXBM25IX`, uint32 LE format version (1), uint32 LE header length H, H bytes of
 * UTF-8 JSON (`{ header, arrays: [{ name, type, length, byteOffset }] }`), zero padding to a multiple
 * of 8 bytes, then each array's raw little-endian bytes at its 8-byte-aligned `byteOffset` (counted
 * from the end of that padding).
 *
 * @throws IoError when the file cannot be written, or on a big-endian machine.
 */
export async function writeTypedArrayFile(path: string, file: TypedArrayFile): Promise<void> {
  requireLittleEndian(path);
  const entries: ArrayEntry[] = [];
  let offset = 0;
  for (const [name, array] of Object.entries(file.arrays)) {
    offset = align(offset);
    entries.push({ name, type: array instanceof Float64Array ? 'float64' : 'uint32', length: array.length, byteOffset: offset });
    offset += array.byteLength;
  }
  const headerBytes = Buffer.from(JSON.stringify({ header: file.header, arrays: entries }), 'utf8');
  const dataStart = align(PREFIX_BYTES + headerBytes.length);

  const prefix = Buffer.alloc(PREFIX_BYTES);
  prefix.write(MAGIC, 0, 'latin1');
  prefix.writeUInt32LE(FORMAT_VERSION, 8);
  prefix.writeUInt32LE(headerBytes.length, 12);

  // Zero bytes that move the next block to its 8-byte-aligned offset (the offsets are laid out above).
  async function* chunks(): AsyncGenerator<Uint8Array> {
    yield prefix;
    yield headerBytes;
    yield new Uint8Array(dataStart - PREFIX_BYTES - headerBytes.length);
    let position = 0;
    for (const entry of entries) {
      yield new Uint8Array(entry.byteOffset - position);
      const array = file.arrays[entry.name] as StoredArray;
      yield new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
      position = entry.byteOffset + array.byteLength;
    }
  }
  try {
    await writeChunksAtomic(path, chunks());
  } catch (error) {
    throw new IoError(`could not write index file ${path}: ${(error as Error).message}`, { file: path }, error);
  }
}

/**
 * Reads a file written by {@link writeTypedArrayFile}. Each array gets its own buffer.
 *
 * @throws IoError when the file is missing, unreadable, not an index file, of another format version,
 *   or shorter than its header says.
 */
export async function readTypedArrayFile(path: string): Promise<TypedArrayFile> {
  requireLittleEndian(path);
  let handle;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    throw new IoError(`could not open index file ${path}: ${(error as Error).message}`, { file: path }, error);
  }
  try {
    const { size } = await handle.stat();
    if (size < PREFIX_BYTES) throw invalid(path, `expected at least ${PREFIX_BYTES} bytes, got ${size}`);
    const prefix = Buffer.alloc(PREFIX_BYTES);
    await readAll(handle, prefix, 0);
    const magic = prefix.toString('latin1', 0, 8);
    if (magic !== MAGIC) throw invalid(path, `expected the file to start with "${MAGIC}", got ${JSON.stringify(magic)}`);
    const version = prefix.readUInt32LE(8);
    if (version !== FORMAT_VERSION) throw invalid(path, `expected format version ${FORMAT_VERSION}, got ${version}`);
    const headerLength = prefix.readUInt32LE(12);
    if (PREFIX_BYTES + headerLength > size) throw invalid(path, `header of ${headerLength} bytes runs past the end of the ${size}-byte file`);
    const headerBytes = Buffer.alloc(headerLength);
    await readAll(handle, headerBytes, PREFIX_BYTES);
    let parsed: { header?: unknown; arrays?: unknown };
    try {
      parsed = JSON.parse(headerBytes.toString('utf8')) as { header?: unknown; arrays?: unknown };
    } catch (error) {
      throw invalid(path, `header is not valid JSON (${(error as Error).message})`);
    }
    if (typeof parsed.header !== 'object' || parsed.header === null || !Array.isArray(parsed.arrays)) {
      throw invalid(path, 'header must hold an object "header" and an array "arrays"');
    }
    const dataStart = align(PREFIX_BYTES + headerLength);
    const arrays: Record<string, StoredArray> = {};
    for (const raw of parsed.arrays as unknown[]) {
      const entry = raw as Partial<ArrayEntry>;
      const { name, type, length, byteOffset } = entry;
      if (typeof name !== 'string' || (type !== 'uint32' && type !== 'float64') || !Number.isSafeInteger(length) || !Number.isSafeInteger(byteOffset) || (length as number) < 0 || (byteOffset as number) < 0) {
        throw invalid(path, `malformed array entry ${JSON.stringify(raw)}`);
      }
      const byteLength = (length as number) * (type === 'float64' ? 8 : 4);
      const position = dataStart + (byteOffset as number);
      // Checked before allocating, so a corrupt length cannot ask for more memory than the file holds.
      if (position + byteLength > size) {
        throw invalid(path, `array "${name}" (${byteLength} bytes at ${byteOffset}) runs past the end of the ${size}-byte file`);
      }
      const array = type === 'float64' ? new Float64Array(length as number) : new Uint32Array(length as number);
      await readAll(handle, new Uint8Array(array.buffer), position);
      arrays[name] = array;
    }
    return { header: parsed.header as Record<string, unknown>, arrays };
  } catch (error) {
    if (IoError.isInstance(error)) throw error;
    throw new IoError(`could not read index file ${path}: ${(error as Error).message}`, { file: path }, error);
  } finally {
    await handle.close();
  }
}

type FileHandle = Awaited<ReturnType<typeof open>>;

async function readAll(handle: FileHandle, bytes: Uint8Array, position: number): Promise<void> {
  let done = 0;
  while (done < bytes.length) {
    const length = Math.min(CHUNK_BYTES, bytes.length - done);
    const result = await handle.read(bytes, done, length, position + done);
    if (result.bytesRead === 0) throw new Error(`unexpected end of file at byte ${position + done}`);
    done += result.bytesRead;
  }
}

function align(offset: number): number {
  return Math.ceil(offset / ALIGNMENT) * ALIGNMENT;
}

function invalid(path: string, detail: string): IoError {
  return new IoError(`${path} is not a valid BM25 index file: ${detail}`, { file: path });
}

function requireLittleEndian(path: string): void {
  if (endianness() !== 'LE') {
    throw new IoError(`BM25 index files are little-endian; this machine is big-endian (${path})`, { file: path });
  }
}
