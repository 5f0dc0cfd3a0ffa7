/** Where a command writes; the CLI passes the process streams, tests pass collectors. */
export interface CommandIo {
  /** Writes text to standard output (no newline added). */
  stdout: (text: string) => void;
  /** Writes text to standard error (no newline added). */
  stderr: (text: string) => void;
}

/** The process's own streams. */
export const processIo: CommandIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};
