import { describe, expect, it } from '@jest/globals';
import { access, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from './main.js';
import type { ResultsFile, SystemOutcome } from './commands/run.js';

const tinyBundle = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'examples', 'tiny-bundle');
const example = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'examples', 'module-retriever.mjs');

// A retriever module: every query ranks `first` on top, the other snippets by corpus id.
function retrieverModule(first: string, exportLine = 'export default retriever;'): string {
  return `
const retriever = {
  systemId: 'favourite',
  ids: [],
  describe() { return { favourite: ${JSON.stringify(first)} }; },
  async index(documents) { this.ids = documents.map((document) => document.id); },
  async search(queries) {
    return new Map(queries.map((query) => [query.id, this.ids.map((id) => ({ corpusId: id, score: id === ${JSON.stringify(first)} ? 2 : 1 }))]));
  },
};
${exportLine}
`;
}

// An EmbeddingModel module: a text's vector counts the letters a, b and c.
const embeddingModule = `
export const letters = {
  specificationVersion: 'v1',
  provider: 'test',
  modelId: 'letters',
  maxEmbeddingsPerCall: 8,
  async doEmbed({ values }) {
    return { embeddings: values.map((text) => ['a', 'b', 'c'].map((letter) => text.split(letter).length)), warnings: [] };
  },
};
`;

