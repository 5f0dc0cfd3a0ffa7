import base from '../../jest.config.base.js';

export default { ...base, displayName: '@execret/embeddings', testEnvironment: '<rootDir>/../../jest.native-realm-environment.cjs' };
