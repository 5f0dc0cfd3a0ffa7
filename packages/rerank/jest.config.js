import base from '../../jest.config.base.js';

// The cross-encoder test runs onnxruntime-node, whose typed arrays come from Node's main realm.
export default { ...base, displayName: '@execret/rerank', testEnvironment: '<rootDir>/../../jest.native-realm-environment.cjs' };
