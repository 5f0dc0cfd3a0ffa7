import { describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from './main.js';
import { publishedPath, publishedSystemIds as sut, recordedComparisons } from './published-paths.js';

const tinyBundle = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'examples', 'tiny-bundle');
const retrieverModule = `
export default {
  systemId: 'first-id',
  ids: [],
  describe() { return { rule: 'corpus id order' }; },
  async index(documents) { this.ids = documents.map((document) => document.id); },
  async search(queries) { return new Map(queries.map((query) => [query.id, this.ids.map((id, index) => ({ corpusId: id, score: -index }))])); },
};
`;

describe(sut.name, () => {
  it('records module: and npz: paths relative to the working folder, or by file name outside it', async () => {
    const outside = await mkdtemp(join(tmpdir(), 'execret-paths-'));
    const second = await mkdtemp(join(tmpdir(), 'execret-paths-'));
    await writeFile(join(outside, 'm.mjs'), 'export default 1;');
    await writeFile(join(second, 'm.mjs'), 'export default 2;');
    const { systems, given } = await sut([`module:/work/here/sub/m.mjs#f`, `module:${join(outside, 'm.mjs')}#f`, `npz:${join(second, 'm.mjs')}`, `module:${join(second, 'm.mjs')}#f`, 'bm25'], '/work/here');
    expect(systems.slice(0, 3)).toEqual(['module:sub/m.mjs#f', 'module:m.mjs#f', 'npz:m.mjs']);
    expect(systems[3]).toMatch(/^module:m\.mjs@sha256:[0-9a-f]{12}#f$/);
    expect(systems[4]).toBe('bm25');
    expect(given.get('module:m.mjs#f')).toBe(`module:${join(outside, 'm.mjs')}#f`);
    expect(publishedPath('/elsewhere/run.trec', '/work/here')).toBe('run.trec');
    // Inside a pipeline too, and --compare pairs follow.
    const pipeline = await sut([`rrf(bm25, module:${join(outside, 'm.mjs')}#f) >> exec-rerank:examples`], '/work/here');
    expect(pipeline.systems).toEqual(['rrf(bm25, module:m.mjs#f) >> exec-rerank:examples']);
    expect(recordedComparisons([[`module:${join(outside, 'm.mjs')}#f`, 'bm25']], given)).toEqual([['module:m.mjs#f', 'bm25']]);
    expect(publishedPath('/work/here/runs/a.trec', '/work/here')).toBe('runs/a.trec');
  });

  it('keeps absolute paths out of config.json and the results of a run', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'execret-paths-run-'));
    const module = join(folder, 'first.mjs');
    await writeFile(module, retrieverModule);
    const out = join(folder, 'out');
    let stdout = '';
    const code = await main(['run', '--bundle', tinyBundle, '--json', '--system', `module:${module}`, '--out', out], { stdout: (text) => (stdout += text), stderr: () => undefined });
    expect(code).toBe(0);
    const [outcome] = JSON.parse(stdout) as Array<{ system: string; resultsFile: string }>;
    expect(outcome?.system).toBe('module:first.mjs');
    const config = await readFile(join(out, 'config.json'), 'utf8');
    const results = await readFile(outcome?.resultsFile as string, 'utf8');
    expect(Object.keys((JSON.parse(config) as { systems: Record<string, unknown> }).systems)).toEqual(['module:first.mjs']);
    expect((JSON.parse(results) as { execret: { inputs: Record<string, string> } }).execret.inputs).toEqual({ 'first.mjs': expect.stringMatching(/^[0-9a-f]{64}$/) });
    for (const text of [config, results]) expect(text).not.toContain(folder);
  });
});
