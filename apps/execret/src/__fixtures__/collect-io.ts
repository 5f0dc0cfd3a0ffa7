import type { CommandIo } from '../io.js';

/** A CommandIo that keeps what a command prints, for tests to read. */
export function collectIo(): CommandIo & { out: string; err: string } {
  const io = {
    out: '',
    err: '',
    stdout: (text: string) => {
      io.out += text;
    },
    stderr: (text: string) => {
      io.err += text;
    },
  };
  return io;
}
