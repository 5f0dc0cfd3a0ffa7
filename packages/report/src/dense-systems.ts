import type { LoadedSystem } from './report-types.js';

/** The rule {@link isDenseSystem} applies, for people (the report prints it beside pooled numbers). */
export const DENSE_SYSTEM_RULE =
  'a system is dense when its description (execret.system of its results file, else its entry in config.json) records an embedding similarity (similarity "cosine" or "dot", as every transformers:, hosted-API and npz: system does); a results file without a description (the study\'s released files) counts as dense unless its system id is BM25 (bm25 or bm25:…, any case)';

const EMBEDDING_SIMILARITIES: readonly unknown[] = ['cosine', 'dot'];
const BM25_ID = /^bm25(?::|$)/i;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * True when a system ranks by embedding similarity (see {@link DENSE_SYSTEM_RULE}): its description
 * is `execret.system` of its results file, else `config.json`'s `systems[<id>]`. A description
 * decides by its `similarity` alone, so BM25, TREC-run files, `module:` retrievers and anything else
 * that does not record one are not dense. Without a description (the study's released files,
 * 23 embedding models and BM25) every system but BM25 is.
 */
export function isDenseSystem(system: Pick<LoadedSystem, 'system' | 'description'>, config: Record<string, unknown> | undefined): boolean {
  const systems = config?.['systems'];
  const description = system.description ?? (isObject(systems) && Object.hasOwn(systems, system.system) && isObject(systems[system.system]) ? systems[system.system] : undefined);
  if (isObject(description) && Object.keys(description).length > 0) return EMBEDDING_SIMILARITIES.includes(description['similarity']);
  return !BM25_ID.test(system.system);
}
