import { availableParallelism } from 'node:os';
import base from '../../jest.config.base.js';

// The native-realm environment lets onnxruntime-node (the dense top-k kernel) run inside jest.
// Two test files at a time even on two CPUs (jest's default there is one): most of these suites
// wait on the processes they start (sandboxed workers, npm, Redis), so two share the CPUs well,
// and this package's suite is the last, longest task of `npm test`.
export default {
  ...base,
  displayName: 'execret',
  testEnvironment: '<rootDir>/../../jest.native-realm-environment.cjs',
  maxWorkers: Math.max(2, availableParallelism() - 1),
};
