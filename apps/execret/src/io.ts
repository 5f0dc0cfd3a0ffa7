/** Where a command writes; the CLI passes the process streams, tests pass collectors. */
export interface CommandIo {
  /** Writes text to standard output (no newline added). */
  stdout: (text: string) => void;
  /** Writes text to standard error (no newline added). */
  stderr: (text: string) => void;
}

let pipeGuarded = false;

// A reader that goes away early (`execret systems | head`) is not an error: stop writing quietly.
function guardPipes(): void {
  if (pipeGuarded) return;
  pipeGuarded = true;
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') stream.destroy();
      else throw error;
    });
  }
}

/** The process's own streams. */
export const processIo: CommandIo = {
  stdout: (text) => {
    guardPipes();
    if (!process.stdout.destroyed) process.stdout.write(text);
  },
  stderr: (text) => {
    guardPipes();
    if (!process.stderr.destroyed) process.stderr.write(text);
  },
};
