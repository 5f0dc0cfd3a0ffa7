/**
 * Encodes a vector as base64 of its little-endian float32 bytes: exact (every float32 comes back
 * bit for bit) and about a quarter of the size of the JSON numbers.
 */
export function encodeFloat32(vector: ArrayLike<number>): string {
  const view = new DataView(new ArrayBuffer(vector.length * 4));
  for (let index = 0; index < vector.length; index += 1) view.setFloat32(index * 4, vector[index] as number, true);
  return Buffer.from(view.buffer).toString('base64');
}

/** Decodes {@link encodeFloat32}'s text; throws a TypeError when the byte count is not a multiple of 4. */
export function decodeFloat32(text: string): Float32Array {
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length % 4 !== 0) throw new TypeError(`a float32 vector needs a multiple of 4 bytes, got ${bytes.length}`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  const vector = new Float32Array(bytes.length / 4);
  for (let index = 0; index < vector.length; index += 1) vector[index] = view.getFloat32(index * 4, true);
  return vector;
}
