/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-require-imports */
/**
 * The warm `node --test` server, run as a CommonJS file inside the sandbox (its source is this
 * function's text, see {@link nodeTestServerSource}, so it must not refer to anything outside
 * itself).
 *
 * Main thread: reads JSON-line requests on stdin, answers on fd 3. It keeps `concurrency` worker
 * threads *prepared*: each has imported every test file once through the execret harness (the
 * project's `node:test` imports point to it), which records the tests instead of running them.
 * A request takes a prepared worker, switches the function (`globalThis.__execret`), runs the
 * requested tests in the given order, then the worker is thrown away (module state never leaks
 * from one mutant to the next) while a fresh one prepares in the background.
 */
function nodeTestServerMain(): void {
  const { isMainThread, Worker, parentPort, workerData } = require('node:worker_threads');
  const fs = require('node:fs');
  const path = require('node:path');
  const url = require('node:url');

  if (!isMainThread) {
    workerMain();
    return;
  }

  const config = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
  const reply = (message: any): void => void fs.writeSync(3, `${JSON.stringify(message)}\n`);
  const prepared: any[] = [];
  const waitingForWorker: Array<(worker: any) => void> = [];
  const concurrency = Math.max(1, config.concurrency ?? 2);

  function prepare(): void {
    const worker = new Worker(__filename, { workerData: config, stdout: true, stderr: true, argv: [] });
    worker.stdout.resume();
    worker.stderr.resume();
    const entry: any = { worker, ready: undefined };
    entry.ready = new Promise((resolve) => {
      worker.once('message', (message: any) => resolve(message));
      worker.once('error', (error: any) => resolve({ type: 'ready', tests: [], errors: [`worker: ${String(error?.stack ?? error)}`] }));
      worker.once('exit', (code: number) => resolve({ type: 'ready', tests: [], errors: [`worker exited with code ${code} while loading the test files`] }));
    });
    const waiter = waitingForWorker.shift();
    if (waiter !== undefined) waiter(entry);
    else prepared.push(entry);
  }

  function takeWorker(): Promise<any> {
    const entry = prepared.shift();
    if (entry !== undefined) return Promise.resolve(entry);
    return new Promise((resolve) => waitingForWorker.push(resolve));
  }

  async function serve(request: any): Promise<void> {
    const started = Date.now();
    const entry = await takeWorker();
    prepare();
    const loaded = await entry.ready;
    const tests: string[] = request.tests;
    const results: Array<string | null> = tests.map(() => null);
    const durations: Array<number | null> = tests.map(() => null);
    const functions: number[][] = tests.map(() => []);
    if (loaded.errors.length > 0 && loaded.tests.length === 0) {
      void entry.worker.terminate();
      reply({ id: request.id, status: 'crashed', reason: loaded.errors.join('; '), results: tests.map(() => `ERROR: ${loaded.errors[0]}`), duration_ms: Date.now() - started });
      return;
    }
    let status = 'completed';
    let reason: string | undefined;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        status = 'timeout';
        void entry.worker.terminate();
      }, request.timeout_ms);
      entry.worker.on('message', (message: any) => {
        if (message.type === 'result') {
          results[message.index] = message.outcome;
          durations[message.index] = message.ms;
          functions[message.index] = message.hits ?? [];
        } else if (message.type === 'done') {
          if (message.stopped) status = 'stopped';
          clearTimeout(timer);
          resolve();
        }
      });
      entry.worker.once('exit', (code: number) => {
        clearTimeout(timer);
        if (status === 'completed' && results.some((result) => result === null)) {
          status = 'crashed';
          reason = `the test worker exited (code ${code})`;
        }
        resolve();
      });
      entry.worker.postMessage({ type: 'run', tests, replacement: request.replacement, stopFirst: request.stop_first, map: request.op === 'map' });
    });
    void entry.worker.terminate();
    const missing = status === 'timeout' ? 'TIMEOUT' : status === 'stopped' ? 'ERROR: NotRun: stopped at the first failure' : `ERROR: WorkerLost: ${reason ?? 'no result'}`;
    reply({ id: request.id, status, reason, results: results.map((result) => result ?? missing), durations_ms: durations, functions, duration_ms: Date.now() - started });
  }

  async function main(): Promise<void> {
    for (let index = 0; index < concurrency; index += 1) prepare();
    const first = await prepared[0].ready;
    reply({ ready: first.tests.length > 0, tests: first.tests, collection_errors: first.errors });
    let buffer = '';
    process.stdin.setEncoding('utf8');
    process.stdin.on('data', (chunk: string) => {
      buffer += chunk;
      let newline = buffer.indexOf('\n');
      while (newline >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        newline = buffer.indexOf('\n');
        if (line.trim() === '') continue;
        const request = JSON.parse(line);
        if (request.op === 'exit') process.exit(0);
        void serve(request);
      }
    });
    process.stdin.on('end', () => process.exit(0));
  }

  void main();

  // ---- worker thread: the node:test harness ----
  function workerMain(): void {
    const assert = require('node:assert');
    let realMock: any;
    try {
      realMock = require('node:test').mock;
    } catch {
      realMock = undefined;
    }
    const state: any = { active: -1, mode: 'none', code: '', functionId: '' };
    (globalThis as any).__execret = state;
    const root: any = { name: '', parent: undefined, hooks: { before: [], after: [], beforeEach: [], afterEach: [] } };
    let current = root;
    let currentFile = '';
    const tests: any[] = [];
    const byId = new Map<string, any>();
    const errors: string[] = [];
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

    async function load(): Promise<void> {
      for (const file of workerData.testFiles as string[]) {
        const suite = { name: file, parent: root, hooks: { before: [], after: [], beforeEach: [], afterEach: [] } };
        current = suite;
        currentFile = file;
        try {
          await import(url.pathToFileURL(path.join(workerData.root, file)).href);
        } catch (error: any) {
          errors.push(`${currentFile}: ${String(error?.stack ?? error).split('\n').slice(0, 3).join(' | ')}`);
        }
      }
      current = root;
      parentPort.postMessage({ type: 'ready', tests: tests.map((entry) => entry.id), errors });
    }

    parentPort.on('message', async (message: any) => {
      if (message.type !== 'run') return;
      const replacement = message.replacement ?? { index: -1, mode: 'none' };
      state.active = replacement.index;
      state.mode = replacement.mode;
      state.code = replacement.code ?? '';
      state.functionId = replacement.functionId ?? '';
      let stopped = false;
      for (let index = 0; index < message.tests.length; index += 1) {
        const entry = byId.get(message.tests[index]);
        if (message.map) state.hits = new Set();
        const started = performance.now();
        const outcome = entry === undefined ? `ERROR: NotFound: no test ${message.tests[index]}` : await runOne(entry);
        const ms = performance.now() - started;
        const hits = state.hits === undefined ? undefined : [...state.hits];
        parentPort.postMessage({ type: 'result', index, outcome, ms, hits });
        if (outcome !== 'pass' && message.stopFirst) {
          stopped = index < message.tests.length - 1;
          break;
        }
      }
      state.hits = undefined;
      parentPort.postMessage({ type: 'done', stopped });
    });

    void load();
  }
}

/** Source of the warm `node --test` server (a CommonJS script). */
export const nodeTestServerSource = `'use strict';\n(${nodeTestServerMain.toString()})();\n`;

/** The ES module the project's `import … from 'node:test'` is pointed at (the harness lives in the worker). */
export const nodeTestHarnessEsm = `const api = globalThis.__execret_test_api;
export default api.test;
export const test = api.test, it = api.it, describe = api.describe, suite = api.suite;
export const before = api.before, after = api.after, beforeEach = api.beforeEach, afterEach = api.afterEach, mock = api.mock;
`;

/** The CommonJS module the project's `require('node:test')` is pointed at. */
export const nodeTestHarnessCjs = `module.exports = globalThis.__execret_test_api.test;\n`;
