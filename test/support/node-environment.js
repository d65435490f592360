/*
 * Jest runs each suite in its own V8 context, whose typed-array constructors differ from the ones native addons
 * create. onnxruntime-node hands back its outputs as the process's Float32Array, and onnxruntime-common (loaded
 * inside the suite's context) rejects them by `instanceof`. Sharing the process's typed arrays with the suite
 * keeps the real text detector running under jest as it runs in the service.
 */
const { TestEnvironment } = require('jest-environment-node');

const TYPED_ARRAYS = [
  'ArrayBuffer', 'SharedArrayBuffer', 'Uint8Array', 'Uint8ClampedArray', 'Int8Array', 'Uint16Array', 'Int16Array',
  'Uint32Array', 'Int32Array', 'Float32Array', 'Float64Array', 'BigInt64Array', 'BigUint64Array',
];

class NodeEnvironmentWithNativeArrays extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of TYPED_ARRAYS) this.global[name] = globalThis[name];
  }
}

module.exports = NodeEnvironmentWithNativeArrays;
