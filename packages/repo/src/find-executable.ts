import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** The absolute path of `name` on `PATH`, or undefined. */
export function findExecutableOnPath(name: string, pathVariable: string | undefined = process.env['PATH']): string | undefined {
  for (const folder of (pathVariable ?? '').split(delimiter)) {
    if (folder === '') continue;
    const candidate = join(folder, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}
