import base from '../../jest.config.base.js';

export default {
  ...base,
  displayName: '@execret/repo',
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json', 'py'],
  transform: { ...base.transform, '\\.py$': '<rootDir>/jest-text-transform.cjs' },
};
