import { definePackageConfig } from '../../tsup.config.base.js';

// import.meta.url (package.json lookups) also works in the CJS build.
export default definePackageConfig({ entry: { index: 'src/index.ts', cli: 'src/cli.ts' }, dts: { entry: { index: 'src/index.ts' } }, shims: true });
