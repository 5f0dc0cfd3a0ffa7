export { TransformersEmbeddingModel, createTransformersEmbeddings, poolTokens } from './transformers-embedding-model.js';
export type { TransformersEmbeddingSettings } from './transformers-embedding-model.js';
export { TRANSFORMERS_DTYPES, TRANSFORMERS_POOLINGS, UNSUPPORTED_TRANSFORMERS_DTYPES, isTransformersDtype, isTransformersPooling, transformersDtypeProblem } from './transformers-settings.js';
export type { Pooling, TransformersDtype } from './transformers-settings.js';
export { TRANSFORMERS_SYSTEM_PARAMETERS, transformersSystemEntry } from './transformers-system-entry.js';
export { MODEL_MARKER_FILE, findLocalModel, listLocalModels, localModelFolders } from './local-model-folders.js';
