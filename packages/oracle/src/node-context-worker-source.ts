import { NODE_CONTEXT_RUNNER_SOURCE } from './node-context-runner-source.js';

/** Version of the context worker's semantics; part of the TypeScript runtime fingerprint in `context` isolation. */
export const CONTEXT_RUNNER_VERSION = 1;

/**
 * A job of a context worker answers only when every test ran within this share of its limit (and
 * the whole job within this share of the job's wall-clock limit). Code in a `vm` context is slower
 * than in a fresh process (every global lookup goes through Node's interceptors), never
 * meaningfully faster, so an outcome reached within half the limit is the outcome a fresh process
 * reaches too; anything slower is handed to the reference runner, whose timing decides.
 */
export const CONTEXT_TIME_SHARE = 0.5;

/**
 * The program of a context worker (`node -e <source> <config JSON>`), started inside the sandbox by
 * the launcher (`node-worker-launcher.ts`) with rlimits set and the environment empty. It speaks the
 * fork server's frames (4-byte big-endian length, UTF-8 JSON) on fd 0 (requests) and fd 1 (replies),
 * so `SandboxWorker` and `WorkerPool` drive it like a Python fork server: a `hello` frame first,
 * then per `run` frame one `done` frame with every outcome.
 *
 * Each job runs in a fresh `vm` context (its own realm: own `Object`, `Array`, prototypes and
 * global scope) with {@link NODE_CONTEXT_RUNNER_SOURCE}. The worker process is hardened against its
 * jobs: the Node.js runtime is never reachable from a context (its globals are accessors that end
 * the job's run here; `import()` rejects as it does in a fresh process); the worker's own
 * intrinsics are frozen (`--frozen-intrinsics`) and it cannot compile strings
 * (`--disallow-code-generation-from-strings`), so the few worker objects a job can touch (through
 * `node:assert`'s callbacks, or the error of `import()`) lead nowhere; those that are no
 * intrinsics are compared after every job, and a change retires the worker.
 *
 * A job's `done` frame has status `ok` (every outcome is what the reference runner gives) or
 * `fallback` with the reason (a Node.js global or the clock was used, a realm-dependent use of
 * `node:assert`, a script run or test took more than {@link CONTEXT_TIME_SHARE} of its limit or
 * timed out, an outcome quotes stack frames or depends on memory or stack headroom, a result line
 * the reference would reject). A reply with `code` {@link RETIRING_CODE} and `leak: true` retires
 * the worker (the host kills it and starts another): after a timeout (V8 may have interrupted the
 * worker's own code), a use of the Node.js runtime, a changed worker object, a cancelled job, or
 * `maxJobs` jobs.
 */
