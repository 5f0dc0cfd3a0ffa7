import { execFileSync } from 'node:child_process';
import { setMaxListeners } from 'node:events';
import { join, resolve } from 'node:path';
import { InvalidArgumentError as CoreInvalidArgumentError, type Language } from '@execret/core';
import { HTTP_PROVIDERS } from '@execret/embeddings';
import { formatHardeningReport } from '@execret/oracle';
import { Command, InvalidArgumentError, Option } from 'commander';
import { buildBenchmark, formatBuildReport } from './commands/build.js';
import { registerReportCommand } from './commands/report.js';
import { runBenchmark, type SystemOutcome } from './commands/run.js';
import { EXIT_CODES, EXIT_CODES_HELP } from './exit-codes.js';
import { IMPORT_KINDS, type ImportKind } from './importers/import-tasks.js';
import type { CommandIo } from './io.js';
import { createOracleService } from './oracle-service.js';
import { createProgress } from './progress.js';
import { createPrecomputedRetriever, listSystems } from './systems.js';

function integer(value: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) throw new InvalidArgumentError(`expected an integer, got "${value}"`);
  return parsed;
}

function kList(value: string): number[] {
  const ks = value.split(',').map((part) => Number(part.trim()));
  if (ks.length === 0 || ks.some((k) => !Number.isSafeInteger(k) || k < 1)) throw new InvalidArgumentError(`expected positive integers separated by commas, got "${value}"`);
  return ks;
}

function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

// Ctrl-C aborts the current stage; finished work stays in the caches and result files.
function interruptible(): { signal: AbortSignal; release: () => void } {
  const controller = new AbortController();
  // Every job in flight listens to the signal; thousands at once are expected, not a leak.
  setMaxListeners(0, controller.signal);
  const onSignal = (): void => controller.abort(new Error('interrupted'));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return {
    signal: controller.signal,
    release: () => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    },
  };
}

function summarizeOutcomes(outcomes: readonly SystemOutcome[], ks: readonly number[]): string {
  const header = ['system', ...ks.map((k) => `exec@${k}`), `ndcg@${ks[0]}`, 'rank-1 ties', 'status'];
  const rows = outcomes.map((outcome) => [
    outcome.system,
    ...ks.map((k) => (outcome.metrics[`exec@${k}`] ?? 0).toFixed(3)),
    (outcome.metrics[`ndcg@${ks[0]}`] ?? 0).toFixed(3),
    `${((outcome.metrics['rank1_tied_share'] ?? 0) * 100).toFixed(1)}%`,
    outcome.status,
  ]);
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] as string).length)));
  return [header, ...rows].map((row) => row.map((cell, column) => cell.padEnd(widths[column] as number)).join('  ')).join('\n');
}