async function run(args: string[]): Promise<{ code: number; outcomes: SystemOutcome[]; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(['run', '--bundle', tinyBundle, '--json', ...args], { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
  return { code, outcomes: stdout === '' ? [] : (JSON.parse(stdout) as SystemOutcome[]), stderr };
}

async function resultsOf(outcome: SystemOutcome | undefined): Promise<ResultsFile> {
  return JSON.parse(await readFile(outcome?.resultsFile as string, 'utf8')) as ResultsFile;
}

describe('run --system module:', () => {
  it("runs a Retriever module, reuses it, and recomputes when the module file's bytes change", async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-module-'));
    const module = join(directory, 'favourite.mjs');
    await writeFile(module, retrieverModule('c_0007'));
    const out = join(directory, 'out');
    const first = await run(['--system', `module:${module}`, '--out', out]);
    expect(first.code).toBe(0);
    expect(first.outcomes[0]?.status).toBe('computed');
    const results = await resultsOf(first.outcomes[0]);
    expect(results.execret.system).toMatchObject({ kind: 'module-retriever', module: 'favourite.mjs', export: 'default', retriever: { favourite: 'c_0007' } });
    // Files outside the working folder are recorded by name (with their SHA-256), never by absolute path.
    expect(Object.keys(results.execret.inputs ?? {})).toEqual(['favourite.mjs']);
    // c_0007 is q_0001's distractor and fails every query's tests: no query is solved at rank 1.
    expect(first.outcomes[0]?.metrics['exec@1']).toBe(0);
    expect((await run(['--system', `module:${module}`, '--out', out])).outcomes[0]?.status).toBe('reused');

    // Jest's module registry ignores the content-hash query that makes Node load an edited module
    // afresh, so this test checks the reuse key only; a fresh process runs the new bytes.
    await writeFile(module, retrieverModule('c_0010'));
    const second = await run(['--system', `module:${module}`, '--out', out]);
    expect(second.outcomes[0]?.status).toBe('computed');
    expect((await resultsOf(second.outcomes[0])).execret.inputs?.['favourite.mjs']).not.toBe(results.execret.inputs?.['favourite.mjs']);
  }, 120_000);

  it('runs a TypeScript module, and recomputes when a file it imports changes', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-module-'));
    const module = join(directory, 'favourite.ts');
    const helper = join(directory, 'favourite-id.ts');
    await writeFile(helper, "export const favourite: string = 'c_0007';\n");
    await writeFile(module, `import { favourite } from './favourite-id.js';\n${retrieverModule('__FAVOURITE__').replace('ids: [],', 'ids: [] as string[],').replace('async index(documents)', 'async index(documents: Array<{ id: string }>)').replace('async search(queries)', 'async search(queries: Array<{ id: string }>)').split('"__FAVOURITE__"').join('favourite')}`);
    const out = join(directory, 'out');
    const first = await run(['--system', `module:${module}`, '--out', out]);
    expect(first.stderr).toBe('');
    expect(first.outcomes[0]?.status).toBe('computed');
    const results = await resultsOf(first.outcomes[0]);
    expect(results.execret.system).toMatchObject({ kind: 'module-retriever', module: 'favourite.ts', retriever: { favourite: 'c_0007' } });
    expect(Object.keys(results.execret.inputs ?? {})).toEqual(['favourite.ts', 'favourite-id.ts']);
    expect(first.outcomes[0]?.metrics['exec@1']).toBe(0);
    expect((await run(['--system', `module:${module}`, '--out', out])).outcomes[0]?.status).toBe('reused');

    // Only the imported file changes: the results are recomputed, with the new favourite.
    await writeFile(helper, "export const favourite: string = 'c_0001';\n");
    const second = await run(['--system', `module:${module}`, '--out', out]);
    expect(second.outcomes[0]?.status).toBe('computed');
    expect((await resultsOf(second.outcomes[0])).execret.system).toMatchObject({ retriever: { favourite: 'c_0001' } });
    // The compiled module lives next to the source only while it is imported.
    expect((await readdir(directory)).sort()).toEqual(['favourite-id.ts', 'favourite.ts', 'out']);
  }, 120_000);

  it('runs a named factory export', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-module-'));
    const module = join(directory, 'factory.mjs');
    await writeFile(module, retrieverModule('c_0003', 'export const make = async (context) => ({ ...retriever, describe: () => ({ hasCache: typeof context.cacheDirectory === "string" }) });'));
    const result = await run(['--system', `module:${module}#make`, '--out', join(directory, 'out')]);
    expect(result.outcomes[0]?.status).toBe('computed');
    expect((await resultsOf(result.outcomes[0])).execret.system).toMatchObject({ export: 'make', retriever: { hasCache: true } });
  }, 120_000);

  it('wraps an EmbeddingModel export in execret\'s dense retriever, with its embedding cache under --cache', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-module-'));
    const module = join(directory, 'letters.mjs');
    await writeFile(module, embeddingModule);
    const cache = join(directory, 'shared');
    const result = await run(['--system', `module:${module}#letters?similarity=dot`, '--out', join(directory, 'out'), '--cache', cache]);
    expect(result.code).toBe(0);
    const system = (await resultsOf(result.outcomes[0])).execret.system;
    expect(system).toMatchObject({ provider: 'test', model: 'letters', similarity: 'dot' });
    expect(String(system['invocation'])).toMatch(/^module:test:letters:sha256=[0-9a-f]{64}$/);
    await access(join(cache, 'embeddings.sqlite'));
    await expect(access(join(directory, 'out', 'cache'))).rejects.toThrow();
  }, 120_000);

  it('runs the documented example module, both exports', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-module-'));
    const result = await run(['--system', `module:${example}`, '--system', `module:${example}#hashingEmbeddings`, '--out', join(directory, 'out')]);
    expect(result.code).toBe(0);
    expect(result.outcomes.map((outcome) => outcome.status)).toEqual(['computed', 'computed']);
  }, 120_000);

  it('checks modules before any work, naming the file and export of each problem', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-module-'));
    const module = join(directory, 'shapes.mjs');
    await writeFile(module, 'export const notRetriever = { systemId: "x" };\nexport default 42;\n');
    await writeFile(join(directory, 'broken.ts'), 'export const value: number = ;\n');
    const result = await run([
      '--system', `module:${module}#missing`,
      '--system', `module:${module}#notRetriever`,
      '--system', `module:${join(directory, 'absent.mjs')}`,
      '--system', `module:${join(directory, 'broken.ts')}`,
      '--out', join(directory, 'out'),
    ]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('4 of 4 systems cannot run (nothing was run)');
    expect(result.stderr).toContain(`${module}: no export "missing" (the module exports default, notRetriever)`);
    expect(result.stderr).toContain(`${module}: export "notRetriever" must be a Retriever`);
    expect(result.stderr).toContain('got an object with systemId');
    expect(result.stderr).toContain(`${join(directory, 'absent.mjs')}: no such file`);
    expect(result.stderr).toMatch(new RegExp(`${join(directory, 'broken.ts')}: the module does not compile: .*broken\\.ts:1:\\d+: Unexpected ";"`));
    await expect(access(join(directory, 'out', 'config.json'))).rejects.toThrow();
  }, 60_000);
});
