import { Worker } from 'node:worker_threads';
import { AbortedError, ExecretError, ExecretErrorCode } from '@execret/core';
import { ProviderError } from '@execret/embeddings';
import { SystemStoppedError } from './system-budget.js';

/** What the worker found behind a module's export once loaded (and, for a factory, called). */
export type ModuleExportInfo =
  | { kind: 'retriever'; systemId: string; description: Record<string, unknown> }
  | {
      kind: 'embedding';
      provider: string;
      modelId: string;
      maxEmbeddingsPerCall: number;
      maxTokensPerCall?: number;
      maxParallelCalls?: number;
      invocationKey?: string;
      dimensions?: number;
    }
  | { kind: 'factory' }
  | { kind: 'mutators' }
  | { kind: 'missing-export'; names: string[] }
  | { kind: 'bad-version'; version: unknown }
  | { kind: 'bad-shape'; what: 'export' | 'factory'; described: string }
  | { kind: 'failed'; message: string };

/** Callbacks and signal of one call into the worker. */
export interface ModuleCallOptions {
  abortSignal?: AbortSignal | undefined;
  onProgress?: ((done: number, total: number) => void) | undefined;
  onWarning?: ((message: string) => void) | undefined;
}

interface SerializedError {
  name: string;
  message: string;
  code?: string;
  status?: number;
  retryable?: boolean;
  retryAfterMs?: number;
}

type WorkerMessage =
  | { type: 'ready'; info: ModuleExportInfo }
  | { type: 'result'; id: number; value: unknown; description?: Record<string, unknown> }
  | { type: 'error'; id: number; error: SerializedError }
  | { type: 'progress'; id: number; done: number; total: number }
  | { type: 'warning'; id: number; message: string };

