import { describe, expect, it } from '@jest/globals';
import { EMBEDDINGS_FORMAT_VERSION, INVOCATION_PROFILES, applyInvocationOverrides, findInvocationProfile, invocationKeyOf, normalizeEndpoint } from './profiles.js';

describe(normalizeEndpoint.name, () => {
  it.each([
    ['HTTP://API.Example.COM:443/v1/', 'http://api.example.com:443/v1'],
    ['https://api.example.com:443/v1//', 'https://api.example.com/v1'],
    ['https://user:secret@host/v1#part', 'https://host/v1'],
    ['https://host/v1beta/models/m:embed?key=AIzaXYZ&alt=json', 'https://host/v1beta/models/m:embed?alt=json'],
    ['https://host/openai?b=2&api-version=2024-02-01&access_token=x', 'https://host/openai?api-version=2024-02-01&b=2'],
    [' not a url/ ', 'not a url'],
  ])('%s → %s', (url, expected) => {
    expect(normalizeEndpoint(url)).toBe(expected);
  });
});

describe(invocationKeyOf.name, () => {
  const profile = findInvocationProfile('BAAI/bge-small-en-v1.5') ?? { dimensions: 0, normalize: true };

  it('holds the format version, endpoint, revision, profile settings and extra settings, in a stable order', () => {
    const key = invocationKeyOf(profile, { endpoint: 'http://127.0.0.1:8000/v1/embeddings', revision: 'abc123', settings: { dtype: 'q8', truncate: true } });
    expect(JSON.parse(key)).toEqual({
      format: EMBEDDINGS_FORMAT_VERSION,
      endpoint: 'http://127.0.0.1:8000/v1/embeddings',
      revision: 'abc123',
      queryPrefix: 'Represent this sentence for searching relevant passages: ',
      documentPrefix: '',
      queryInputType: null,
      documentInputType: null,
      dimensions: 384,
      pooling: 'cls',
      normalize: true,
      maxTokens: 512,
      settings: { dtype: 'q8', truncate: true },
    });
    expect(invocationKeyOf(profile, { settings: { truncate: true, dtype: 'q8' } })).toBe(invocationKeyOf(profile, { settings: { dtype: 'q8', truncate: true } }));
  });

  it.each([
    ['the endpoint', { endpoint: 'http://b' }],
    ['the revision', { revision: 'v2' }],
    ['a setting', { settings: { dtype: 'fp16' } }],
  ])('changes with %s', (_name, identity) => {
    expect(invocationKeyOf(profile, identity)).not.toBe(invocationKeyOf(profile));
  });

  it('changes with dimensions, pooling and normalisation', () => {
    const base = invocationKeyOf(profile);
    expect(invocationKeyOf({ ...profile, dimensions: 128 })).not.toBe(base);
    expect(invocationKeyOf({ ...profile, pooling: 'mean' })).not.toBe(base);
    expect(invocationKeyOf({ ...profile, normalize: false })).not.toBe(base);
  });
});

describe('study systems', () => {
  // Every system of the ExecRetrieval leaderboard whose identity is public, by the name the study
  // uses (BM25 is @execret/bm25's); each must have a profile that records the name.
  const studyNames = [
    'google/gemini-embedding-2',
    'google/gemini-embedding-001',
    'mistral-embed',
    'Qwen3-8B',
    'Qwen3-4B-BF16',
    'Qwen3-4B (FP16)',
    'baai/bge-base-en-v1.5',
    'baai/bge-large-en-v1.5',
    'multi-qa-mpnet',
  ];
  const profileOf = (studyName: string) => INVOCATION_PROFILES.find((profile) => profile.studyNames?.includes(studyName));

  it.each(studyNames)('%s has a profile with a source', (studyName) => {
    expect(profileOf(studyName)?.source).toMatch(/^https:\/\//);
  });

  it('no study name belongs to two profiles, and every profile has an https source', () => {
    const names = INVOCATION_PROFILES.flatMap((profile) => profile.studyNames ?? []);
    expect(new Set(names).size).toBe(names.length);
    for (const profile of INVOCATION_PROFILES) expect([profile.model, profile.source]).toEqual([profile.model, expect.stringMatching(/^https:\/\/\S+$/)]);
  });

  it('calls the study\'s best system its documented way: task prefixes in the text, no task type, beside gemini-embedding-001\'s task types', () => {
    expect(findInvocationProfile('google/gemini-embedding-2')).toMatchObject({
      model: 'gemini-embedding-2',
      provider: 'gemini',
      queryPrefix: 'task: code retrieval | query: ',
      documentPrefix: 'title: none | text: ',
      dimensions: 3072,
      similarity: 'cosine',
    });
    expect(findInvocationProfile('gemini-embedding-2')?.queryInputType).toBeUndefined();
    expect(findInvocationProfile('gemini-embedding-001')).toMatchObject({ queryInputType: 'CODE_RETRIEVAL_QUERY', documentInputType: 'RETRIEVAL_DOCUMENT' });
  });

  it.each(['Qwen3-8B', 'Qwen3-4B-BF16'])('%s: instruction on queries only, last-token pooling', (studyName) => {
    const profile = profileOf(studyName);
    expect(profile).toMatchObject({ provider: 'local', pooling: 'last_token', normalize: true, similarity: 'cosine' });
    expect(profile?.queryPrefix).toMatch(/^Instruct: .+\nQuery:$/);
    expect(profile?.documentPrefix).toBeUndefined();
  });

  it('scores multi-qa-mpnet by raw dot product on unnormalised vectors, and BGE by cosine with its query instruction', () => {
    expect(profileOf('multi-qa-mpnet')).toMatchObject({ model: 'sentence-transformers/multi-qa-mpnet-base-dot-v1', similarity: 'dot', normalize: false, pooling: 'cls' });
    for (const name of ['baai/bge-base-en-v1.5', 'baai/bge-large-en-v1.5']) {
      expect(profileOf(name)).toMatchObject({ similarity: 'cosine', pooling: 'cls', queryPrefix: 'Represent this sentence for searching relevant passages: ' });
      expect(findInvocationProfile(name)).toBe(profileOf(name));
    }
  });
});

describe(applyInvocationOverrides.name, () => {
  it('replaces the profile\'s settings with the defined overrides only and changes neither argument', () => {
    const profile = findInvocationProfile('BAAI/bge-small-en-v1.5');
    const overrides = { queryPrefix: '', documentPrefix: undefined, maxTokens: 128 };
    const merged = applyInvocationOverrides(profile, overrides);
    expect(merged).toMatchObject({ model: 'BAAI/bge-small-en-v1.5', queryPrefix: '', maxTokens: 128, pooling: 'cls' });
    expect(profile?.maxTokens).toBe(512);
    expect(overrides).toEqual({ queryPrefix: '', documentPrefix: undefined, maxTokens: 128 });
    expect(invocationKeyOf(merged)).not.toBe(invocationKeyOf(profile ?? {}));
  });
});
