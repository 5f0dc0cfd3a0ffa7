/* eslint-disable @typescript-eslint/no-explicit-any */
// The warm JavaScript test servers (jest-server.ts, node-test-server.ts) run as CommonJS scripts
// written from function text. The parts they share are written once into each script's prelude,
// so, like the servers' own functions, they must not refer to anything outside themselves.

/**
 * The main thread's request loop: JSON-line requests on stdin, each handed to `serve` at once (not
 * awaited, so several run side by side); `{"op":"exit"}` or the end of stdin ends the process.
 */
function serveStdinRequests(serve: (request: any) => unknown): void {
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

/**
 * The idle worker threads of a server: `acquire` takes one, waiting in order for a `release` when
 * none is idle; `release` hands a worker to the longest waiter, else back to the idle ones.
 */
function workerPool(): { acquire(): Promise<any>; release(worker: any): void } {
  const idle: any[] = [];
  const queue: Array<(worker: any) => void> = [];
  return {
    acquire(): Promise<any> {
      const worker = idle.shift();
      return worker !== undefined ? Promise.resolve(worker) : new Promise((resolve) => queue.push(resolve));
    },
    release(worker: any): void {
      const waiter = queue.shift();
      if (waiter !== undefined) waiter(worker);
      else idle.push(worker);
    },
  };
}

/** The type of the script's `__execret_serveStdinRequests` (see {@link serveStdinRequests}). */
export type ServeStdinRequests = typeof serveStdinRequests;
/** The type of the script's `__execret_workerPool` (see {@link workerPool}). */
export type WorkerPool = typeof workerPool;

/**
 * The CommonJS script of a warm test server: a prelude that names `require`, `import()` and the
 * shared parts as `__execret_require`, `__execret_import`, `__execret_serveStdinRequests` and
 * `__execret_workerPool` (a bundler would rewrite them if the server referred to them itself),
 * then a call of `main`, which must not refer to anything outside itself.
 */
export function testServerScript(main: () => void): string {
  return `'use strict';\nconst __execret_require = require;\nconst __execret_import = (specifier) => import(specifier);\nconst __execret_serveStdinRequests = ${serveStdinRequests.toString()};\nconst __execret_workerPool = ${workerPool.toString()};\n(${main.toString()})();\n`;
}
