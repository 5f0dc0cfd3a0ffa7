import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { runCli as runInProcess } from './__fixtures__/run-cli.js';

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const exampleBundle = join(packageRoot, '..', '..', 'examples', 'tiny-bundle');
const cli = join(packageRoot, 'dist', 'cli.js');

async function brokenCopy(file: string, change: (text: string) => string): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'execret-cli-'));
  await cp(exampleBundle, directory, { recursive: true });
  const path = join(directory, file);
  await writeFile(path, change(await readFile(path, 'utf8')));
  return directory;
}

describe('execret validate', () => {
  it('prints a summary and exits 0 on a valid bundle', async () => {
    const result = await runInProcess(['validate', exampleBundle]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('queries     3');
    expect(result.stdout).toContain('snippets    10 (3 canonical, 7 distractors)');
    expect(result.stdout).toMatch(/off_by_one_boundary\s+2/);
    expect(result.stdout.trim().endsWith('valid')).toBe(true);
    expect(result.stderr).toBe('');
  });

  it('prints machine-readable counts with --json', async () => {
    const result = await runInProcess(['validate', exampleBundle, '--json']);
    const summary = JSON.parse(result.stdout);
    expect(summary.valid).toBe(true);
    expect(summary.counts.bug_types).toEqual({
      off_by_one: 1,
      off_by_one_boundary: 2,
      remove_edge_case_check: 1,
      swap_arguments: 1,
      wrong_comparison: 1,
      wrong_operator: 1,
    });
    expect(summary.distractors_per_query).toEqual({ '1': 1, '3': 2 });
  });

  const broken: Array<[string, string, (text: string) => string, RegExp]> = [
    ['bad JSON', 'corpus.jsonl', (text) => text.replace('"c_0002"', '"c_0002",,'), /corpus\.jsonl:2: invalid JSON/],
    ['missing field', 'queries.jsonl', (text) => text.replace(/"query":"[^"]*",/, ''), /queries\.jsonl:1: field "query" must be a string, got missing/],
    ['wrong type', 'execution_cache.jsonl', (text) => text.replace('"passes_all_tests":true', '"passes_all_tests":"yes"'), /execution_cache\.jsonl:\d+: field "passes_all_tests" must be a boolean, got string/],
    ['duplicate id', 'queries.jsonl', (text) => text.replace('"query_id":"q_0002"', '"query_id":"q_0001"'), /queries\.jsonl:2: field "query_id": duplicate id "q_0001"/],
    ['dangling corpus id', 'queries.jsonl', (text) => text.replace(/"correct_corpus_ids":\["c_\d+"\]/, '"correct_corpus_ids":["c_9999"]'), /queries\.jsonl:1: field "correct_corpus_ids\[0\]": corpus id "c_9999" does not exist/],
    ['wrong label', 'corpus.jsonl', (text) => text.replace('"label":"correct"', '"label":"wrong"'), /corpus\.jsonl:\d+: field "label" must be "correct" or "incorrect"/],
    ['hash mismatch', 'queries.jsonl', (text) => text.replace('sorted list', 'sorted array'), /queries\.jsonl: SHA-256 [0-9a-f]{64} does not match manifest\.json/],
    ['truncated last line', 'corpus.jsonl', (text) => text.slice(0, -40), /corpus\.jsonl:10: truncated last line/],
  ];

  it.each(broken)('exits 1 with a file:line error on %s', async (_name, file, change, expected) => {
    const directory = await brokenCopy(file, change);
    const result = await runInProcess(['validate', directory]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(expected);
    expect(result.stderr).toMatch(/invalid: \d+ problems?/);
  });

  it('exits 3 when the bundle folder does not exist', async () => {
    const result = await runInProcess(['validate', '/nonexistent/bundle']);
    expect(result.code).toBe(3);
    expect(result.stderr).toBe('execret: /nonexistent/bundle: no such folder; a bundle is a folder holding queries.jsonl and corpus.jsonl\n');
  });

  it('exits 2 on usage errors', async () => {
    expect((await runInProcess(['validate'])).code).toBe(2);
    expect((await runInProcess(['frobnicate'])).code).toBe(2);
    expect((await runInProcess(['validate', exampleBundle, '--max-problems', 'zero'])).code).toBe(2);
  });
});

describe('usage errors', () => {
  const cases: Array<[string, string[], string]> = [
    ['an unknown option', ['validate', exampleBundle, '--jsn'], "execret: unknown option '--jsn'; did you mean --json? (see execret validate --help)\n"],
    ['a missing argument', ['validate'], "execret: missing required argument 'bundle' (see execret validate --help)\n"],
    ['a bad choice', ['report', 'somewhere', '--method', 'bootstrap'], "execret: option '--method <method>' argument 'bootstrap' is invalid. Allowed choices are percentile, bca. (see execret report --help)\n"],
    ['a missing required option', ['export-bundle', 'builtin'], "execret: required option '--out <dir>' not specified (see execret export-bundle --help)\n"],
    ['an unknown command', ['frobnicate'], "execret: unknown command 'frobnicate' (see execret --help)\n"],
    ['an invalid value', ['validate', exampleBundle, '--max-problems', 'zero'], 'execret: option \'--max-problems <n>\' argument \'zero\' is invalid. expected a positive integer, got "zero" (see execret validate --help)\n'],
  ];

  it.each(cases)('prints %s as one execret: line with the help hint and exits 2', async (_name, argv, expected) => {
    const result = await runInProcess(argv);
    expect(result.stderr).toBe(expected);
    expect(result.stdout).toBe('');
    expect(result.code).toBe(2);
  });

  it.each([
    ['--from without a path', ['build', '--from', 'jsonl', '--out', join(tmpdir(), 'never-written')], 'execret: --from jsonl needs a path: execret build --from jsonl <path> --out <dir>\n'],
    ['a path without --from', ['build', 'tasks.jsonl', '--out', join(tmpdir(), 'never-written')], 'execret: a path needs --from <kind>: execret build --from jsonl <path> --out <dir>\n'],
  ])('build refuses %s as one execret: line with exit 2, before any work', async (_name, argv, expected) => {
    const result = await runInProcess(argv);
    expect(result.stderr).toBe(expected);
    expect(result.code).toBe(2);
  });
});

describe('the built execret binary', () => {
  const run = promisify(execFile);

  it('prints the package version with --version', async () => {
    const { version } = JSON.parse(await readFile(join(packageRoot, 'package.json'), 'utf8')) as { version: string };
    const { stdout } = await run(process.execPath, [cli, '--version']);
    expect(stdout.trim()).toBe(version);
  });

  it('documents commands and exit codes in --help', async () => {
    const { stdout } = await run(process.execPath, [cli, '--help']);
    expect(stdout).toContain('validate [options] <bundle>');
    expect(stdout).toContain('Exit codes:');
  });

  it('doctor names the API keys it finds but never prints their values', async () => {
    const { stdout } = await run(process.execPath, [cli, 'doctor', '--json', '--cache', await mkdtemp(join(tmpdir(), 'execret-doctor-'))], {
      env: { ...process.env, VOYAGE_API_KEY: 'pa-secret-value-42', OPENAI_API_KEY: '' },
    });
    expect(stdout).not.toContain('pa-secret-value-42');
    const report = JSON.parse(stdout);
    expect(report.api_keys_found).toContain('VOYAGE_API_KEY');
    expect(report.api_keys_found).not.toContain('OPENAI_API_KEY');
    expect(report.python).toMatch(/^Python 3\./);
    expect(report.sandbox.protections.emptyEnvironment).toBe(true);
  });

  it('systems lists BM25 variants and invocation profiles', async () => {
    const { stdout } = await run(process.execPath, [cli, 'systems', '--json']);
    const systems = (JSON.parse(stdout) as Array<{ system: string; similarity: string }>);
    expect(systems.map((row) => row.system)).toEqual(expect.arrayContaining(['bm25', 'bm25:lucene', 'voyage:voyage-code-3', 'gemini:gemini-embedding-001']));
    expect(systems.find((row) => row.system.includes('multi-qa-mpnet-base-dot-v1'))?.similarity).toBe('dot');
  });

  it('sets the process exit code', async () => {
    const directory = await brokenCopy('corpus.jsonl', (text) => text.slice(0, -40));
    const failure = await run(process.execPath, [cli, 'validate', directory]).catch((error: { code: number; stderr: string }) => error);
    expect((failure as { code: number }).code).toBe(1);
    const { stdout } = await run(process.execPath, [cli, 'validate', exampleBundle]);
    expect(stdout).toContain('valid');
  });
});
