/* eslint-disable @typescript-eslint/no-explicit-any */
import { testServerScript, type ServeStdinRequests, type WorkerPool } from './test-server-script.js';

// The server runs as its own CommonJS file: `require`, `import()` and the parts it shares with the
// other server come from the prelude of the written source (see testServerScript).
declare const __execret_require: ((id: string) => any) & { cache: Record<string, unknown> };
declare const __execret_import: (specifier: string) => Promise<unknown>;
declare const __execret_serveStdinRequests: ServeStdinRequests;
declare const __execret_workerPool: WorkerPool;
/**
 * The warm `node --test` server, run as a CommonJS file inside the sandbox (its source is this
 * function's text, see {@link nodeTestServerSource}, so it must not refer to anything outside
 * itself).
 *
 * Main thread: reads JSON-line requests on stdin, answers on fd 3, and keeps `concurrency`
 * long-lived worker threads. The project's `node:test` imports point to the execret harness, which
 * records tests instead of running them. Each run loads the project's modules afresh in its worker
 * (a module resolve hook tags every project file with the run's number, `?execret_run=N`, and
 * CommonJS entries leave `require.cache`), so module state never leaks from one mutant to the
 * next, while Node, the harness and `node_modules` stay loaded. Then it switches the function
 * (`globalThis.__execret`) and runs the requested tests in the given order. A run past its time
 * limit terminates its worker, which is replaced; a worker is also replaced after
 * `RECYCLE_AFTER_RUNS` runs (old module graphs are never freed).
 */
