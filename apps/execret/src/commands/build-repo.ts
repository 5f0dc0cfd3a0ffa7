import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { InvalidArgumentError, writeBundle, type Language } from '@execret/core';
import { allMutators, type Mutator } from '@execret/mutator';
import { buildRepoBenchmark, formatRepoBuildReport, type RepoBuildReport } from '@execret/repo';
import type { CommandIo } from '../io.js';
import type { Progress } from '../progress.js';
import { chooseOperators, loadUserMutators, type LanguageOperators } from '../user-mutators.js';
import { toolVersions } from '../versions.js';

/** Options of {@link buildFromRepo} (`execret build --from repo <dir>`). */
export interface BuildFromRepoOptions {
  /** The project folder; never written to. */
  projectDir: string;
  /** Output bundle folder (a bundle or empty; replaced whole). */
  out: string;
  seed: number;
  maxDistractors: number;
  /** `--test-command`: the test command, split on spaces (e.g. `pytest tests/unit -m "not slow"`). */
  testCommand?: string;
  /** `--pass-env`: environment variable names passed into the sandbox. */
  passEnv?: readonly string[];
  mutatorModules?: readonly string[];
  builtinMutators?: boolean;
  operators?: readonly string[];
  bugTypes?: readonly string[];
  excludeOperators?: readonly string[];
  progress: Progress;
  abortSignal?: AbortSignal;
}

/** Splits a command line on spaces, keeping quoted parts together (no expansion of any kind). */
export function splitCommand(command: string): string[] {
  const words: string[] = [];
  for (const match of command.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)) words.push(match[1] ?? match[2] ?? match[3] ?? '');
  return words;
}

/**
 * `execret build --from repo <dir>`: the project's documented functions become queries and pool,
 * judged by its own test suite (see `buildRepoBenchmark` of `@execret/repo`). Writes the bundle,
 * `build_report.json` (the funnel, survivors) and `repo_snapshot.json` (the project's files, for
 * cross-query judging in `run` and `score`). Nothing is written when no function became a query.
 */
export async function buildFromRepo(options: BuildFromRepoOptions): Promise<RepoBuildReport> {
  const out = resolve(options.out);
  const user = await loadUserMutators(options.mutatorModules ?? []);
  const builtin = options.builtinMutators ?? true;
  if (!builtin && user.mutators.length === 0) throw new InvalidArgumentError('--no-builtin-mutators needs --mutators <module>');
  const registry: Mutator[] = [...(builtin ? allMutators : []), ...user.mutators];
  // The project's language is known only once a backend recognises it: choose for every language
  // a backend may report, and hand the pipeline the detected language's choice.
  const chosen = chooseOperators(registry, { ...(options.operators === undefined ? {} : { operators: options.operators }), ...(options.bugTypes === undefined ? {} : { bugTypes: options.bugTypes }), ...(options.excludeOperators === undefined ? {} : { excludeOperators: options.excludeOperators }) }, ['python', 'typescript', 'javascript']);
  const choice = (language: string): Pick<LanguageOperators, 'mutators' | 'exclude'> => {
    const entry = chosen.get(language as Language);
    if (entry === undefined) throw new InvalidArgumentError(`no mutation operators for ${language}`);
    return { mutators: entry.mutators, exclude: entry.exclude };
  };
  await checkOutput(out);
  let stage = '';
  let tick: (done: number) => void = () => undefined;
  const { bundle, report, snapshot } = await buildRepoBenchmark({
    projectDir: resolve(options.projectDir),
    ...(options.testCommand === undefined ? {} : { testCommand: splitCommand(options.testCommand) }),
    ...(options.passEnv === undefined ? {} : { passEnv: options.passEnv }),
    seed: options.seed,
    maxDistractors: options.maxDistractors,
    mutation: choice,
    ...(options.abortSignal === undefined ? {} : { abortSignal: options.abortSignal }),
    onProgress: (name, done, total) => {
      if (name !== stage) {
        if (stage !== '') options.progress.done();
        stage = name;
        tick = options.progress.stage(name, total);
      }
      tick(done);
    },
  });
  if (stage !== '') options.progress.done();
  if (report.queries === 0) return report;
  const staging = join(dirname(out), `.${basename(out)}.execret-build-${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  const tools = toolVersions();
  delete tools['node'];
  try {
    await writeBundle(staging, bundle, {
      seed: options.seed,
      tools,
      extraFiles: {
        'build_report.json': `${JSON.stringify(report, null, 2)}\n`,
        'repo_snapshot.json': `${JSON.stringify(snapshot)}\n`,
      },
    });
    const old = join(dirname(out), `.${basename(out)}.execret-old-${process.pid}`);
    if ((await stat(out).catch(() => undefined)) !== undefined) await rename(out, old);
    await rename(staging, out);
    await rm(old, { recursive: true, force: true });
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  return report;
}

async function checkOutput(out: string): Promise<void> {
  await mkdir(dirname(out), { recursive: true });
  const found = await stat(out).catch(() => undefined);
  if (found === undefined) return;
  if (!found.isDirectory()) throw new InvalidArgumentError(`--out ${out} is a file; give a folder for the bundle`);
  const entries = await readdir(out);
  if (entries.length > 0 && !entries.includes('manifest.json') && !entries.includes('queries.jsonl')) {
    throw new InvalidArgumentError(`--out ${out} is a folder that is not a bundle (no manifest.json or queries.jsonl); the build replaces its folder whole, so give a new or empty folder`);
  }
}

/** Prints the report and returns the exit code's meaning: true when a bundle was written. */
export function printRepoReport(io: CommandIo, report: RepoBuildReport, out: string, json: boolean | undefined): boolean {
  io.stdout(json === true ? `${JSON.stringify(report, null, 2)}\n` : formatRepoBuildReport(report, out));
  if (report.queries === 0) io.stderr(`error: no function became a query, so no bundle was written; ${out} was left as it was\n`);
  return report.queries > 0;
}
