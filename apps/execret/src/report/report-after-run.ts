import type { CommandIo } from '../io.js';

/**
 * `execret run --report`: writes the report of the run folder right after the run, exactly as
 * `execret report <out>` does with its defaults, and prints what `report` prints (with `quiet`,
 * as under `run --json`, only its notes on stderr, so stdout stays one JSON document).
 */
export async function reportAfterRun(out: string, io: CommandIo, quiet: boolean): Promise<void> {
  // Loaded on use: the report command reads bundles through run.ts, which imports this file.
  const { runReport } = await import('../commands/report.js');
  if (!quiet) io.stdout('\n');
  await runReport(out, {}, quiet ? { ...io, stdout: () => undefined } : io);
}
