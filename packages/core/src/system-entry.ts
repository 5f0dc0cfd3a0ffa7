import { InvalidArgumentError } from './errors.js';
import type { Retriever } from './types.js';

/** What a system needs besides its id. */
export interface SystemContext {
  /** Folder for caches (`embeddings.sqlite`). */
  cacheDirectory: string;
  /** Folder of local ONNX models for `transformers:` systems. */
  modelsDirectory?: string;
  /** Allow transformers.js to download models. */
  allowRemoteModels?: boolean;
  /** Environment for API keys (default `process.env`). */
  env?: Record<string, string | undefined>;
}

/** A system id split into adapter, model and `?name=value` parameters. */
export interface ParsedSystemId {
  /** The part before the first `:` (`bm25`, `openai`, `npz`…). */
  adapter: string;
  /** The part after the first `:` up to `?`, or `''`; may contain `/` and `:`. */
  model: string;
  /** The `?name=value&…` parameters, values URI-decoded, in the order given. */
  parameters: Map<string, string>;
}

/**
 * Splits `adapter:model?name=value&…` (the model may contain `/` and `:`).
 *
 * @throws InvalidArgumentError for a parameter that is not `name=value` or a repeated name.
 */
export function parseSystemId(systemId: string): ParsedSystemId {
  const queryStart = systemId.indexOf('?');
  const head = queryStart === -1 ? systemId : systemId.slice(0, queryStart);
  const parameters = new Map<string, string>();
  if (queryStart !== -1) {
    for (const pair of systemId.slice(queryStart + 1).split('&')) {
      const equals = pair.indexOf('=');
      if (equals <= 0) throw new InvalidArgumentError(`system id ${JSON.stringify(systemId)}: parameters must be name=value, got ${JSON.stringify(pair)}`);
      const name = pair.slice(0, equals);
      if (parameters.has(name)) throw new InvalidArgumentError(`system id ${JSON.stringify(systemId)}: parameter ${JSON.stringify(name)} is given twice`);
      parameters.set(name, decodeURIComponent(pair.slice(equals + 1)));
    }
  }
  const colon = head.indexOf(':');
  return colon === -1 ? { adapter: head, model: '', parameters } : { adapter: head.slice(0, colon), model: head.slice(colon + 1), parameters };
}

/** One row of the list of known systems (`execret systems`). */
export interface SystemListing {
  /** A system id that can be passed to `--system`. */
  system: string;
  /** What kind of system it is. */
  kind: 'lexical' | 'hosted' | 'local' | 'precomputed';
  /** How scores are computed (`bm25`, `cosine`, `dot`). */
  similarity: string;
  /** The settings the id resolves to, in words. */
  settings: string;
  /** Where the settings come from (a model card or API reference), when known. */
  source?: string;
}

/**
 * A family of systems, as data: the prefix of its ids (`bm25` matches `bm25` and `bm25:lucene`),
 * how to create a retriever from an id, and which ids it knows. Each package exports its entries;
 * an application composes them into one list.
 */
export interface SystemEntry {
  /** The adapter part of the ids this entry creates (`bm25`, `openai`, `npz`, `transformers`…). */
  readonly prefix: string;
  /** One line for help texts: the id syntax and what it runs. */
  readonly syntax: string;
  /** Creates the retriever an id names; throws `InvalidArgumentError` for an id it cannot serve. */
  create(systemId: string, context: SystemContext): Promise<Retriever>;
  /**
   * Checks, without doing any work (no model load, no request, no file read beyond a stat), what
   * can make {@link SystemEntry.create} or the first call fail: the id parses, an API key the
   * provider needs is set, an input file or model folder exists. Resolves when the system can
   * start; rejects with an `ExecretError` whose message says what is missing. Optional: an entry
   * without it is checked by `create` alone.
   */
  check?(systemId: string, context: SystemContext): Promise<void>;
  /** The ids this entry knows, with their settings (may be empty for open-ended families). */
  list(): SystemListing[];
}

/**
 * Finds the entry whose prefix is the id's adapter.
 *
 * @throws InvalidArgumentError naming the known prefixes when none matches.
 */
export function findSystemEntry(entries: readonly SystemEntry[], systemId: string): SystemEntry {
  const { adapter } = parseSystemId(systemId);
  const entry = entries.find((candidate) => candidate.prefix === adapter);
  if (entry === undefined) {
    throw new InvalidArgumentError(`unknown system ${JSON.stringify(systemId)}: the adapter must be one of ${entries.map((candidate) => candidate.prefix).join(', ')} (see execret systems)`);
  }
  return entry;
}
