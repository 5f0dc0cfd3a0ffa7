import { describe, expect, it } from '@jest/globals';
import { EMBEDDINGS_FORMAT_VERSION, findInvocationProfile, invocationKeyOf, normalizeEndpoint } from './profiles.js';

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
