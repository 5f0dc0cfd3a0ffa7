/** What a machine holds for `transformers:` systems: where they look and which models are there. */
export interface LocalModels {
  /** The folders searched, in order (`--models`, else transformers.js' own local folder and download cache). */
  folders: string[];
  /** Per folder, the model ids whose files it holds (`org/name`), sorted. */
  models: Record<string, string[]>;
  /** Why nothing could be looked at (the optional transformers packages are not installed). */
  problem?: string;
}

/**
 * The local model folders `transformers:` systems read for a `--models` value (or without one),
 * and the models in each. The transformers packages are optional: without them the answer says so.
 */
export async function localModels(modelsDirectory: string | undefined): Promise<LocalModels> {
  let library: typeof import('@execret/embeddings-transformers');
  try {
    library = await import('@execret/embeddings-transformers');
  } catch {
    return { folders: [], models: {}, problem: '@execret/embeddings-transformers is not installed (transformers: systems need it)' };
  }
  const folders = await library.localModelFolders(modelsDirectory);
  const models: Record<string, string[]> = {};
  for (const folder of folders) models[folder] = await library.listLocalModels(folder);
  return { folders, models };
}

/** Whether a `transformers:<model>` listing's model is in any of the folders. */
export function isModelPresent(found: LocalModels, modelId: string): boolean {
  return Object.values(found.models).some((models) => models.includes(modelId));
}
