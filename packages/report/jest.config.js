import base from '../../jest.config.base.js';

export default { ...base, displayName: '@execret/report' };
