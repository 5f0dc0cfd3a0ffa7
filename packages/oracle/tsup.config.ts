import { definePackageConfig } from '../../tsup.config.base.js';

// The Python fork server ships inside the bundle as a string (see src/python/worker.py).
export default definePackageConfig({ entry: ['src/index.ts'], loader: { '.py': 'text' } });