function nodeTestServerMain(): void {
  const { isMainThread, Worker, parentPort, workerData } = __execret_require('node:worker_threads');
  const fs = __execret_require('node:fs');
  const path = __execret_require('node:path');
  const url = __execret_require('node:url');
  const RECYCLE_AFTER_RUNS = 200;

  if (!isMainThread) {
    workerMain();
    return;
  }

  const config = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
  const reply = (message: any): void => void fs.writeSync(3, `${JSON.stringify(message)}\n`);
  const { acquire, release } = __execret_workerPool();
  let known: string[] = [];

  function startWorker(): any {
    const worker = new Worker(__filename, { workerData: config, stdout: true, stderr: true, argv: [] });
    worker.stdout.resume();
    worker.stderr.resume();
    worker.runs = 0;
    return worker;
  }

  /** Sends one job; resolves with its results, or with `timeout` / `crashed` after replacing the worker. */
  function runIn(worker: any, message: any, timeoutMs: number, onResult: (result: any) => void): Promise<any> {
    worker.runs += 1;
    return new Promise((resolve) => {
      let settled = false;
      const finish = (value: any, replace: boolean): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        worker.removeAllListeners('message');
        worker.removeAllListeners('exit');
        worker.removeAllListeners('error');
        if (replace || worker.runs >= RECYCLE_AFTER_RUNS) {
          void worker.terminate();
          release(startWorker());
        } else release(worker);
        resolve(value);
      };
      const timer = setTimeout(() => finish({ timeout: true }, true), timeoutMs);
      worker.on('message', (result: any) => {
        if (result.type === 'result') onResult(result);
        else finish(result, false);
      });
      worker.on('error', (error: any) => finish({ crashed: String(error?.stack ?? error).split('\n').slice(0, 3).join(' | ') }, true));
      worker.on('exit', (code: number) => finish({ crashed: `the test worker exited (code ${code})` }, true));
      worker.postMessage(message);
    });
  }

  async function serve(request: any): Promise<void> {
    const started = Date.now();
    const tests: string[] = request.tests;
    const results: Array<string | null> = tests.map(() => null);
    const durations: Array<number | null> = tests.map(() => null);
    const functions: number[][] = tests.map(() => []);
    const worker = await acquire();
    const outcome = await runIn(worker, { type: 'run', id: request.id, started, tests, replacement: request.replacement, stopFirst: request.stop_first, map: request.op === 'map' }, request.timeout_ms, (result) => {
      results[result.index] = result.outcome;
      durations[result.index] = result.ms;
      functions[result.index] = result.hits ?? [];
    });
    // The worker answered the parent itself (one thread hop less per run).
    if (outcome.replied === true) return;
    let status = 'completed';
    let reason: string | undefined;
    if (outcome.timeout) status = 'timeout';
    else if (outcome.crashed !== undefined) {
      status = 'crashed';
      reason = outcome.crashed;
    } else if (outcome.stopped) status = 'stopped';
    const missing = status === 'timeout' ? 'TIMEOUT' : status === 'stopped' ? 'ERROR: NotRun: stopped at the first failure' : `ERROR: WorkerLost: ${reason ?? 'no result'}`;
    reply({ id: request.id, status, reason, results: results.map((result) => result ?? missing), durations_ms: durations, functions, duration_ms: Date.now() - started });
  }

  async function main(): Promise<void> {
    const concurrency = Math.max(1, config.concurrency ?? 2);
    const first = startWorker();
    const listing = await runIn(first, { type: 'list' }, 600_000, () => undefined);
    for (let index = 1; index < concurrency; index += 1) release(startWorker());
    known = listing.tests ?? [];
    reply({ ready: known.length > 0, tests: known, collection_errors: listing.errors ?? [], reason: listing.crashed });
    __execret_serveStdinRequests(serve);
  }

  void main();

  // ---- worker thread: the node:test harness ----
  function workerMain(): void {
    const assert = __execret_require('node:assert');
    let realMock: any;
    try {
      realMock = __execret_require('node:test').mock;
    } catch {
      realMock = undefined;
    }
    const state: any = { active: -1, mode: 'none', code: '', functionId: '' };
    (globalThis as any).__execret = state;
    let root: any;
    let current: any;
    let currentFile = '';
    let tests: any[] = [];
    let byId = new Map<string, any>();
    let errors: string[] = [];
    let run = 0;
    // Every project file imported from a run's test files gets the run's number, so each run
    // evaluates the project afresh (node_modules and the harness stay loaded).
    __execret_require('node:module').register(url.pathToFileURL(workerData.hooks).href, url.pathToFileURL(__filename));
    let currentTest: any;

    const parseArgs = (args: any[]): { name: string; options: any; fn: any } => {
      let name = '';
      let options: any = {};
      let fn: any;
      for (const argument of args) {
        if (typeof argument === 'string') name = argument;
        else if (typeof argument === 'function') fn = argument;
        else if (argument !== null && typeof argument === 'object') options = argument;
      }
      if (name === '' && typeof fn === 'function') name = fn.name || '<anonymous>';
      return { name, options, fn };
    };
    const chain = (suite: any): any[] => {
      const suites = [];
      for (let node = suite; node !== undefined; node = node.parent) suites.unshift(node);
      return suites;
    };
    const idOf = (suite: any, name: string): string => {
      const names = chain(suite).map((node: any) => node.name).filter((part: string) => part !== '');
      let id = [...names, name].join(' > ');
      if (byId.has(id)) {
        let counter = 2;
        while (byId.has(`${id} #${counter}`)) counter += 1;
        id = `${id} #${counter}`;
      }
      return id;
    };

    function describe(...args: any[]): any {
      const { name, options, fn } = parseArgs(args);
      if (options.skip || options.todo || typeof fn !== 'function') return undefined;
      const suite = { name, parent: current, hooks: { before: [], after: [], beforeEach: [], afterEach: [] } };
      const previous = current;
      current = suite;
      try {
        fn({ name });
      } finally {
        current = previous;
      }
      return undefined;
    }
    function test(...args: any[]): any {
      const { name, options, fn } = parseArgs(args);
      if (currentTest !== undefined) return currentTest.context.test(...args);
      if (options.skip || options.todo || typeof fn !== 'function') return undefined;
      const id = idOf(current, name);
      const entry = { id, name, fn, suite: current };
      tests.push(entry);
      byId.set(id, entry);
      return undefined;
    }
    const hook = (kind: string) => (fn: any) => {
      if (typeof fn === 'function') current.hooks[kind].push(fn);
    };
    const skipped = (): undefined => undefined;
    for (const target of [test, describe] as any[]) {
      target.skip = skipped;
      target.todo = skipped;
      target.only = target;
    }
    const api: any = { test, it: test, describe, suite: describe, before: hook('before'), after: hook('after'), beforeEach: hook('beforeEach'), afterEach: hook('afterEach'), mock: realMock };
    Object.assign(test, api);
    api.default = test;
    (globalThis as any).__execret_test_api = api;

    const call = (fn: any, context: any): Promise<unknown> =>
      fn.length >= 2
        ? new Promise((resolve, reject) => {
            fn.call(context, context, (error: unknown) => (error ? reject(error) : resolve(undefined)));
          })
        : Promise.resolve(fn.call(context, context));

    let pendingError: unknown;
    const onAsyncError = (error: unknown): void => {
      pendingError ??= error;
    };
    process.on('uncaughtException', onAsyncError);
    process.on('unhandledRejection', onAsyncError);

    const makeContext = (name: string): any => {
      const controller = new AbortController();
      const context: any = {
        name,
        signal: controller.signal,
        assert,
        mock: realMock,
        diagnostic: () => undefined,
        plan: () => undefined,
        skip: () => undefined,
        todo: () => undefined,
        runOnly: () => undefined,
        before: () => undefined,
        after: () => undefined,
        beforeEach: () => undefined,
        afterEach: () => undefined,
        test: async (...args: any[]) => {
          const sub = parseArgs(args);
          if (sub.options.skip || sub.options.todo || typeof sub.fn !== 'function') return;
          await call(sub.fn, makeContext(sub.name));
        },
      };
      return context;
    };

    const describeError = (error: any): string => {
      // The replacement's loop guard (an endless loop): a hang, as the time limit would say.
      if (String(error?.message ?? '').startsWith('execret loop limit')) return 'TIMEOUT';
      const name = error?.name ?? 'Error';
      const message = String(error?.message ?? error).split('\n')[0] ?? '';
      const outcome = `FAIL: ${name}: ${message}`.slice(0, 400);
      // A forced failure the test caught and turned into another error still reached the switch.
      const forced = state.forced === true && state.mode === 'fail' ? `execret forced fail: ${state.functionId}` : undefined;
      return forced !== undefined && !outcome.includes(forced) ? `${outcome} (${forced})` : outcome;
    };

    async function runOne(entry: any): Promise<string> {
      const suites = chain(entry.suite);
      const context = makeContext(entry.name);
      currentTest = { context };
      pendingError = undefined;
      state.forced = false;
      try {
        for (const suite of suites) {
          if (!suite.beforeDone) {
            suite.beforeDone = true;
            for (const fn of suite.hooks.before) await call(fn, context);
          }
        }
        for (const suite of suites) for (const fn of suite.hooks.beforeEach) await call(fn, context);
        let failure: unknown;
        try {
          await call(entry.fn, context);
        } catch (error) {
          failure = error;
        }
        for (const suite of [...suites].reverse()) for (const fn of suite.hooks.afterEach) await call(fn, context);
        // A rejection or exception from a timer the test started belongs to the test.
        await new Promise((resolve) => setImmediate(resolve));
        if (failure !== undefined) return describeError(failure);
        if (pendingError !== undefined) return describeError(pendingError);
        return 'pass';
      } catch (error) {
        return describeError(error);
      } finally {
        currentTest = undefined;
      }
    }

    /** Loads the given test files afresh (this run's module instances) and records their tests. */
    async function load(files: readonly string[]): Promise<void> {
      run += 1;
      root = { name: '', parent: undefined, hooks: { before: [], after: [], beforeEach: [], afterEach: [] } };
      tests = [];
      byId = new Map();
      errors = [];
      const projectPrefix = workerData.root + path.sep;
      for (const key of Object.keys(__execret_require.cache)) {
        if (key.startsWith(projectPrefix) && !key.includes(`${path.sep}node_modules${path.sep}`)) delete __execret_require.cache[key];
      }
      for (const file of files) {
        current = { name: file, parent: root, hooks: { before: [], after: [], beforeEach: [], afterEach: [] } };
        currentFile = file;
        try {
          await __execret_import(`${url.pathToFileURL(path.join(workerData.root, file)).href}?execret_run=${run}`);
        } catch (error: any) {
          errors.push(`${currentFile}: ${String(error?.stack ?? error).split('\n').slice(0, 3).join(' | ')}`);
        }
      }
      current = root;
    }

    parentPort.on('message', async (message: any) => {
      if (message.type === 'list') {
        state.active = -1;
        state.mode = 'none';
        await load(workerData.testFiles);
        parentPort.postMessage({ type: 'listed', tests: tests.map((entry) => entry.id), errors });
        return;
      }
      if (message.type !== 'run') return;
      const replacement = message.replacement ?? { index: -1, mode: 'none' };
      state.active = replacement.index;
      state.mode = replacement.mode;
      state.code = replacement.code ?? '';
      state.functionId = replacement.functionId ?? '';
      state.impl = undefined;
      state.hits = undefined;
      state.loops = 0;
      const files = (workerData.testFiles as string[]).filter((file) => message.tests.some((id: string) => id.startsWith(`${file} > `)));
      const loadStarted = performance.now();
      await load(files);
      const loadMs = performance.now() - loadStarted;
      let stopped = false;
      const outcomes: string[] = [];
      const durations: Array<number | null> = message.tests.map(() => null);
      for (let index = 0; index < message.tests.length; index += 1) {
        const entry = byId.get(message.tests[index]);
        if (message.map) state.hits = new Set();
        const started = performance.now();
        const failedFile = errors.find((error) => message.tests[index].startsWith(error.split(': ')[0] ?? ''));
        const outcome = entry === undefined ? (failedFile !== undefined ? `ERROR: ${failedFile}`.slice(0, 400) : `ERROR: NotFound: no test ${message.tests[index]}`) : await runOne(entry);
        const ms = performance.now() - started;
        const hits = state.hits === undefined ? undefined : [...state.hits];
        parentPort.postMessage({ type: 'result', index, outcome, ms, hits });
        outcomes.push(outcome);
        durations[index] = ms;
        if (outcome !== 'pass' && message.stopFirst) {
          stopped = index < message.tests.length - 1;
          break;
        }
      }
      state.hits = undefined;
      state.active = -1;
      if (!message.map) {
        // Short replies go straight to the parent: a line under PIPE_BUF is written atomically, so
        // it cannot interleave with the main thread's own replies.
        const hung = outcomes.includes('TIMEOUT');
        while (outcomes.length < message.tests.length) outcomes.push(hung ? 'TIMEOUT' : 'ERROR: NotRun: stopped at the first failure');
        const line = `${JSON.stringify({ id: message.id, status: hung ? 'timeout' : stopped ? 'stopped' : 'completed', results: outcomes, durations_ms: durations, duration_ms: Date.now() - message.started, load_ms: loadMs })}\n`;
        if (line.length < 4000) {
          fs.writeSync(3, line);
          parentPort.postMessage({ type: 'done', stopped, replied: true });
          return;
        }
      }
      parentPort.postMessage({ type: 'done', stopped });
    });
  }
}

