import { createRequire } from 'node:module';

// src/ and dist/ both sit one level below the package root, so the path holds for tests and builds.
const packageJson = createRequire(import.meta.url)('../package.json') as { version: string };

/** The version of this package. */
export const VERSION: string = packageJson.version;
