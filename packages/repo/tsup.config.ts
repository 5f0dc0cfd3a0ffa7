import { definePackageConfig } from '../../tsup.config.base.js';

// The Python helper (discovery, test map, warm switching server) ships inside the bundle as a string.
export default definePackageConfig({ entry: ['src/index.ts'], loader: { '.py': 'text' } });
