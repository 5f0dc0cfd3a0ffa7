import { definePackageConfig } from '../../tsup.config.base.js';

export default definePackageConfig({ entry: ['src/index.ts'] });
