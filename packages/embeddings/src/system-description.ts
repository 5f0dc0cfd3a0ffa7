import type { SystemContext, SystemEntry } from '@execret/core';
import type { Similarity } from './dense-retriever.js';
import type { InvocationProfile } from './profiles.js';

/**
 * Where a resolved setting comes from: a system-id parameter, the built-in invocation profile, an
 * environment variable, the caller's context (the models folder), the provider's or the adapter's
 * default, the server (what a self-hosted server or hosted API decides, such as pooling) or the
 * model itself (its own output width).
 */
export type SettingOrigin = 'parameter' | 'profile' | 'environment' | 'context' | 'provider default' | 'adapter default' | 'server' | 'model';

/** The settings a system id resolves to: everything that decides how texts become vectors and scores. */
export interface ResolvedSystemSettings {
  /** Text put before every query (`''`: none). */
  queryPrefix: string;
  /** Text put before every document (`''`: none). */
  documentPrefix: string;
  /** The request field carrying input types (`input_type`, `taskType`, `task`, `prompt_name`); null when the provider has none. */
  inputTypeField: string | null;
  /** The query input type sent; null: none. */
  queryInputType: string | null;
  /** The document input type sent; null: none. */
  documentInputType: string | null;
  /** How token vectors are pooled (local models, or the profile's value for a server); null when unknown. */
  pooling: string | null;
  /** Whether vectors are L2-normalised; null when not known (vectors as the provider returns them). */
  normalize: boolean | null;
  /** Who normalises, in words. */
  normalization: string;
  /** How vectors are compared. */
  similarity: Similarity;
  /** Output dimensions asked or expected; null when the model's own. */
  dimensions: number | null;
  /** Most tokens per text; null when unknown. */
  maxTokens: number | null;
  /** How longer texts are cut, in words. */
  truncation: string;
  /** Weights precision (local ONNX variant, or the one a self-hosted server runs); null when not set. */
  dtype: string | null;
}

/** What `execret systems <id>` prints: the settings an id resolves to, found without contacting anything. */
export interface SystemDescription {
  /** The id as given. */
  system: string;
  /** The adapter (`openai`, `transformers`, …). */
  provider: string;
  /** The model id sent to the provider or loaded. */
  model: string;
  /** Hosted behind HTTP or run locally. */
  kind: 'hosted' | 'local';
  /** The endpoint URL without credentials, or the local model folder; null when not known here. */
  endpoint: string | null;
  /** The built-in invocation profile applied, when there is one. */
  profile: Pick<InvocationProfile, 'model' | 'provider' | 'source' | 'note' | 'studyNames'> | null;
  /** The resolved settings. */
  settings: ResolvedSystemSettings;
  /** Where each setting (and the endpoint) comes from. */
  origins: Partial<Record<keyof ResolvedSystemSettings | 'endpoint', SettingOrigin>>;
  /** The cache-key inputs: provider, model id and the parsed invocation key (see `invocationKeyOf`). */
  cacheKey: { provider: string; modelId: string; invocation: unknown };
  /** Anything a user should know about these settings. */
  notes: string[];
}

/** A system entry that can also say what an id resolves to, without creating anything. */
export interface DescribableSystemEntry extends SystemEntry {
  /**
   * The settings `systemId` resolves to. Contacts nothing, reads no file and needs no API key;
   * validates the id and its parameters as `create` does.
   *
   * @throws InvalidArgumentError for an id `create` would refuse.
   */
  describe(systemId: string, context?: Partial<SystemContext>): Promise<SystemDescription>;
}

/** True when an entry has `describe`. */
export function isDescribableSystemEntry(entry: SystemEntry): entry is DescribableSystemEntry {
  return typeof (entry as Partial<DescribableSystemEntry>).describe === 'function';
}

/** The profile fields a description shows (the profile's identity, not its settings). */
export function profileSummary(profile: InvocationProfile | undefined): SystemDescription['profile'] {
  if (profile === undefined) return null;
  return {
    model: profile.model,
    provider: profile.provider,
    source: profile.source,
    ...(profile.note === undefined ? {} : { note: profile.note }),
    ...(profile.studyNames === undefined ? {} : { studyNames: profile.studyNames }),
  };
}

/** The origin of an overridable setting: the parameter when given, else the profile when it sets one, else `fallback`. */
export function originOf(given: boolean, profileValue: unknown, fallback: SettingOrigin = 'adapter default'): SettingOrigin {
  if (given) return 'parameter';
  return profileValue === undefined ? fallback : 'profile';
}
