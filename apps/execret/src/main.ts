import { ExecretErrorCode, toExecretError } from '@execret/core';
import { Command, CommanderError } from 'commander';
import { registerBuildCommand } from './commands/build.js';
import { registerCheckCommand } from './commands/check.js';
import { registerDoctorCommand } from './commands/doctor.js';
import { registerExportBundleCommand } from './commands/export-bundle.js';
import { registerExportCommand } from './commands/export.js';
import { registerReportCommand } from './commands/report.js';
import { registerRunCommand } from './commands/run.js';
import { registerScoreCommand } from './commands/score.js';
import { registerShowCommand } from './commands/show.js';
import { registerSystemsCommand } from './commands/systems.js';
import { registerValidateCommand } from './commands/validate.js';
import { registerVerifyCommand } from './commands/verify.js';
import { registerWorkerCommand } from './commands/worker.js';
import { errorLines } from './error-lines.js';
import { EXIT_CODES, EXIT_CODES_HELP } from './exit-codes.js';
import { processIo, type CommandIo } from './io.js';
import { VERSION } from './version.js';

export { VERSION };

/** The commands, in help order; each file under `commands/` registers one. */
const COMMANDS = [registerValidateCommand, registerBuildCommand, registerVerifyCommand, registerRunCommand, registerScoreCommand, registerReportCommand, registerShowCommand, registerCheckCommand, registerSystemsCommand, registerExportBundleCommand, registerExportCommand, registerWorkerCommand, registerDoctorCommand] as const;

/** What a program built by {@link createProgram} knows about its last usage error. */
interface UsageState {
  /** Set once commander's own usage error was printed, so `main` does not print it again. */
  printed: boolean;
  /** The command whose action is running (for usage errors thrown by an action). */
  active?: Command;
}

const usageStates = new WeakMap<Command, UsageState>();

// `execret run`, or `execret` for the program itself.
function commandPath(command: Command): string {
  const names: string[] = [];
  for (let current: Command | null = command; current !== null; current = current.parent) names.unshift(current.name());
  return names.join(' ');
}

/**
 * Formats a commander usage message (`error: unknown option '--x'\n(Did you mean --json?)`) as the
 * documented one line: `execret: unknown option '--x'; did you mean --json? (see execret run --help)`.
 */
export function formatUsageError(message: string, command: Command): string {
  const text = message
    .trim()
    .replace(/^error:\s*/, '')
    .replace(/\s*\n\(Did you mean (.*)\?\)$/, '; did you mean $1?')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(' ');
  return `execret: ${text} (see ${commandPath(command)} --help)\n`;
}

function eachCommand(command: Command, visit: (command: Command) => void): void {
  visit(command);
  for (const subcommand of command.commands) eachCommand(subcommand, visit);
}

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
  const state: UsageState = { printed: false };
  usageStates.set(program, state);
  // Each command prints its own usage errors, so the hint names the command whose options were wrong.
  eachCommand(program, (command) => {
    command.configureOutput({
      outputError: (message, write) => {
        state.printed = true;
        write(formatUsageError(message, command));
      },
    });
  });
  program.hook('preAction', (_program, actionCommand) => {
    state.active = actionCommand;
  });
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
    case ExecretErrorCode.INVALID_UTF8:
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
      // Help and version "errors" are normal exits; the rest are usage errors.
      if (error.exitCode === 0) return EXIT_CODES.OK;
      const state = usageStates.get(program);
      // Commander printed parse errors already; one thrown by an action (InvalidArgumentError) is printed here.
      if (state !== undefined && !state.printed && error.code !== 'commander.help') io.stderr(formatUsageError(error.message, state.active ?? program));
      return EXIT_CODES.USAGE;
    }
    const normalized = toExecretError(error);
    io.stderr(errorLines(normalized));
    return exitCodeFor(normalized);
  }
}
