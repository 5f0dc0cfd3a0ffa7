import type { SystemListing } from '@execret/core';
import { INVOCATION_PROFILES, type InvocationProfile } from './profiles.js';

/** The `execret systems` row of an invocation profile: its system id and its settings in words. */
export function profileListing(profile: InvocationProfile): SystemListing {
  const settings = [
    profile.queryPrefix ? `query prefix ${JSON.stringify(profile.queryPrefix)}` : '',
    profile.documentPrefix ? `document prefix ${JSON.stringify(profile.documentPrefix)}` : '',
    profile.queryInputType ? `input type ${profile.queryInputType} / ${profile.documentInputType ?? '-'}` : '',
    `${profile.dimensions}d`,
    profile.pooling ? `${profile.pooling} pooling` : '',
    profile.normalize ? 'normalised' : 'not normalised',
    `max ${profile.maxTokens} tokens`,
    profile.studyNames === undefined ? '' : `study: ${profile.studyNames.join(', ')}`,
  ].filter(Boolean);
  const local = profile.provider === 'local';
  return {
    system: local ? `transformers:${profile.onnxModelId ?? profile.model}` : `${profile.provider}:${profile.model}`,
    kind: local ? 'local' : 'hosted',
    similarity: profile.similarity,
    settings: settings.join(', '),
    source: profile.source,
  };
}

/** The `execret systems` rows of every invocation profile of one provider (`local` for transformers.js models). */
export function listProfiles(provider: InvocationProfile['provider'] | (string & {})): SystemListing[] {
  return INVOCATION_PROFILES.filter((profile) => profile.provider === provider).map(profileListing);
}
