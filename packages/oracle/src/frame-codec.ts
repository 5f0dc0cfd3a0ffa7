import { ExecutionError } from './execution-error.js';

/** Largest frame accepted from a worker, in bytes. */
export const MAX_FRAME_BYTES = 64 * 1024 * 1024;

/** Encodes one message as a frame: a 4-byte big-endian length, then the UTF-8 JSON body. */
export function encodeFrame(message: unknown): Buffer {
  const body = Buffer.from(JSON.stringify(message), 'utf8');
  const frame = Buffer.allocUnsafe(4 + body.length);
  frame.writeUInt32BE(body.length, 0);
  body.copy(frame, 4);
  return frame;
}

/** Splits a byte stream into frames and parses each one as JSON. */
export class FrameDecoder {
  private chunks: Buffer[] = [];
  private buffered = 0;

  /** Adds bytes; returns every message completed by them, in order. */
  push(chunk: Buffer): unknown[] {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    const messages: unknown[] = [];
    while (this.buffered >= 4) {
      const head = this.chunks.length === 1 ? (this.chunks[0] as Buffer) : this.flatten();
      const size = head.readUInt32BE(0);
      if (size > MAX_FRAME_BYTES) {
        throw new ExecutionError(`worker sent a frame of ${size} bytes; the limit is ${MAX_FRAME_BYTES}`);
      }
      if (this.buffered < 4 + size) break;
      const whole = this.chunks.length === 1 ? head : this.flatten();
      const body = whole.subarray(4, 4 + size);
      try {
        messages.push(JSON.parse(body.toString('utf8')));
      } catch (error) {
        throw new ExecutionError(`worker sent a frame that is not valid JSON: ${(error as Error).message}`, error);
      }
      const rest = whole.subarray(4 + size);
      this.chunks = rest.length > 0 ? [rest] : [];
      this.buffered = rest.length;
    }
    return messages;
  }

  private flatten(): Buffer {
    const whole = Buffer.concat(this.chunks, this.buffered);
    this.chunks = [whole];
    return whole;
  }
}
