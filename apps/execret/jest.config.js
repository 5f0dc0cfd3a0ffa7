import base from '../../jest.config.base.js';

// The native-realm environment lets onnxruntime-node (the dense top-k kernel) run inside jest.
export default { ...base, displayName: 'execret', testEnvironment: '<rootDir>/../../jest.native-realm-environment.cjs' };
