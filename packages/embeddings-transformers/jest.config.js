import base from '../../jest.config.base.js';

export default { ...base, displayName: '@execret/embeddings-transformers', testEnvironment: '<rootDir>/../../jest.native-realm-environment.cjs' };
