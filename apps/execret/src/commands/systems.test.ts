import { describe, expect, it } from '@jest/globals';
import { Command } from 'commander';
import { exitCodeFor } from '../main.js';
import { registerSystemsCommand, runSystems as sut } from './systems.js';
import { collectIo } from '../__fixtures__/collect-io.js';


describe(sut.name, () => {
  it('prints what an id resolves to, with the origin of each setting, and the cache-key inputs', async () => {
    const io = collectIo();
    await sut({ id: 'gemini:gemini-embedding-001?dimensions=768&maxTokens=512' }, io, {});
    const lines = io.out.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'system           gemini:gemini-embedding-001?dimensions=768&maxTokens=512',
        'endpoint         https://generativelanguage.googleapis.com/v1beta/models/gemini-embedding-001:batchEmbedContents  (provider default)',
        'study names      google/gemini-embedding-001',
        'query prefix     (none)  (adapter default)',
        'input types      CODE_RETRIEVAL_QUERY / RETRIEVAL_DOCUMENT in taskType  (profile)',
        'similarity       cosine  (profile)',
        'dimensions       768  (parameter)',
        'max tokens       512  (parameter)',
      ]),
    );
    expect(io.out).toMatch(/truncation +each text \(prefix included\) cut here to 2048 characters/);
    expect(io.out).toMatch(/\n {17}\{"dimensions":768,.*"maxTokens":512,/);
  });

  it('shows prefixes quoted, newlines visible', async () => {
    const io = collectIo();
    await sut({ id: 'transformers:Qwen/Qwen3-Embedding-8B' }, io, {});
    expect(io.out).toContain('query prefix     "Instruct: Given a code search query, retrieve code snippets that implement what the query describes\\nQuery:"  (profile)');
    expect(io.out).toMatch(/pooling +last_token +\(profile\)/);
  });

  it('--json prints the description; the endpoint honours OPENAI_BASE_URL and carries no credentials', async () => {
    const io = collectIo();
    await sut({ id: 'openai:text-embedding-3-small?normalize=true', json: true }, io, { OPENAI_BASE_URL: 'http://user:hunter2@127.0.0.1:8000/v1?api_key=sk-secret' });
    const description = JSON.parse(io.out) as { endpoint: string; origins: Record<string, string>; settings: Record<string, unknown>; cacheKey: { invocation: Record<string, unknown> } };
    expect(description.endpoint).toBe('http://127.0.0.1:8000/v1/embeddings');
    expect(description.origins['endpoint']).toBe('environment');
    expect(description.settings).toMatchObject({ normalize: true, normalization: 'L2 here after each call', similarity: 'cosine' });
    expect(io.out).not.toMatch(/hunter2|sk-secret/);
  });

  it('describes families without profiles by their parts', async () => {
    const io = collectIo();
    await sut({ id: 'bm25:lucene?k1=1.2' }, io, {});
    expect(io.out).toMatch(/^system +bm25:lucene\?k1=1\.2\nprovider +bm25\nmodel +lucene\nparameters +k1=1\.2\n/);
  });

  it.each([
    ['acme:model', /^unknown system "acme:model": the adapter must be one of bm25, npz, transformers, openai/],
    ['openai:text-embedding-3-small?prefix=x', /^unknown parameter "prefix" for openai systems; allowed: baseURL, dimensions, documentPrefix, maxTokens, normalize, queryPrefix, similarity$/],
    ['voyage:voyage-code-3?queryInputType=search_query', /must be one of query, document, none, got "search_query"/],
    ['transformers:Qwen/Qwen3-Embedding-4B?dtype=bf16', /bf16 is not supported by this runtime/],
  ])('refuses %s with a usage error', async (id, message) => {
    const failure = await sut({ id }, collectIo(), {}).catch((error: unknown) => error);
    expect((failure as Error).message).toMatch(message);
    expect(exitCodeFor(failure)).toBe(2);
  });

  it('without an id lists the systems and the id syntax', async () => {
    const io = collectIo();
    await sut({}, io, {});
    expect(io.out).toMatch(/^gemini:gemini-embedding-2 +hosted +cosine +query prefix "task: code retrieval \| query: "/m);
    expect(io.out).toContain('openai:<model>[?<parameter>=…&…]  parameters: baseURL, dimensions, similarity, queryPrefix, documentPrefix, maxTokens, normalize');
  });
});

describe('execret systems (local models)', () => {
  it('marks the local models present in --models and counts them', async () => {
    const { mkdir, mkdtemp, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const models = await mkdtemp(join(tmpdir(), 'execret-systems-models-'));
    await mkdir(join(models, 'Xenova', 'bge-small-en-v1.5'), { recursive: true });
    await writeFile(join(models, 'Xenova', 'bge-small-en-v1.5', 'config.json'), '{}');
    const io = collectIo();
    await sut({ models }, io, {});
    expect(io.out).toMatch(/^transformers:Xenova\/bge-small-en-v1\.5 +local +present /m);
    expect(io.out).toMatch(/^transformers:Xenova\/bge-base-en-v1\.5 +local +missing /m);
    expect(io.out).toMatch(new RegExp(`Local models: 1 of \\d+ present in ${models.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.`));
    const json = collectIo();
    await sut({ models, json: true }, json, {});
    const rows = JSON.parse(json.out) as Array<{ system: string; present?: boolean }>;
    expect(rows.filter((row) => row.present === true).map((row) => row.system)).toEqual(['transformers:Xenova/bge-small-en-v1.5']);
    expect(rows.find((row) => row.system.startsWith('openai:'))).not.toHaveProperty('present');
  });
});

describe(registerSystemsCommand.name, () => {
  it('takes an optional id, --json and --models', async () => {
    const io = collectIo();
    let code: number | undefined;
    const program = new Command().exitOverride();
    registerSystemsCommand(program, io, (exit) => (code = exit));
    await program.parseAsync(['systems', 'transformers:BAAI/bge-small-en-v1.5', '--json', '--models', '/srv/models'], { from: 'user' });
    expect(code).toBe(0);
    expect(JSON.parse(io.out)).toMatchObject({ endpoint: '/srv/models/BAAI/bge-small-en-v1.5', cacheKey: { invocation: { endpoint: '/srv/models' } } });
  });
});

describe('the transformers entry of the app', () => {
  it('shows the same id syntax as the package entry it loads on demand', async () => {
    const { SYSTEM_ENTRIES } = await import('../systems.js');
    const { transformersSystemEntry } = await import('@execret/embeddings-transformers');
    expect(SYSTEM_ENTRIES.find((entry) => entry.prefix === 'transformers')?.syntax).toBe(transformersSystemEntry.syntax);
  });
});
