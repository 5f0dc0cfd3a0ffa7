/* eslint-disable @typescript-eslint/no-explicit-any */
import { testServerScript, type ServeStdinRequests, type WorkerPool } from './test-server-script.js';

// The server runs as its own CommonJS file: `require`, `import()` and the parts it shares with the
// other server come from the prelude of the written source (see testServerScript).
declare const __execret_require: (id: string) => any;
declare const __execret_import: (specifier: string) => Promise<unknown>;
declare const __execret_serveStdinRequests: ServeStdinRequests;
declare const __execret_workerPool: WorkerPool;
/**
 * The warm jest server, run as a CommonJS file inside the sandbox (its source is this function's
 * text, see {@link jestServerSource}; it must not refer to anything outside itself).
 *
 * Main thread: JSON-line requests on stdin, replies on fd 3. It keeps `concurrency` long-lived
 * worker threads, each with jest loaded once; a request calls jest's `runCLI` in band with the
 * requested files and a `testNamePattern` of the requested tests (as StrykerJS's jest runner does)
 * and the switch in `__EXECRET_SWITCH` (jest gives every test file a fresh module registry, so
 * module state never leaks between runs). A run past its time limit terminates its worker, which
 * is replaced.
 */
function jestServerMain(): void {
  const { isMainThread, Worker, parentPort, workerData } = __execret_require('node:worker_threads');
  const fs = __execret_require('node:fs');
  const path = __execret_require('node:path');

  if (!isMainThread) {
    workerMain();
    return;
  }

  const config = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
  const reply = (message: any): void => void fs.writeSync(3, `${JSON.stringify(message)}\n`);
  const { acquire, release } = __execret_workerPool();
  let workerCount = 0;
  let known: any[] = [];

  function startWorker(): any {
    workerCount += 1;
    const worker = new Worker(__filename, { workerData: { ...config, slot: workerCount }, stdout: true, stderr: true, argv: [] });
    worker.stdout.resume();
    worker.stderr.resume();
    return worker;
  }

  /** A new worker is released only after one whole listing run: its first run loads jest and transforms the files, which no time limit allows for. */
  function warmed(worker: any): Promise<any> {
    return new Promise((resolve) => {
      const done = (): void => {
        worker.removeAllListeners('message');
        worker.removeAllListeners('exit');
        resolve(worker);
      };
      worker.once('message', done);
      worker.once('exit', done);
      worker.postMessage({ list: true });
    });
  }

  function runIn(worker: any, message: any, timeoutMs: number): Promise<any> {
    return new Promise((resolve) => {
      let settled = false;
      const finish = (value: any, replace: boolean): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        worker.removeAllListeners('message');
        worker.removeAllListeners('exit');
        if (replace) {
          void worker.terminate();
          void warmed(startWorker()).then(release);
        } else release(worker);
        resolve(value);
      };
      const timer = setTimeout(() => finish({ timeout: true }, true), timeoutMs);
      worker.on('message', (result: any) => finish(result, false));
      worker.on('exit', (code: number) => finish({ crashed: `the jest worker exited (code ${code})` }, true));
      worker.postMessage(message);
    });
  }

  async function serve(request: any): Promise<void> {
    const started = Date.now();
    const tests: string[] = request.tests;
    const wanted = tests.map((id) => known.find((entry) => entry.id === id));
    const worker = await acquire();
    const result = await runIn(worker, { tests: wanted.filter((entry) => entry !== undefined), replacement: request.replacement, map: request.op === 'map' }, request.timeout_ms);
    let status = 'completed';
    const results: string[] = [];
    const durations: Array<number | null> = [];
    const functions: number[][] = [];
    let stoppedAt = -1;
    tests.forEach((id, index) => {
      const outcome = result.outcomes?.[id];
      if (wanted[index] === undefined) results.push(`ERROR: NotFound: no test ${id}`);
      else if (result.timeout) results.push('TIMEOUT');
      else if (result.crashed !== undefined) results.push(`ERROR: WorkerLost: ${result.crashed}`);
      else if (stoppedAt >= 0 && request.stop_first) results.push('ERROR: NotRun: stopped at the first failure');
      else results.push(outcome?.outcome ?? 'ERROR: NotRun: jest did not run the test');
      durations.push(outcome?.ms ?? null);
      functions.push(result.hits?.[id] ?? []);
      if (results[index] !== 'pass' && stoppedAt < 0) stoppedAt = index;
    });
    if (result.timeout || results.includes('TIMEOUT')) status = 'timeout';
    else if (result.crashed !== undefined) status = 'crashed';
    else if (request.stop_first && stoppedAt >= 0 && stoppedAt < tests.length - 1) status = 'stopped';
    reply({ id: request.id, status, reason: result.crashed ?? result.error, results, durations_ms: durations, functions, duration_ms: Date.now() - started });
  }

  async function main(): Promise<void> {
    const concurrency = Math.max(1, config.concurrency ?? 2);
    const first = startWorker();
    const listing = await runIn(first, { list: true }, 600_000);
    for (let index = 1; index < concurrency; index += 1) void warmed(startWorker()).then(release);
    known = listing.tests ?? [];
    reply({ ready: known.length > 0, tests: known.map((entry: any) => entry.id), collection_errors: listing.errors ?? [], reason: listing.crashed ?? listing.error });
    __execret_serveStdinRequests(serve);
  }

  void main();

  function workerMain(): void {
    const jest = __execret_require(workerData.jest);
    const root = workerData.root;
    const hitsFile = path.join(workerData.privateDir, `hits-${workerData.slot}.tsv`);
    const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const describeFailure = (messages: string[]): string => {
      const text = String(messages?.[0] ?? 'failed');
      // The replacement's loop guard (an endless loop): a hang, as the time limit would say.
      if ((messages ?? []).some((message) => String(message).includes('execret loop limit'))) return 'TIMEOUT';
      const line = text.split('\n').find((row) => row.trim() !== '') ?? 'failed';
      // A forced failure caught by the test (e.g. `toThrow('other message')`) still reached the switch.
      const forced = /execret forced fail: [^\s"']+/.exec((messages ?? []).join('\n'));
      const outcome = `FAIL: ${line.trim()}`.slice(0, 400);
      return forced !== null && !outcome.includes(forced[0]) ? `${outcome} (${forced[0]})` : outcome;
    };

    async function runJest(files: string[] | undefined, namePattern: string | undefined): Promise<any> {
      const argv: any = { _: files ?? [], $0: 'jest', runInBand: true, silent: true, ci: true, cache: true, cacheDirectory: path.join(workerData.privateDir, 'jest-cache'), watchman: false, coverage: false, passWithNoTests: true, useStderr: true, reporters: [] };
      if (files !== undefined) argv.runTestsByPath = true;
      if (namePattern !== undefined) argv.testNamePattern = namePattern;
      const { results } = await jest.runCLI(argv, [root]);
      return results;
    }

    parentPort.on('message', async (message: any) => {
      try {
        if (message.list) {
          delete process.env.__EXECRET_SWITCH;
          const results = await runJest(undefined, undefined);
          const tests: any[] = [];
          const errors: string[] = [];
          for (const file of results.testResults) {
            const relative = path.relative(root, file.testFilePath).split(path.sep).join('/');
            if (file.testExecError) errors.push(`${relative}: ${String(file.testExecError.message).split('\n')[0]}`);
            for (const assertion of file.testResults) {
              if (assertion.status === 'pending' || assertion.status === 'skipped' || assertion.status === 'todo' || assertion.status === 'disabled') continue;
              tests.push({ id: [relative, ...assertion.ancestorTitles, assertion.title].join(' > '), file: file.testFilePath, fullName: assertion.fullName });
            }
          }
          parentPort.postMessage({ tests, errors });
          return;
        }
        const replacement = message.replacement ?? { index: -1, mode: 'none' };
        process.env.__EXECRET_SWITCH = JSON.stringify({ active: replacement.index, mode: replacement.mode, code: replacement.code ?? '', functionId: replacement.functionId ?? '' });
        if (message.map) {
          fs.writeFileSync(hitsFile, '');
          process.env.__EXECRET_HITS_FILE = hitsFile;
        } else delete process.env.__EXECRET_HITS_FILE;
        const tests: any[] = message.tests;
        const files = [...new Set(tests.map((entry) => entry.file))];
        const pattern = `^(${tests.map((entry) => escape(entry.fullName)).join('|')})$`;
        const results = await runJest(files, pattern);
        const outcomes: any = {};
        const byKey = new Map<string, string>();
        for (const file of results.testResults) {
          const relative = path.relative(root, file.testFilePath).split(path.sep).join('/');
          for (const assertion of file.testResults) {
            const id = [relative, ...assertion.ancestorTitles, assertion.title].join(' > ');
            byKey.set(`${file.testFilePath}\t${assertion.fullName}`, id);
            if (assertion.status === 'passed') outcomes[id] = { outcome: 'pass', ms: assertion.duration ?? 0 };
            else if (assertion.status === 'failed') outcomes[id] = { outcome: describeFailure(assertion.failureMessages), ms: assertion.duration ?? 0 };
          }
          if (file.testExecError) for (const entry of tests) if (entry.file === file.testFilePath && outcomes[entry.id] === undefined) outcomes[entry.id] = { outcome: `ERROR: ${String(file.testExecError.message).split('\n')[0]}`, ms: 0 };
        }
        let hits: any;
        if (message.map) {
          hits = {};
          for (const row of fs.readFileSync(hitsFile, 'utf8').split('\n')) {
            const [testPath, name, index] = row.split('\t');
            const id = byKey.get(`${testPath}\t${name}`);
            if (id === undefined || index === undefined) continue;
            (hits[id] ??= []).push(Number(index));
          }
        }
        parentPort.postMessage({ outcomes, hits });
      } catch (error: any) {
        parentPort.postMessage({ crashed: String(error?.stack ?? error).split('\n').slice(0, 3).join(' | ') });
      }
    });
  }
}

/** Source of the warm jest server (a CommonJS script). */
export const jestServerSource = testServerScript(jestServerMain);
