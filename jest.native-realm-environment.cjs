// A jest environment for tests that use native addons (onnxruntime-node): the addon creates typed
// arrays in Node's main realm, and libraries check them with `instanceof` against the test realm's
// constructors, which fails in jest's default sandbox. Sharing the constructors fixes that.
const { TestEnvironment } = require('jest-environment-node');

const SHARED = [
  'ArrayBuffer', 'SharedArrayBuffer', 'DataView',
  'Int8Array', 'Uint8Array', 'Uint8ClampedArray', 'Int16Array', 'Uint16Array',
  'Int32Array', 'Uint32Array', 'Float32Array', 'Float64Array', 'BigInt64Array', 'BigUint64Array',
];

class NativeRealmEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of SHARED) this.global[name] = globalThis[name];
  }
}

module.exports = NativeRealmEnvironment;
