import base from '../../jest.config.base.js';

// The embedding tests run transformers.js (onnxruntime-node's typed arrays need the native realm).
export default { ...base, displayName: '@execret/cluster', testEnvironment: '<rootDir>/../../jest.native-realm-environment.cjs' };
