import { ExecretErrorCode, toExecretError } from '@execret/core';
import { Command, CommanderError } from 'commander';
import { registerBuildCommand } from './commands/build.js';
import { registerDoctorCommand } from './commands/doctor.js';
import { registerReportCommand } from './commands/report.js';
import { registerRunCommand } from './commands/run.js';
import { registerScoreCommand } from './commands/score.js';
import { registerSystemsCommand } from './commands/systems.js';
import { registerValidateCommand } from './commands/validate.js';
import { EXIT_CODES, EXIT_CODES_HELP } from './exit-codes.js';
import { processIo, type CommandIo } from './io.js';
import { VERSION } from './version.js';

export { VERSION };

/** The commands, in help order; each file under `commands/` registers one. */
const COMMANDS = [registerValidateCommand, registerBuildCommand, registerRunCommand, registerScoreCommand, registerReportCommand, registerSystemsCommand, registerDoctorCommand] as const;

/** Builds the commander program; `setExitCode` receives each command's exit code. */
export function createProgram(io: CommandIo, setExitCode: (code: number) => void): Command {
  const program = new Command()
    .name('execret')
    .description('Measure whether code retrievers can tell correct code from near-identical buggy code.')
    .version(VERSION, '-V, --version', 'print the version')
    .helpOption('-h, --help', 'show help')
    .showSuggestionAfterError(true)
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .addHelpText('after', EXIT_CODES_HELP)
    .exitOverride();
  for (const register of COMMANDS) register(program, io, setExitCode);
  return program;
}

/** Maps an error to the documented exit code. */
export function exitCodeFor(error: unknown): number {
  const normalized = toExecretError(error);
  switch (normalized.code) {
    case ExecretErrorCode.IO:
      return EXIT_CODES.IO;
    case ExecretErrorCode.INVALID_ARGUMENT:
      return EXIT_CODES.USAGE;
    case ExecretErrorCode.ABORTED:
      return EXIT_CODES.INTERRUPTED;
    case ExecretErrorCode.SCHEMA:
    case ExecretErrorCode.JSONL_PARSE:
    case ExecretErrorCode.JSONL_TRUNCATED:
    case ExecretErrorCode.BUNDLE_INVALID:
      return EXIT_CODES.CHECK_FAILED;
    default:
      return EXIT_CODES.INTERNAL;
  }
}

/**
 * Runs the CLI with `argv` (without the node and script paths) and returns the exit code. Errors
 * are printed as one line on stderr; nothing here calls `process.exit`.
 */
export async function main(argv: readonly string[], io: CommandIo = processIo): Promise<number> {
  let exitCode: number = EXIT_CODES.OK;
  const program = createProgram(io, (code) => {
    exitCode = code;
  });
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version "errors" are normal exits; the rest are usage errors already printed.
      return error.exitCode === 0 ? EXIT_CODES.OK : EXIT_CODES.USAGE;
    }
    const normalized = toExecretError(error);
    io.stderr(`execret: ${normalized.message.split('\n')[0]}\n`);
    return exitCodeFor(normalized);
  }
}
