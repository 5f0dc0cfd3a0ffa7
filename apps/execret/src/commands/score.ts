import { Option, type Command } from 'commander';
import { EXIT_CODES } from '../exit-codes.js';
import type { CommandIo } from '../io.js';
import { createPrecomputedRetriever } from '../systems.js';
import { addRunOptions, runAndPrint, type RunCommandOptions } from './run.js';

/** Adds `execret score` (results from precomputed query and corpus matrices) to the program. */
export function registerScoreCommand(program: Command, io: CommandIo, setExitCode: (code: number) => void): void {
  addRunOptions(program.command('score').description('results from precomputed matrices (.npz with embeddings and ids), no model needed'))
    .requiredOption('--queries <npz>', 'query vectors (.npz: embeddings, ids)')
    .requiredOption('--corpus <npz>', 'corpus vectors (.npz: embeddings, ids)')
    .addOption(new Option('--similarity <kind>', 'how vectors compare').choices(['cosine', 'dot']).default('cosine'))
    .action(async (options: RunCommandOptions & { queries: string; corpus: string; similarity: 'cosine' | 'dot' }) => {
      await runAndPrint(io, options, [`npz:${options.corpus}`], async () => createPrecomputedRetriever(options.queries, options.corpus, options.similarity));
      setExitCode(EXIT_CODES.OK);
    });
}