// The worker's code, plain JavaScript run with `eval` (no build step, no file beside dist/): a
// body (its `load()` and `call()`) between a shared head and tail. The tail answers calls and
// lets the event loop empty (so the thread ends) when a call waits on a promise nothing can settle.
const WORKER_HEAD = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
const isObject = (value) => (typeof value === 'object' || typeof value === 'function') && value !== null;
const isRetriever = (value) => isObject(value) && typeof value.systemId === 'string' && typeof value.describe === 'function' && typeof value.index === 'function' && typeof value.search === 'function';
const isEmbeddingModel = (value) => isObject(value) && value.specificationVersion === 'v1' && typeof value.doEmbed === 'function' && typeof value.provider === 'string' && typeof value.modelId === 'string' && Number.isSafeInteger(value.maxEmbeddingsPerCall) && value.maxEmbeddingsPerCall > 0;
const describeValue = (value) => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'function') return 'a function';
  if (typeof value !== 'object') return 'a ' + typeof value;
  const keys = Object.keys(value);
  return keys.length === 0 ? 'an object without properties' : 'an object with ' + keys.slice(0, 8).join(', ') + (keys.length > 8 ? ', …' : '');
};
const serialize = (error) => {
  if (!(error instanceof Error)) return { name: 'Error', message: typeof error === 'string' ? error : (() => { try { return JSON.stringify(error) ?? String(error); } catch { return String(error); } })() };
  const out = { name: error.name, message: error.message };
  for (const key of ['code', 'status', 'retryable', 'retryAfterMs']) if (error[key] !== undefined && typeof error[key] !== 'object') out[key] = error[key];
  return out;
};
let target;
let active = 0;
// While a call runs, the port does not keep the thread alive: if the call waits on nothing, the
// thread's event loop empties and it ends, which the main thread reports.
const busy = (delta) => {
  active += delta;
  if (active > 0) parentPort.unref();
  else parentPort.ref();
};
const post = (message) => {
  try {
    parentPort.postMessage(message);
  } catch (error) {
    const why = 'a value that cannot be copied out of its thread (' + serialize(error).message + ')';
    if (message.type === 'ready') parentPort.postMessage({ type: 'ready', info: { kind: 'failed', message: 'its describe() returned ' + why } });
    else parentPort.postMessage({ type: 'error', id: message.id, error: { name: 'DataCloneError', message: 'the module ' + (message.type === 'result' ? 'returned' : 'sent') + ' ' + why } });
  }
};
`;

/** The body of a `module:` system's worker: loads a retriever or embedding model export. */
const RETRIEVER_BODY = String.raw`
async function load() {
  const namespace = await import(workerData.url);
  if (!(workerData.exportName in namespace)) return { kind: 'missing-export', names: Object.keys(namespace) };
  let value = namespace[workerData.exportName];
  if (!isRetriever(value) && !isEmbeddingModel(value)) {
    if (isObject(value) && value.specificationVersion !== undefined && value.specificationVersion !== 'v1') return { kind: 'bad-version', version: value.specificationVersion };
    if (typeof value !== 'function') return { kind: 'bad-shape', what: 'export', described: describeValue(value) };
    if (workerData.checkOnly) return { kind: 'factory' };
    value = await value(workerData.context);
    if (!isRetriever(value) && !isEmbeddingModel(value)) return { kind: 'bad-shape', what: 'factory', described: describeValue(value) };
  }
  target = value;
  if (isRetriever(value)) return { kind: 'retriever', systemId: value.systemId, description: value.describe() };
  const info = { kind: 'embedding', provider: value.provider, modelId: value.modelId, maxEmbeddingsPerCall: value.maxEmbeddingsPerCall };
  for (const key of ['maxTokensPerCall', 'maxParallelCalls', 'invocationKey', 'dimensions']) if (value[key] !== undefined) info[key] = value[key];
  return info;
}
async function call(id, method, args) {
  const controller = new AbortController();
  const options = { ...args.options, abortSignal: controller.signal };
  if (method !== 'doEmbed') {
    options.onProgress = (done, total) => post({ type: 'progress', id, done, total });
    options.onWarning = (message) => post({ type: 'warning', id, message: String(message) });
  }
  if (method === 'index') return target.index(args.documents, options);
  if (method === 'search') return target.search(args.queries, options);
  if (method === 'doEmbed') return target.doEmbed(options);
  if (method === 'dispose') return target.dispose?.();
  throw new Error('unknown call ' + method);
}
`;

const WORKER_TAIL = String.raw`
parentPort.on('message', (message) => {
  busy(1);
  Promise.resolve()
    .then(() => call(message.id, message.method, message.args))
    .then(
      (value) => post({ type: 'result', id: message.id, value, ...(isRetriever(target) ? { description: target.describe() } : {}) }),
      (error) => post({ type: 'error', id: message.id, error: serialize(error) }),
    )
    .finally(() => busy(-1));
});
busy(1);
load().then(
  (info) => post({ type: 'ready', info }),
  (error) => post({ type: 'ready', info: { kind: 'failed', message: serialize(error).message } }),
).finally(() => busy(-1));
`;

function deserialize(error: SerializedError): Error {
  if (error.name === 'ProviderError') {
    return new ProviderError(error.message, { retryable: error.retryable === true, ...(error.status === undefined ? {} : { status: error.status }), ...(error.retryAfterMs === undefined ? {} : { retryAfterMs: error.retryAfterMs }) });
  }
  const code = error.code !== undefined && Object.values(ExecretErrorCode).includes(error.code as ExecretErrorCode) ? (error.code as ExecretErrorCode) : undefined;
  if (code !== undefined) return new ExecretError(code, error.message);
  const plain = new Error(error.message);
  plain.name = error.name;
  return plain;
}

interface PendingCall {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  options: ModuleCallOptions;
  method: string;
}

/**
 * A user's module (`module:` system) loaded in a worker thread of its own, so that execret can
 * always stop it: Ctrl-C, `--system-timeout` or `dispose` terminate the thread even when the
 * module's code never yields (a synchronous loop), and a call that waits on a promise nothing can
 * settle ends the thread, which fails the call instead of hanging the run.
 */
export class ModuleWorker {
  /** What the export is, once {@link start} resolved. */
  info: ModuleExportInfo | undefined;
  /** The retriever's latest `describe()` (refreshed after every call). */
  description: Record<string, unknown> = {};
  private readonly worker: Worker;
  private readonly pending = new Map<number, PendingCall>();
  private nextId = 1;
  private ended: Error | undefined;
  private terminating = false;
  private abortReason: unknown;
  private readonly ready: Promise<ModuleExportInfo>;

  /**
   * @param systemId Named in errors.
   * @param url The module's `file:` URL (see `prepareUserModule`).
   * @param exportName The export to load.
   * @param context Given to a factory export (plain data only).
   * @param checkOnly Only load the module and classify the export: a factory is not called.
   */
  constructor(systemId: string, url: string, exportName: string, context: Record<string, unknown>, checkOnly?: boolean);
  /**
   * A worker running another body (a `load()` and a `call(id, method, args)` in plain
   * JavaScript, see `MUTATOR_WORKER_BODY` in mutator-worker.ts) between the shared head and tail.
   *
   * @param systemId Named in errors.
   * @param body The body's source.
   * @param workerData What the body reads as `workerData` (plain data only).
   */
  constructor(systemId: string, body: { source: string; workerData: Record<string, unknown> });
  constructor(
    private readonly systemId: string,
    urlOrBody: string | { source: string; workerData: Record<string, unknown> },
    exportName?: string,
    context?: Record<string, unknown>,
    checkOnly = false,
  ) {
    const body = typeof urlOrBody === 'string' ? { source: RETRIEVER_BODY, workerData: { url: urlOrBody, exportName, context, checkOnly } } : urlOrBody;
    this.worker = new Worker(WORKER_HEAD + body.source + WORKER_TAIL, { eval: true, workerData: body.workerData, stdout: false, stderr: false });
    let onReady: (info: ModuleExportInfo) => void = () => undefined;
    let onFailure: (error: unknown) => void = () => undefined;
    this.ready = new Promise<ModuleExportInfo>((resolve, reject) => {
      onReady = resolve;
      onFailure = reject;
    });
    this.worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'ready') {
        this.info = message.info;
        if (message.info.kind === 'retriever') this.description = message.info.description;
        this.idle();
        onReady(message.info);
        return;
      }
      const call = this.pending.get(message.id);
      if (call === undefined) return;
      if (message.type === 'progress') call.options.onProgress?.(message.done, message.total);
      else if (message.type === 'warning') call.options.onWarning?.(message.message);
      else {
        this.pending.delete(message.id);
        this.idle();
        if (message.type === 'result') {
          if (message.description !== undefined) this.description = message.description;
          call.resolve(message.value);
        } else call.reject(deserialize(message.error));
      }
    });
    const end = (error: Error): void => {
      this.ended ??= error;
      onFailure(this.ended);
      for (const call of this.pending.values()) call.reject(this.ended);
      this.pending.clear();
    };
    this.worker.on('error', (error) => end(new ExecretError(ExecretErrorCode.INTERNAL, `the module failed outside a call: ${error.message}`, { cause: error })));
    this.worker.on('exit', () => {
      if (this.terminating) {
        const reason = this.abortReason;
        return end(new AbortedError(reason instanceof Error ? reason.message : `${this.systemId}: stopped`, reason));
      }
      end(
        new SystemStoppedError(
          this.systemId,
          'never-settles',
          this.info === undefined
            ? 'stopped: loading the module never finished (a top-level await nothing settles?)'
            : `stopped: ${[...new Set([...this.pending.values()].map((call) => call.method))].join(', ') || 'a call'} returned a promise that never settles (nothing was left to run while execret waited for it; a missing resolve() or await?)`,
        ),
      );
    });
  }

  /** Waits for the module to load (and a factory export to return). */
  start(abortSignal?: AbortSignal): Promise<ModuleExportInfo> {
    return this.withAbort(this.ready, abortSignal);
  }

  /** Calls `index`, `search`, `doEmbed` or `dispose` on the export in the worker (`mutate` on a mutator worker). */
  call(method: 'index' | 'search' | 'doEmbed' | 'dispose' | 'mutate', args: Record<string, unknown>, options: ModuleCallOptions = {}): Promise<unknown> {
    if (this.ended !== undefined) return Promise.reject(this.ended);
    const id = this.nextId++;
    const result = new Promise<unknown>((resolve, reject) => {
      this.pending.set(id, { resolve, reject, options, method });
    });
    this.worker.ref();
    this.worker.postMessage({ id, method, args });
    return this.withAbort(result, options.abortSignal);
  }

  /** Ends the thread at once, whatever its code is doing. */
  async terminate(): Promise<void> {
    if (this.ended !== undefined && !this.terminating) return;
    this.terminating = true;
    await this.worker.terminate();
  }

  // The thread keeps the process alive only while a call waits on it.
  private idle(): void {
    if (this.pending.size === 0) this.worker.unref();
  }

  // An abort ends the thread: code that ignores its signal (or never yields) stops too.
  private withAbort<T>(promise: Promise<T>, abortSignal: AbortSignal | undefined): Promise<T> {
    if (abortSignal === undefined) return promise;
    if (abortSignal.aborted) {
      this.abortReason ??= abortSignal.reason;
      void this.terminate();
      return Promise.reject(new AbortedError(`${this.systemId}: stopped`, abortSignal.reason));
    }
    const onAbort = (): void => {
      this.abortReason ??= abortSignal.reason;
      void this.terminate();
    };
    abortSignal.addEventListener('abort', onAbort, { once: true });
    return promise.finally(() => abortSignal.removeEventListener('abort', onAbort));
  }
}