/** Adds build, run, score, systems and doctor to the program. */
export function registerPipelineCommands(program: Command, io: CommandIo, setExitCode: (code: number) => void): void {
  program
    .command('build')
    .description('build a benchmark bundle: tasks → mutants → oracle gates → bundle')
    .addOption(new Option('--from <kind>', 'import tasks instead of the built-in ones').choices([...IMPORT_KINDS]))
    .argument('[path]', 'the file or folder to import (with --from)')
    .addOption(new Option('--language <language>', 'language of the built-in tasks').choices(['python', 'typescript']).default('python'))
    .requiredOption('--out <dir>', 'bundle folder to write')
    .addOption(new Option('--seed <n>', 'seed of distractor choice and corpus id order').argParser(integer).default(20260510))
    .addOption(new Option('--max-distractors <n>', 'distractors kept per task').argParser(integer).default(4))
    .option('--cache <dir>', 'execution cache folder (default: <out>/../.execret-cache)')
    .option('--import-cache <file>', 'seed the execution cache from an execution_cache.jsonl exported by --export-cache')
    .option('--export-cache <file>', 'write the verdict of every job the build needed (canonicals and all candidates)')
    .option('--json', 'print the build report as JSON')
    .action(async (path: string | undefined, options: { from?: ImportKind; language: Language; out: string; seed: number; maxDistractors: number; cache?: string; importCache?: string; exportCache?: string; json?: boolean }) => {
      if (options.from !== undefined && path === undefined) throw new CoreInvalidArgumentError(`--from ${options.from} needs a path: execret build --from ${options.from} <path> --out <dir>`);
      const out = resolve(options.out);
      const progress = createProgress(io, { quiet: options.json });
      const oracle = createOracleService(options.cache ?? join(out, '..', '.execret-cache'), { onWarning: (message) => progress.note(`warning: ${message}`) });
      const { signal, release } = interruptible();
      try {
        const report = await buildBenchmark({
          ...(options.from === undefined ? {} : { from: { kind: options.from, path: path as string } }),
          language: options.language,
          out,
          seed: options.seed,
          maxDistractors: options.maxDistractors,
          ...(options.importCache === undefined ? {} : { importCache: resolve(options.importCache) }),
          ...(options.exportCache === undefined ? {} : { exportCache: resolve(options.exportCache) }),
          oracle,
          progress,
          abortSignal: signal,
        });
        io.stdout(options.json ? `${JSON.stringify(report, null, 2)}\n` : formatBuildReport(report, out));
        setExitCode(report.tasks.accepted > 0 ? EXIT_CODES.OK : EXIT_CODES.CHECK_FAILED);
      } finally {
        release();
        await oracle.dispose();
      }
    });

  const runCommand = (name: string, description: string) =>
    program
      .command(name)
      .description(description)
      .option('--bundle <bundle>', 'builtin, builtin:typescript, or a bundle folder', 'builtin')
      .option('--out <dir>', 'output folder', 'execret-out')
      .addOption(new Option('--k <list>', 'cutoffs').argParser(kList).default([1, 3, 5, 10], '1,3,5,10'))
      .option('--models <dir>', 'folder of local ONNX models for transformers: systems')
      .option('--allow-remote-models', 'let transformers: systems download models')
      .option('--force', 'recompute systems whose results exist')
      .option('--json', 'print machine-readable output');

  runCommand('run', 'rank every query with each system and judge results by execution')
    .option('--system <id>', 'system id (repeatable; default bm25); see execret systems', collect)
    .addHelpText('after', EXIT_CODES_HELP)
    .action(async (options: { bundle: string; out: string; k: number[]; system?: string[]; models?: string; allowRemoteModels?: boolean; force?: boolean; json?: boolean }) => {
      await runAndPrint(io, options, options.system ?? ['bm25']);
      setExitCode(EXIT_CODES.OK);
    });

  runCommand('score', 'results from precomputed matrices (.npz with embeddings and ids), no model needed')
    .requiredOption('--queries <npz>', 'query vectors (.npz: embeddings, ids)')
    .requiredOption('--corpus <npz>', 'corpus vectors (.npz: embeddings, ids)')
    .addOption(new Option('--similarity <kind>', 'how vectors compare').choices(['cosine', 'dot']).default('cosine'))
    .action(async (options: { bundle: string; out: string; k: number[]; queries: string; corpus: string; similarity: 'cosine' | 'dot'; force?: boolean; json?: boolean }) => {
      const systemId = `npz:${options.corpus}`;
      await runAndPrint(io, options, [systemId], async () => createPrecomputedRetriever(options.queries, options.corpus, options.similarity));
      setExitCode(EXIT_CODES.OK);
    });

  registerReportCommand(program, io, setExitCode);

  program
    .command('systems')
    .description('list known systems and their invocation profiles')
    .option('--json', 'print JSON')
    .action((options: { json?: boolean }) => {
      const rows = listSystems();
      if (options.json) {
        io.stdout(`${JSON.stringify(rows, null, 2)}\n`);
        return;
      }
      const width = Math.max(...rows.map((row) => row.system.length));
      for (const row of rows) io.stdout(`${row.system.padEnd(width)}  ${row.kind.padEnd(7)}  ${row.similarity.padEnd(6)}  ${row.settings}\n`);
      io.stdout('\nAlso: npz:<file.npz> (precomputed query_embeddings/query_ids/corpus_embeddings/corpus_ids), openai-compatible:<model>?baseURL=…, ollama:<model>, tei:<model>.\n');
    });

  program
    .command('doctor')
    .description('show the Python version, sandbox protections, cache locations and API keys found (names only)')
    .option('--cache <dir>', 'execution cache folder', '.execret-cache')
    .option('--json', 'print JSON')
    .action(async (options: { cache: string; json?: boolean }) => {
      const warnings: string[] = [];
      const oracle = createOracleService(options.cache, { onWarning: (message) => warnings.push(message) });
      try {
        let python = 'not found';
        try {
          python = execFileSync('python3', ['--version'], { encoding: 'utf8' }).trim();
        } catch {
          warnings.push('python3 is not on PATH: Python tasks cannot be executed');
        }
        const hardening = await oracle.oracle.executor('python').hardeningReport();
        const keys = Object.values(HTTP_PROVIDERS).flatMap((spec) => spec.keyVariables).filter((name, index, all) => all.indexOf(name) === index);
        const found = keys.filter((name) => (process.env[name] ?? '') !== '');
        const report = { node: process.version, python, sandbox: hardening, caches: { executions: resolve(options.cache, 'executions.sqlite'), embeddings: resolve('execret-out', 'cache', 'embeddings.sqlite') }, api_keys_found: found, api_keys_checked: keys, warnings };
        if (options.json) {
          io.stdout(`${JSON.stringify(report, null, 2)}\n`);
        } else {
          io.stdout(
            [
              `node      ${report.node}`,
              `python    ${python}`,
              'sandbox:',
              ...formatHardeningReport(hardening).map((line) => `  ${line}`),
              `execution cache  ${report.caches.executions}`,
              `embedding cache  ${report.caches.embeddings} (per run: <out>/cache/embeddings.sqlite)`,
              `API keys found   ${found.length > 0 ? found.join(', ') : 'none'} (checked ${keys.join(', ')})`,
              ...warnings.map((warning) => `warning: ${warning}`),
            ].join('\n') + '\n',
          );
        }
        setExitCode(EXIT_CODES.OK);
      } finally {
        await oracle.dispose();
      }
    });
}

async function runAndPrint(
  io: CommandIo,
  options: { bundle: string; out: string; k: number[]; models?: string; allowRemoteModels?: boolean; force?: boolean; json?: boolean },
  systems: string[],
  createRetriever?: Parameters<typeof runBenchmark>[0]['createRetriever'],
): Promise<void> {
  const out = resolve(options.out);
  const progress = createProgress(io, { quiet: options.json });
  const oracle = createOracleService(join(out, 'cache'), { onWarning: (message) => progress.note(`warning: ${message}`) });
  const { signal, release } = interruptible();
  try {
    const outcomes = await runBenchmark({
      bundle: options.bundle,
      systems,
      out,
      ks: options.k,
      execute: oracle.execute,
      context: { modelsDirectory: options.models, allowRemoteModels: options.allowRemoteModels },
      ...(createRetriever === undefined ? {} : { createRetriever }),
      force: options.force,
      progress,
      abortSignal: signal,
    });
    if (options.json) io.stdout(`${JSON.stringify(outcomes, null, 2)}\n`);
    else io.stdout(`${summarizeOutcomes(outcomes, options.k)}\n\nresults in ${join(out, 'results')}; next: execret report ${options.out}\n`);
  } finally {
    release();
    await oracle.dispose();
  }
}
