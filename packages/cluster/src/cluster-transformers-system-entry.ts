import { ExecretErrorCode, parseSystemId, type SystemContext } from '@execret/core';
import { createDenseSystem, readSystemIdParameters, type DescribableSystemEntry } from '@execret/embeddings';
import type { ClusterClient } from './cluster-client.js';
import { ClusterEmbeddingModel, type ClusterTransformersSettings } from './cluster-embedding-model.js';
import { ClusterError } from './cluster-error.js';

/**
 * The model settings a `transformers:<model>?…` system id names, as the `transformers:` entry of
 * `@execret/embeddings-transformers` builds its model (checked against that entry's own cache key
 * when a system is created, see {@link clusterTransformersSystemEntry}).
 */
export async function transformersSettingsFor(systemId: string, context: Partial<SystemContext>): Promise<{ modelId: string; settings: ClusterTransformersSettings }> {
  const { TRANSFORMERS_SYSTEM_PARAMETERS } = await import('@execret/embeddings-transformers');
  const parsed = parseSystemId(systemId);
  const values = readSystemIdParameters(parsed, TRANSFORMERS_SYSTEM_PARAMETERS, 'transformers');
  const settings: ClusterTransformersSettings = {
    ...(context.modelsDirectory === undefined ? {} : { localModelPath: context.modelsDirectory }),
    ...(values.dtype === undefined ? {} : { dtype: values.dtype }),
    ...(values.pooling === undefined ? {} : { pooling: values.pooling }),
    ...(values.normalize === undefined ? {} : { normalize: values.normalize }),
    ...(values.maxTokens === undefined ? {} : { maxTokens: values.maxTokens }),
    profile: {
      ...(values.queryPrefix === undefined ? {} : { queryPrefix: values.queryPrefix }),
      ...(values.documentPrefix === undefined ? {} : { documentPrefix: values.documentPrefix }),
    },
  };
  return { modelId: parsed.model, settings };
}

/**
 * `transformers:` systems whose embeddings are computed by `execret worker` processes: the given
 * entry (the app's, or `transformersSystemEntry`) describes and lists them, and its description
 * goes into results as for a local run; only the model's batches travel through the queue. The
 * check parses the id (model folders are the workers' business). Creating a system fails with a
 * {@link ClusterError} if its cache key would differ from the local entry's.
 */
export function clusterTransformersSystemEntry(entry: DescribableSystemEntry, client: ClusterClient): DescribableSystemEntry {
  return {
    prefix: entry.prefix,
    syntax: entry.syntax,
    list: () => entry.list(),
    describe: (systemId, context) => entry.describe(systemId, context),
    async check(systemId, context) {
      await entry.describe(systemId, context);
    },
    async create(systemId, context) {
      const description = await entry.describe(systemId, context);
      const { modelId, settings } = await transformersSettingsFor(systemId, context);
      const model = await ClusterEmbeddingModel.create(client, modelId, settings);
      const expected = JSON.stringify(description.cacheKey?.invocation);
      if (model.invocationKey !== expected) {
        throw new ClusterError(ExecretErrorCode.EXECUTION, `${systemId}: the cluster model would cache under ${model.invocationKey} but a local run under ${expected}; @execret/cluster and @execret/embeddings-transformers disagree (update both)`);
      }
      return createDenseSystem(systemId, parseSystemId(systemId), model, context, description);
    },
  };
}
