import { stat } from 'node:fs/promises';

/** True when something (file or folder) exists at `path`. */
export async function pathExists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