/** Source of the warm `node --test` server (a CommonJS script). */
export const nodeTestServerSource = testServerScript(nodeTestServerMain);

/** The ES module the project's `import … from 'node:test'` is pointed at (the harness lives in the worker). */
export const nodeTestHarnessEsm = `const api = globalThis.__execret_test_api;
export default api.test;
export const test = api.test, it = api.it, describe = api.describe, suite = api.suite;
export const before = api.before, after = api.after, beforeEach = api.beforeEach, afterEach = api.afterEach, mock = api.mock;
`;

/** The CommonJS module the project's `require('node:test')` is pointed at. */
export const nodeTestHarnessCjs = `module.exports = globalThis.__execret_test_api.test;\n`;

/**
 * The module resolve hook of the warm `node --test` worker: a project file (not under
 * `node_modules`) imported by a file of run N is tagged `?execret_run=N`, so every run gets fresh
 * instances of the project's modules.
 */
export function nodeTestHooksSource(projectRoot: string): string {
  return `const root = ${JSON.stringify(`file://${projectRoot}/`)};
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  const parent = context.parentURL === undefined ? undefined : new URL(context.parentURL);
  const run = parent === undefined ? null : parent.searchParams.get('execret_run');
  if (run === null || !result.url.startsWith(root) || result.url.includes('/node_modules/')) return result;
  const url = new URL(result.url);
  url.searchParams.set('execret_run', run);
  return { ...result, url: url.href };
}
`;
}
