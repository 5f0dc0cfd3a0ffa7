import { writeSync } from 'node:fs';
import { EXIT_CODES } from './exit-codes.js';

/**
 * Makes sure the process never exits 0 with work undone: until `finish` is called with the
 * command's exit code, the exit code is {@link EXIT_CODES.INTERNAL}, and a process that exits
 * anyway (its event loop emptied while the command waited on a promise that can never settle)
 * says so on stderr. An exit through a second Ctrl-C (exit code 130) prints nothing more.
 *
 * @returns `finish(code)`: the command ended with this exit code.
 */
export function guardWorkUndone(): (code: number) => void {
  let finished = false;
  process.exitCode = EXIT_CODES.INTERNAL;
  process.once('exit', (code) => {
    if (finished || code === EXIT_CODES.INTERRUPTED) return;
    // Synchronous: an exit listener cannot wait for a stream.
    writeSync(2, `execret: stopped with work undone: the command was waiting for something that can never finish (a promise nothing settles); exit code ${code}\n`);
  });
  return (code) => {
    finished = true;
    process.exitCode = code;
  };
}
