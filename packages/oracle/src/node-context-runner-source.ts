import { nodeRunnerCommonSource } from './node-runner-common-source.js';

/**
 * The script evaluated inside each job's fresh V8 context (a `vm` context of a persistent Node.js
 * worker, see `node-context-worker-source.ts`). It evaluates to one function, `install(bridge,
 * settings, jobJson)`, that prepares the context's global scope and runs the job:
 *
 * - Node.js globals (`process`, `require`, `Buffer`, `console`, timers, `structuredClone`,
 *   `TextEncoder`, `URL`, `fetch`, …) are accessors, put on the global object by the worker, that
 *   hand the job to the reference runner (a fresh Node.js process per job) the moment the job
 *   touches one, since they would be objects of the worker's realm, not of the job's. `module`,
 *   `exports`, `__filename`, `__dirname` and
 *   `global` are what `node -e` gives (`'[eval]'`, `'.'`); `assert` is a facade of
 *   `node:assert/strict` whose errors are errors of the job's realm.
 * - The rest is the reference runner's logic, the same text (`nodeRunnerCommonSource`,
 *   `node-runner-common-source.ts`), with the realm's builtins looked up at the same moments, so a
 *   job that patches them sees the same effects; only reading the job, running a script, timing an
 *   async test and writing a result line go through the bridge (functions of the worker that the
 *   job cannot reach: they live in this closure).
 * - Uses of `node:assert` whose result depends on which realm an `Error` class comes from (an `Error`
 *   instance as message or validation object, an `Error` subclass as the expected class when the
 *   check fails) are reported to the bridge, which hands the job to the reference runner.
 *
 * Plain ES2022 in a string, so it runs unchanged from the bundle; no backticks or `${` inside.
 */
