import { access } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** `node_modules` folders from `folder` up to the file system root, nearest first (what Node's resolution reads). */
export async function nodeModulesChain(folder: string): Promise<string[]> {
  const found: string[] = [];
  for (let current = folder; ; current = dirname(current)) {
    const candidate = join(current, 'node_modules');
    if (await access(candidate).then(() => true, () => false)) found.push(candidate);
    if (dirname(current) === current) return found;
  }
}
