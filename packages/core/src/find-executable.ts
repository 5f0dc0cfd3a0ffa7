import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';

/**
 * Finds `name` on `PATH` (or checks an explicit path when `name` holds a `/`): the absolute path of
 * the first executable regular file, or undefined.
 */
export function findExecutable(name: string, pathVariable: string | undefined = process.env['PATH']): string | undefined {
  const candidates = name.includes('/') ? [resolve(name)] : (pathVariable ?? '').split(delimiter).filter(Boolean).map((folder) => join(folder, name));
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}