export const NODE_CONTEXT_WORKER_SOURCE = String.raw`(function contextWorker() {
'use strict';
const vm = require('node:vm');
const fs = require('node:fs');
const os = require('node:os');
const util = require('node:util');
const strictAssert = require('node:assert/strict');
const CONFIG = JSON.parse(process.argv[process.argv.length - 1] || '{}');
const startEnvironment = Object.keys(process.env).sort();
const PROTOCOL_VERSION = 1;
const TIME_SHARE = CONFIG.timeShare;
const MAX_JOBS = CONFIG.maxJobs;
// The runner takes its arguments from a global property that it deletes before any code of the
// job runs, so starting it is one script run, which a single vm timeout can cover.
const JOB_KEY = '\u0000execret-job';
const CONTEXT_RUNNER = new vm.Script(
  CONFIG.contextSource + '.apply(undefined, (function () { const job = globalThis[' + JSON.stringify(JOB_KEY) + ']; delete globalThis[' + JSON.stringify(JOB_KEY) + ']; return job; })());',
  { filename: 'execret-context-runner.js' },
);
const HostObject = Object;
const HostError = Error;
const HostPromise = Promise;
const HostAssertionError = strictAssert.AssertionError;
const hostConstructors = [[TypeError, 'TypeError'], [RangeError, 'RangeError'], [SyntaxError, 'SyntaxError'], [ReferenceError, 'ReferenceError'], [EvalError, 'EvalError'], [URIError, 'URIError'], [AggregateError, 'AggregateError']];

process.on('uncaughtException', () => {});
process.on('unhandledRejection', () => {});

// Worker objects a job can reach that are no intrinsics (those are frozen): util.inspect (node:assert
// passes it to custom inspect functions) with its tables, and the class of the error import()
// rejects with. A job may change them as in a fresh process; the worker compares their shapes after
// every job and retires when one changed, so the next job never sees the change.
function shapeOf(object) {
  const parts = [Object.isExtensible(object)];
  for (const key of Reflect.ownKeys(object)) {
    const descriptor = Reflect.getOwnPropertyDescriptor(object, key);
    parts.push(key, descriptor.value, descriptor.get, descriptor.set, descriptor.writable, descriptor.enumerable, descriptor.configurable);
  }
  return parts;
}
const watched = [util.inspect, util.inspect.colors, util.inspect.styles, ...Object.values(util.inspect.colors)];
let shapes = watched.map(shapeOf);
vm.runInContext('import("node:fs")', vm.createContext(Object.create(null))).catch((error) => {
  for (let prototype = Object.getPrototypeOf(error); prototype !== null && !Object.isFrozen(prototype); prototype = Object.getPrototypeOf(prototype)) {
    watched.push(prototype);
    if (typeof prototype.constructor === 'function') watched.push(prototype.constructor);
  }
  shapes = watched.map(shapeOf);
});
const inspectDefaults = JSON.stringify(util.inspect.defaultOptions);

function workerObjectsChanged() {
  if (JSON.stringify(util.inspect.defaultOptions) !== inspectDefaults) return true;
  for (let index = 0; index < watched.length; index += 1) {
    const now = shapeOf(watched[index]);
    const before = shapes[index];
    if (now.length !== before.length || now.some((part, position) => !Object.is(part, before[position]))) return true;
  }
  return false;
}

// Names the job sees as Node.js globals: every own property of this realm's global object that a
// fresh context lacks, and console (a fresh context has V8's, which prints nothing).
const probe = vm.runInContext('Object.getOwnPropertyNames(globalThis)', vm.createContext(Object.create(null)));
const contextNames = new Set(probe);
// (The names node -e and the reference runner define are set by the runner as they set them.)
const ownNames = new Set(['global', 'module', 'exports', 'require', '__filename', '__dirname', 'assert']);
const triggers = [];
for (const name of Object.getOwnPropertyNames(globalThis)) {
  if (ownNames.has(name)) continue;
  if (contextNames.has(name) && name !== 'console') continue;
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, name);
  triggers.push([name, Boolean(descriptor && descriptor.enumerable)]);
}
triggers.push(['require', false]);
// Each job's global object starts with these accessors: reading or writing one hands the job over.
// They are made anew for every job (and frozen): a job that gets hold of one (a property
// descriptor of its global) can leave nothing on it for a later job of this worker to find.
function triggerDescriptorsForJob(job) {
  const descriptors = Object.create(null);
  for (const [name, enumerable] of triggers) {
    const reason = 'the Node.js global "' + name + '"';
    const reach = Object.freeze(() => {
      job.stop('uses ' + reason, true);
      throw new HostError('execret: ' + reason + ' runs in a fresh Node.js process instead');
    });
    descriptors[name] = { configurable: true, enumerable, get: reach, set: reach };
  }
  return descriptors;
}
const globalDescriptor = Object.getOwnPropertyDescriptor(globalThis, 'global');
const assertKeys = [];
for (const key of Object.keys(strictAssert)) {
  const value = strictAssert[key];
  let kind = 'other';
  if (value === strictAssert) kind = 'self';
  else if (value === HostAssertionError) kind = 'AssertionError';
  else if (typeof value === 'function' && !/^class\b/.test(Function.prototype.toString.call(value))) kind = 'function';
  assertKeys.push([key, kind]);
}
const settings = Object.freeze({ assertKeys, globalEnumerable: Boolean(globalDescriptor && globalDescriptor.enumerable) });

// --- frames -----------------------------------------------------------------------------------

function writeAll(buffer) {
  let offset = 0;
  while (offset < buffer.length) {
    try {
      offset += fs.writeSync(1, buffer, offset);
    } catch (error) {
      if (error.code !== 'EAGAIN') throw error;
    }
  }
}

function send(message) {
  const body = Buffer.from(JSON.stringify(message), 'utf8');
  const head = Buffer.allocUnsafe(4);
  head.writeUInt32BE(body.length, 0);
  writeAll(Buffer.concat([head, body]));
}

let pending = Buffer.alloc(0);
const queue = [];
let busy = false;
let current = null;
let jobsRun = 0;

process.stdin.on('data', (chunk) => {
  pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
  while (pending.length >= 4) {
    const size = pending.readUInt32BE(0);
    if (pending.length < 4 + size) break;
    const message = JSON.parse(pending.subarray(4, 4 + size).toString('utf8'));
    pending = pending.subarray(4 + size);
    if (message.t === 'cancel') {
      if (current !== null && current.id === message.id) current.cancel();
    } else if (message.t === 'run') {
      queue.push(message);
    }
  }
  pump();
});
process.stdin.on('end', () => process.exit(0));

function pump() {
  if (busy || queue.length === 0) return;
  busy = true;
  runJob(queue.shift());
}

// --- what the worker observes about itself ----------------------------------------------------

function readText(path) {
  try {
    return fs.readFileSync(path, 'utf8');
  } catch (error) {
    return '';
  }
}

function mountOf(target) {
  let found = null;
  for (const line of readText('/proc/self/mountinfo').split('\n')) {
    const fields = line.split(' ');
    if (fields.length > 5 && fields[4] === target) {
      const separator = fields.indexOf('-');
      found = { options: fields[5].split(','), type: separator >= 0 ? fields[separator + 1] : '' };
    }
  }
  return found;
}

function hello() {
  let pidLink = '';
  try {
    pidLink = fs.readlinkSync('/proc/self/ns/pid');
  } catch (error) {
    pidLink = '';
  }
  const root = mountOf('/');
  const tmp = mountOf(CONFIG.tmp);
  const interfaces = Object.keys(os.networkInterfaces());
  const noNewPrivileges = /^NoNewPrivs:\s*1$/m.test(readText('/proc/self/status'));
  return {
    t: 'hello',
    protocol: PROTOCOL_VERSION,
    version: process.versions.node,
    implementation: 'node',
    executable: process.execPath,
    uid: process.getuid(),
    gid: process.getgid(),
    startEnvironment,
    environment: Object.keys(process.env).sort(),
    hashRandomized: false,
    pidNamespace: Boolean(CONFIG.pidNamespace) && pidLink !== '' && pidLink !== 'pid:[4026531836]' && process.pid <= 3,
    killAll: false,
    noNewPrivileges,
    dumpableOff: false,
    subreaper: false,
    readOnlyRoot: root !== null && root.options.includes('ro'),
    privateTmp: tmp !== null && tmp.type === 'tmpfs',
    networkIsolated: interfaces.every((name) => name === 'lo'),
  };
}

// --- one job ----------------------------------------------------------------------------------

const STACK_FRAME = /\bat (?:[^\s()]+ )?\(?[^\s()]+:\d+:\d+\)?/;
// Outcomes that depend on how much stack or address space is left: a worker has a little less of
// both than a fresh process (its harness frames, its heap of earlier jobs), so these are handed over.
const HEADROOM = /Maximum call stack size exceeded|allocation failed|memory/i;

function runJob(message) {
  const spec = message.job;
  const testMs = spec.testMs;
  const slowMs = testMs * TIME_SHARE;
  // A job whose tests are all synchronous runs in one script run under one timeout of slowMs (a
  // vm timeout starts a watchdog thread, so one per job instead of one per test); a job that awaits
  // gives each script run its own timeout, as the reference runner does.
  const wholeJob = spec.tests.every((test) => test.async !== true);
  const runOptions = wholeJob ? undefined : { timeout: testMs };
  const expected = spec.tests.length;
  const started = performance.now();
  const timers = new Set();
  const job = {
    id: message.id,
    outcomes: [],
    fallback: null,
    recycle: false,
    status: null,
    finished: false,
    exitCode: null,
    runStarted: 0,
    ranSinceReport: false,
    constructors: null,
    stop(reason, recycle, status) {
      if (this.fallback === null) this.fallback = reason;
      if (recycle) this.recycle = true;
      if (status !== undefined && this.status === null) this.status = status;
    },
    // Between two script runs (a cancel frame is read only then): answer at once, retire the worker.
    cancel() {
      this.stop('cancelled', true, 'cancelled');
      bridge.finish(70);
    },
  };
  current = job;
  const context = vm.createContext(Object.create(null, triggerDescriptorsForJob(job)));
  const stopped = new HostError('execret: the job stopped running in this worker');

  function convertError(error) {
    const constructors = job.constructors;
    let target;
    if (error instanceof HostAssertionError) {
      target = Reflect.construct(constructors.Error, [], constructors.AssertionError);
    } else {
      let name = 'Error';
      for (const [constructor, constructorName] of hostConstructors) if (error instanceof constructor) name = constructorName;
      target = Reflect.construct(constructors.Error, [], constructors[name]);
    }
    copyOwn(error, target);
    return target;
  }

  function copyOwn(source, target) {
    for (const key of Reflect.ownKeys(source)) {
      if (typeof key !== 'string') continue;
      const descriptor = Reflect.getOwnPropertyDescriptor(source, key);
      if (key === 'stack') {
        // Formatting a stack costs more than the rest of a failure: the copy reads it when asked.
        Reflect.defineProperty(target, key, {
          get: () => source.stack,
          set(value) { Reflect.defineProperty(this, 'stack', { value, writable: true, enumerable: false, configurable: true }); },
          enumerable: false,
          configurable: true,
        });
        continue;
      }
      let value;
      if (descriptor.get !== undefined || descriptor.set !== undefined) value = source[key];
      else value = descriptor.value;
      if (typeof value === 'function' && value instanceof HostObject) continue;
      if (value !== null && typeof value === 'object' && value instanceof HostObject) continue;
      Reflect.defineProperty(target, key, { value, writable: descriptor.writable !== false, enumerable: descriptor.enumerable, configurable: true });
    }
  }

  const bridge = Object.freeze({
    run(source, filename) {
      if (job.fallback !== null || job.finished) throw stopped;
      const script = new vm.Script(source, { filename });
      job.ranSinceReport = true;
      job.runStarted = performance.now();
      try {
        return script.runInContext(context, runOptions);
      } finally {
        if (performance.now() - job.runStarted > slowMs) job.stop('a test or the code took more than ' + TIME_SHARE + ' of its time limit', false);
      }
    },
    report(line) {
      if (job.finished) return;
      let pair;
      try {
        pair = typeof line === 'string' && line.endsWith('\n') && line.indexOf('\n') === line.length - 1 ? JSON.parse(line) : null;
      } catch (error) {
        pair = null;
      }
      const index = job.outcomes.length;
      if (!Array.isArray(pair) || pair.length !== 2 || pair[0] !== index || index >= expected || typeof pair[1] !== 'string') {
        job.stop('a result line the reference runner would not accept', false);
        return;
      }
      const outcome = pair[1];
      if (job.ranSinceReport && performance.now() - job.runStarted > slowMs) job.stop('a test took more than ' + TIME_SHARE + ' of its time limit', false);
      job.ranSinceReport = false;
      if (outcome === 'TIMEOUT') job.stop('a test timed out', true);
      else if (STACK_FRAME.test(outcome)) job.stop('an outcome quotes stack frames', false);
      else if (HEADROOM.test(outcome)) job.stop('an outcome depends on stack or memory headroom', false);
      job.outcomes.push(pair);
    },
    finish(code) {
      if (job.finished) return;
      job.finished = true;
      job.exitCode = code;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      // Promise jobs the job left behind run before this; a job that never lets them end times out.
      setImmediate(() => complete(job, started, expected, spec.wallMs));
    },
    // keepWorker: the job is stopped before it got hold of anything of the worker (a watched
    // reflection on its global object), so the worker need not be retired.
    trigger(reason, keepWorker) {
      job.stop('uses ' + reason, keepWorker !== true);
    },
    setTimeout(callback, milliseconds) {
      if (job.finished) return undefined;
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!job.finished) callback();
      }, milliseconds);
      timers.add(timer);
      return timer;
    },
    clearTimeout(timer) {
      clearTimeout(timer);
      timers.delete(timer);
    },
    isHostObject(value) {
      return value !== null && (typeof value === 'object' || typeof value === 'function') && value instanceof HostObject;
    },
    isHostError(value) {
      return value instanceof HostError;
    },
    isHostPromise(value) {
      return value instanceof HostPromise;
    },
    then(promise, onFulfilled, onRejected) {
      promise.then(onFulfilled, onRejected);
    },
    convertError,
    fillAssertionError(target, options) {
      let source;
      try {
        source = new HostAssertionError(options);
      } catch (error) {
        return error instanceof HostObject ? convertError(error) : error;
      }
      copyOwn(source, target);
      return target;
    },
    setConstructors(constructors) {
      if (job.constructors === null) job.constructors = constructors;
    },
    assert: strictAssert,
  });

  try {
    Object.defineProperty(context, JOB_KEY, { value: [bridge, settings, JSON.stringify(spec)], configurable: true });
    CONTEXT_RUNNER.runInContext(context, wholeJob ? { timeout: Math.max(1, Math.ceil(slowMs)) } : undefined);
  } catch (error) {
    if (error !== null && typeof error === 'object' && error.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') job.stop('the job took more than ' + TIME_SHARE + ' of a test\'s time limit', true);
    else job.stop('the runner failed', true);
    bridge.finish(70);
  }
}

function complete(job, started, expected, wallMs) {
  const elapsed = performance.now() - started;
  if (job.exitCode !== 0) job.stop('the runner ended with code ' + job.exitCode, true);
  else if (job.outcomes.length < expected) job.stop('the runner reported ' + job.outcomes.length + ' of ' + expected + ' tests', true);
  if (elapsed > wallMs * TIME_SHARE) job.stop('the job took more than ' + TIME_SHARE + ' of its wall-clock limit', false);
  if (workerObjectsChanged()) job.stop('the job changed util.inspect or a Node.js error class', true);
  jobsRun += 1;
  const retiring = job.recycle || jobsRun >= MAX_JOBS;
  const reply = { t: 'done', id: job.id, st: job.fallback === null ? 'ok' : job.status || 'fallback', r: job.outcomes, ms: Math.round(elapsed * 1000) / 1000, code: retiring ? CONFIG.retiringCode : 0 };
  if (job.fallback !== null) reply.why = job.fallback;
  if (retiring) reply.leak = true;
  current = null;
  busy = false;
  send(reply);
  pump();
}

send(hello());
})();
`;

/** The `code` of a context worker's reply after which the worker must not get another job (the host kills it). */
export const RETIRING_CODE = 75;

/** Settings of a context worker (its config argument). */
export interface ContextWorkerConfig {
  /** See {@link RETIRING_CODE}. */
  retiringCode: number;
  /** Jobs a worker runs before the host replaces it. */
  maxJobs: number;
  /** See {@link CONTEXT_TIME_SHARE}. */
  timeShare: number;
  /** The script each context evaluates ({@link NODE_CONTEXT_RUNNER_SOURCE}). */
  contextSource: string;
}

/** The config argument of a context worker with `maxJobs` jobs per worker. */
export function contextWorkerConfig(maxJobs: number): ContextWorkerConfig {
  return { retiringCode: RETIRING_CODE, maxJobs, timeShare: CONTEXT_TIME_SHARE, contextSource: NODE_CONTEXT_RUNNER_SOURCE };
}
