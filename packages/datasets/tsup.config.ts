import { definePackageConfig } from '../../tsup.config.base.js';

// import.meta.url locates the task sources and bundles in the CJS build too.
export default definePackageConfig({ entry: ['src/index.ts'], shims: true });
