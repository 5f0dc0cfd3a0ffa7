import { ExecretErrorCode, toExecretError } from '@execret/core';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { runValidate } from './commands/validate.js';
import { registerPipelineCommands } from './pipeline-commands.js';
import { EXIT_CODES, EXIT_CODES_HELP } from './exit-codes.js';
import { processIo, type CommandIo } from './io.js';

import { VERSION } from './version.js';

export { VERSION };

function positiveInteger(value: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 1) throw new InvalidArgumentError(`expected a positive integer, got "${value}"`);
  return parsed;
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

  program
    .command('validate')
    .description('check a bundle (queries.jsonl, corpus.jsonl, ...) and print a summary')
    .argument('<bundle>', 'bundle folder (or a folder whose data/ subfolder holds the files)')
    .option('--json', 'print a machine-readable report')
    .addOption(new Option('--max-problems <n>', 'report at most this many problems').argParser(positiveInteger).default(1000))
    .addHelpText('after', EXIT_CODES_HELP)
    .action(async (bundle: string, options: { json?: boolean; maxProblems: number }) => {
      setExitCode(await runValidate(bundle, options, io));
    });

  registerPipelineCommands(program, io, setExitCode);
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
