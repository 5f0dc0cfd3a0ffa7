import { InvalidArgumentError } from '@execret/core';
import { Option, type Command } from 'commander';
import { EXIT_CODES_HELP } from '../exit-codes.js';
import type { CommandIo } from '../io.js';
import { precomputedSystemSource, type SystemSource } from '../systems.js';
import { defaultTrecRunName, trecRunSystemSource } from '../trec-run-system.js';
import { addRunOptions, runAndPrint, type RunCommandOptions } from './run.js';

/** Options of `execret score`. */
export interface ScoreCommandOptions extends RunCommandOptions {
  /** Query vectors (.npz), with `corpus`. */
  queries?: string;
  /** Corpus vectors (.npz), with `queries`. */
  corpus?: string;
  /** A TREC run file made by any tool (instead of `queries` and `corpus`). */
  run?: string;
  similarity: 'cosine' | 'dot';
  /** The system's name in results/ and the report (default: the run file's tag, or `npz:<corpus>`). */
  name?: string;
}

/**
 * The system `execret score` judges, from its options: a TREC run file (`--run`) or a pair of
 * precomputed matrices (`--queries` and `--corpus`), never both.
 *
 * @throws InvalidArgumentError (exit code 2) for a missing or conflicting input.
 */
export async function scoreSystem(options: ScoreCommandOptions): Promise<{ systemId: string; source: SystemSource }> {
  const matrices = options.queries !== undefined || options.corpus !== undefined;
  if (options.run !== undefined && matrices) throw new InvalidArgumentError('score takes either --run <file.trec> or --queries <npz> with --corpus <npz>, not both');
  if (options.name !== undefined && options.name.trim() === '') throw new InvalidArgumentError('--name must not be empty');
  if (options.run !== undefined) {
    return { systemId: options.name ?? (await defaultTrecRunName(options.run)), source: trecRunSystemSource(options.run) };
  }
  if (options.queries === undefined || options.corpus === undefined) {
    throw new InvalidArgumentError(`score needs --run <file.trec>, or both --queries <npz> and --corpus <npz> (missing ${options.queries === undefined && options.corpus === undefined ? 'all of them' : options.queries === undefined ? '--queries' : '--corpus'})`);
  }
  return { systemId: options.name ?? `npz:${options.corpus}`, source: precomputedSystemSource(options.queries, options.corpus, options.similarity) };
}

/**
 * Adds `execret score` to the program: results from a TREC run file made by any tool, or from
 * precomputed query and corpus matrices. The input files are checked before any work, and their
 * bytes are in the reuse key: replacing one recomputes the system.
 */
export function registerScoreCommand(program: Command, io: CommandIo, setExitCode: (code: number) => void): void {
  addRunOptions(program.command('score').description('judge a TREC run file (--run) or precomputed matrices (--queries, --corpus) against a bundle, no model needed'))
    .option('--run <trec>', 'a TREC run file (qid Q0 docno rank score tag) made by any tool')
    .option('--queries <npz>', 'query vectors (.npz: embeddings, ids); with --corpus')
    .option('--corpus <npz>', 'corpus vectors (.npz: embeddings, ids); with --queries')
    .option('--query-subset <n|file>', 'a seeded sample of n queries, or a file of query ids (run\'s --queries; here --queries names the query vectors)')
    .addOption(new Option('--similarity <kind>', 'how vectors compare').choices(['cosine', 'dot']).default('cosine'))
    .option('--name <system>', 'the system name in results/ and the report (default: the run file\'s tag or base name; npz:<corpus>)')
    .addHelpText('after', EXIT_CODES_HELP)
    .action(async (options: ScoreCommandOptions) => {
      const { systemId, source } = await scoreSystem(options);
      setExitCode(await runAndPrint(io, options, [systemId], source));
    });
}
