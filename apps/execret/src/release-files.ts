import { mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { writeFileAtomic } from '@execret/core';
import { environmentSnapshot } from './environment-snapshot.js';
import { invocationTable } from './invocation-table.js';
import { OUTPUT_FILES } from './output-folder.js';
import { pairedDifferenceFile, type Comparison } from './paired-comparisons.js';
import { writeEmbeddingSummary, type EmbeddingSummaryEntry } from './saved-embeddings.js';
import { writeSha256Sums } from './sha256-sums.js';

/** Inputs of {@link writeReleaseFiles}. */
export interface ReleaseFilesOptions {
  /** Every system with results in the folder, by id: its `execret.system` (the `systems` of `config.json`). */
  systems: Readonly<Record<string, unknown>>;
  /** Saved matrices by system id; entries of systems without results are left out of the summary. */
  embeddings: ReadonlyMap<string, EmbeddingSummaryEntry>;
  /** `--compare` pairs (A − B); none: every pair. */
  comparisons?: readonly Comparison[] | undefined;
  /** Seed of the bootstrap (the run's). */
  seed: number;
  /** Bootstrap resamples (default 5,000). */
  resamples?: number;
  /** Where notes go (a comparison left out, intervals that could not be computed). */
  note: (message: string) => void;
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/**
 * Writes the files a study publishes beside its results, from what the folder holds: 
 * `embedding_summary.json` (saved matrices of the systems with results), `invocation_table.json`,
 * `tests/paired_difference_intervals.json`, `environment.json`, and last `SHA256SUMS` over every
 * file of the folder (`cache/` aside). Each is written atomically and depends only on the folder's
 * files, the options and the machine (no time, host or path), so a rerun that changes nothing
 * rewrites the same bytes.
 */
export async function writeReleaseFiles(directory: string, options: ReleaseFilesOptions): Promise<void> {
  const embeddings = new Map([...options.embeddings].filter(([systemId]) => Object.hasOwn(options.systems, systemId)));
  await writeEmbeddingSummary(directory, embeddings);
  await writeFileAtomic(join(directory, OUTPUT_FILES.invocationTable), json(invocationTable(options.systems, embeddings)));

  const intervalsPath = join(directory, OUTPUT_FILES.pairedDifferenceIntervals);
  if (Object.keys(options.systems).length === 0) {
    await rm(intervalsPath, { force: true });
  } else {
    try {
      const { intervals, skipped } = await pairedDifferenceFile(directory, { comparisons: options.comparisons, seed: options.seed, resamples: options.resamples });
      for (const [a, b] of skipped) options.note(`--compare "${a} vs ${b}": left out of ${OUTPUT_FILES.pairedDifferenceIntervals} (no results for ${Object.hasOwn(options.systems, a) ? b : a})`);
      await mkdir(dirname(intervalsPath), { recursive: true });
      await writeFileAtomic(intervalsPath, json(intervals));
    } catch (error) {
      await rm(intervalsPath, { force: true });
      options.note(`${OUTPUT_FILES.pairedDifferenceIntervals} not written: ${(error as Error).message.split('\n')[0] ?? ''}`);
    }
  }
  await writeFileAtomic(join(directory, OUTPUT_FILES.environment), json(await environmentSnapshot()));
  await writeSha256Sums(directory);
}