export const NODE_CONTEXT_RUNNER_SOURCE = String.raw`(function install(bridge, settings, jobJson) {
'use strict';
// Captured before any code of the job runs.
const global = globalThis;
const JSONParse = JSON.parse;
const stringify = JSON.stringify;
const ReflectApply = Reflect.apply;
const ArrayPrototypeSlice = Array.prototype.slice;
const ObjectCreate = Object.create;
const defineProperty = Object.defineProperty;
const ObjectPrototypeIsPrototypeOf = Object.prototype.isPrototypeOf;
const ProxyConstructor = Proxy;
const PromiseConstructor = Promise;
const OriginalError = Error;
const OriginalDate = Date;
const OriginalErrorPrototype = Error.prototype;
const hostRun = bridge.run;
const hostReport = bridge.report;
const hostFinish = bridge.finish;
const hostTrigger = bridge.trigger;
const hostSetTimeout = bridge.setTimeout;
const hostClearTimeout = bridge.clearTimeout;
const isHostObject = bridge.isHostObject;
const isHostError = bridge.isHostError;
const isHostPromise = bridge.isHostPromise;
const hostThen = bridge.then;
const convertHostError = bridge.convertError;
const hostAssert = bridge.assert;

function trigger(reason) {
  hostTrigger(reason);
  return new OriginalError('execret: ' + reason + ' runs in a fresh Node.js process instead');
}

// --- Node.js globals (their accessors are on the context's global object already) -------------

defineProperty(global, 'global', { value: global, writable: true, enumerable: settings.globalEnumerable, configurable: true });
// Code in a context runs slower than in a fresh process: a job that reads the clock (to time
// itself) is handed over. (new Date() without arguments is not watched.)
const originalNow = Date.now;
const watchedNow = { now() { hostTrigger('the clock (Date.now)'); return ReflectApply(originalNow, OriginalDate, []); } }.now;
defineProperty(Date, 'now', { value: watchedNow, writable: true, enumerable: false, configurable: true });
global.__filename = '[eval]';
global.__dirname = '.';

// The global object of a context is not a fresh process's: its Node.js globals are the worker's
// accessors (other functions, other descriptors) and its own keys come in another order. A job
// that reflects on it (its keys, its property descriptors, copies of it) is handed over before the
// reflection answers. The reflection functions become proxies of themselves (same name, length
// and results for every other object; Function.prototype.toString shows the original's text).
const MapGet = Map.prototype.get;
const disguised = new Map();
disguised.set(watchedNow, originalNow);
function watchReflection(holder, holderName, name, self, from, to) {
  const original = holder[name];
  const reason = 'reflection on the global object (' + holderName + '.' + name + ')';
  const handler = ObjectCreate(null);
  handler.apply = function (target, thisArgument, argumentsList) {
    let reflects = self && thisArgument === global;
    for (let index = from; index < argumentsList.length && index < to && !reflects; index += 1) reflects = argumentsList[index] === global;
    if (reflects) {
      // Stopped before the reflection answers: nothing of the worker reached the job, which keeps it.
      hostTrigger(reason, true);
      throw new OriginalError('execret: ' + reason + ' runs in a fresh Node.js process instead');
    }
    return ReflectApply(target, thisArgument, argumentsList);
  };
  const watched = new ProxyConstructor(original, handler);
  disguised.set(watched, original);
  defineProperty(holder, name, { value: watched, writable: true, enumerable: false, configurable: true });
}
const ObjectNames = ['getOwnPropertyNames', 'getOwnPropertySymbols', 'getOwnPropertyDescriptor', 'getOwnPropertyDescriptors', 'keys', 'values', 'entries', 'freeze', 'seal', 'preventExtensions', 'isFrozen', 'isSealed', 'getPrototypeOf', 'setPrototypeOf'];
for (let index = 0; index < ObjectNames.length; index += 1) watchReflection(Object, 'Object', ObjectNames[index], false, 0, 1);
watchReflection(Object, 'Object', 'assign', false, 1, Infinity);
const ReflectNames = ['ownKeys', 'getOwnPropertyDescriptor', 'preventExtensions', 'getPrototypeOf', 'setPrototypeOf'];
for (let index = 0; index < ReflectNames.length; index += 1) watchReflection(Reflect, 'Reflect', ReflectNames[index], false, 0, 1);
watchReflection(Object.prototype, 'Object.prototype', '__lookupGetter__', true, 0, 0);
watchReflection(Object.prototype, 'Object.prototype', '__lookupSetter__', true, 0, 0);
const toStringHandler = ObjectCreate(null);
toStringHandler.apply = function (target, thisArgument, argumentsList) {
  const original = ReflectApply(MapGet, disguised, [thisArgument]);
  return ReflectApply(target, original === undefined ? thisArgument : original, argumentsList);
};
const watchedToString = new ProxyConstructor(Function.prototype.toString, toStringHandler);
disguised.set(watchedToString, Function.prototype.toString);
defineProperty(Function.prototype, 'toString', { value: watchedToString, writable: true, enumerable: false, configurable: true });

// --- node:assert/strict -----------------------------------------------------------------------

class AssertionError extends OriginalError {
  constructor(options) {
    super();
    const filled = bridge.fillAssertionError(this, options);
    if (filled !== this) throw filled;
  }

  toString() {
    return this.name + ' [' + this.code + ']: ' + this.message;
  }
}
const constructors = ObjectCreate(null);
constructors.AssertionError = AssertionError;
constructors.Error = OriginalError;
constructors.TypeError = TypeError;
constructors.RangeError = RangeError;
constructors.SyntaxError = SyntaxError;
constructors.ReferenceError = ReferenceError;
constructors.EvalError = EvalError;
constructors.URIError = URIError;
constructors.AggregateError = AggregateError;
bridge.setConstructors(constructors);

function isErrorInstance(value) {
  return value !== null && typeof value === 'object' && ReflectApply(ObjectPrototypeIsPrototypeOf, OriginalErrorPrototype, [value]);
}

// The one failure of throws/rejects that never looks at the expected class: nothing was thrown.
// Its message is rebuilt as node:assert builds it.
function isMissingExpected(name, args, expected, error) {
  if (name !== 'throws' && name !== 'rejects') return false;
  let details = expected.name ? ' (' + expected.name + ')' : '';
  details += args[2] ? ': ' + args[2] : '.';
  return error instanceof AssertionError && error.message === 'Missing expected ' + (name === 'rejects' ? 'rejection' : 'exception') + details;
}

const expectsError = ObjectCreate(null);
expectsError.throws = true;
expectsError.rejects = true;
expectsError.doesNotThrow = true;
expectsError.doesNotReject = true;

// A validation function is called by node:assert with a fresh plain object as "this"; the proxy
// gives it one of the job's realm. Everything else (name, prototype, instanceof) reaches the target.
const validationHandler = ObjectCreate(null);
validationHandler.apply = function (target, thisArgument, argumentsList) {
  return ReflectApply(target, {}, argumentsList);
};

function afterThrow(name, args, expected, proxy, thrown) {
  const fromHost = isHostObject(thrown);
  const error = fromHost ? convertHostError(thrown) : thrown;
  if (fromHost && proxy !== undefined && error.expected === proxy) error.expected = expected;
  for (let index = 0; index < args.length; index += 1) {
    if (isErrorInstance(args[index])) hostTrigger('node:assert with an Error instance argument that fails');
  }
  if (expected !== undefined && typeof expected === 'function' && ReflectApply(ObjectPrototypeIsPrototypeOf, OriginalError, [expected]) &&
      !(fromHost && isMissingExpected(name, args, expected, error))) {
    hostTrigger('node:assert.' + name + ' with an Error subclass that does not match');
  }
  return error;
}

function callAssert(name, hostFunction, args) {
  let expected;
  let proxy;
  if (expectsError[name] === true && args.length > 1) {
    expected = args[1];
    if (isErrorInstance(expected)) hostTrigger('node:assert.' + name + ' with an Error instance as validation object');
    if (typeof expected === 'function') {
      proxy = new ProxyConstructor(expected, validationHandler);
      args[1] = proxy;
    }
  }
  let result;
  try {
    result = ReflectApply(hostFunction, undefined, args);
  } catch (thrown) {
    throw afterThrow(name, args, expected, proxy, thrown);
  }
  if (isHostPromise(result)) {
    return new PromiseConstructor(function (resolve, reject) {
      hostThen(result, resolve, function (thrown) { reject(afterThrow(name, args, expected, proxy, thrown)); });
    });
  }
  return result;
}

function wrapAssert(name, hostFunction) {
  const wrapper = function () {
    // slice defines the elements (no setter of a patched Array.prototype runs).
    return callAssert(name, hostFunction, ReflectApply(ArrayPrototypeSlice, arguments, []));
  };
  defineProperty(wrapper, 'name', { value: hostFunction.name, configurable: true });
  defineProperty(wrapper, 'length', { value: hostFunction.length, configurable: true });
  return wrapper;
}

const facade = wrapAssert('ok', hostAssert);
const wrapped = [];
const keys = settings.assertKeys;
for (let index = 0; index < keys.length; index += 1) {
  const key = keys[index][0];
  const kind = keys[index][1];
  if (kind === 'self') {
    facade[key] = facade;
  } else if (kind === 'AssertionError') {
    facade[key] = AssertionError;
  } else if (kind === 'function') {
    const hostFunction = hostAssert[key];
    let wrapper;
    for (let seen = 0; seen < wrapped.length; seen += 1) if (wrapped[seen][0] === hostFunction) wrapper = wrapped[seen][1];
    if (wrapper === undefined) {
      wrapper = wrapAssert(key, hostFunction);
      wrapped[wrapped.length] = [hostFunction, wrapper];
    }
    facade[key] = wrapper;
  } else {
    defineProperty(facade, key, {
      configurable: true,
      enumerable: true,
      get: function () { throw trigger('node:assert.' + key); },
      set: function (value) { throw trigger('node:assert.' + key); },
    });
  }
}

// --- the reference runner's logic -------------------------------------------------------------

const job = JSONParse(jobJson);
const limit = job.messageChars;

${nodeRunnerCommonSource({
  writeLine: (line) => `hostReport(${line})`,
  isError: 'error instanceof Error || isHostError(error)',
  setTimer: 'hostSetTimeout',
  clearTimer: 'hostClearTimeout',
  beforeGlobals: '',
  global: 'global',
  globals: [['assert', 'facade']],
  runScript: (source, filename) => `hostRun(${source}, ${filename})`,
  finish: 'hostFinish',
})}})`;
