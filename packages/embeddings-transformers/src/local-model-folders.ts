import { readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** The file that marks a folder as a model in the transformers.js layout (`<model id>/config.json`). */
export const MODEL_MARKER_FILE = 'config.json';

/**
 * Where `transformers:` systems look for a model's files offline: the models folder when one is
 * given (`--models`), else transformers.js' own local model folder and its download cache (inside
 * the installed `@huggingface/transformers` package). Absolute paths, in search order.
 */
export async function localModelFolders(modelsDirectory?: string): Promise<string[]> {
  if (modelsDirectory !== undefined) return [resolve(modelsDirectory)];
  try {
    const { env } = await import('@huggingface/transformers');
    return [env.localModelPath, env.cacheDir].filter((folder): folder is string => typeof folder === 'string' && folder !== '').map((folder) => resolve(folder));
  } catch {
    return [];
  }
}

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isFile() === true;
}

/** The first of `folders` holding `<model id>/config.json`, or undefined when none does. */
export async function findLocalModel(modelId: string, folders: readonly string[]): Promise<string | undefined> {
  for (const folder of folders) if (await isFile(join(folder, modelId, MODEL_MARKER_FILE))) return folder;
  return undefined;
}

/**
 * The model ids whose files a folder holds (`name/config.json` or `org/name/config.json`), sorted;
 * empty when the folder does not exist.
 */
export async function listLocalModels(folder: string): Promise<string[]> {
  const found: string[] = [];
  const subfolders = async (path: string): Promise<string[]> =>
    (await readdir(path, { withFileTypes: true }).catch(() => [])).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  for (const first of await subfolders(folder)) {
    if (await isFile(join(folder, first, MODEL_MARKER_FILE))) found.push(first);
    for (const second of await subfolders(join(folder, first))) if (await isFile(join(folder, first, second, MODEL_MARKER_FILE))) found.push(`${first}/${second}`);
  }
  return found.sort();
}
