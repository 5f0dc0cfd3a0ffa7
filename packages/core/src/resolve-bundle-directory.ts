import { join } from 'node:path';
import { BUNDLE_FILES } from './bundle-format.js';
import { pathExists } from './path-exists.js';

/**
 * Finds the folder holding the JSONL files: the folder itself, or its `data/` subfolder (the
 * study's release keeps them in `data/`).
 */
export async function resolveBundleDirectory(directory: string): Promise<string> {
  if (await pathExists(join(directory, BUNDLE_FILES.queries))) return directory;
  const nested = join(directory, 'data');
  if (await pathExists(join(nested, BUNDLE_FILES.queries))) return nested;
  return directory;
}
