import type { Language } from '@execret/core';
import { CppExecutor, GoExecutor, JavaExecutor, JavaScriptExecutor, PythonExecutor, RustExecutor, TypeScriptExecutor, type Executor } from '@execret/oracle';
import { UnrecoverableError } from 'bullmq';
import { CLUSTER_PROTOCOL_VERSION, type ChunkItemResult, type DescribeRequest, type DescribeResult, type ExecutionChunk, type ExecutionChunkResult } from './cluster-protocol.js';

/** Options of {@link ExecutionProcessor}. */
export interface ExecutionProcessorOptions {
  /** Sandbox workers per language, i.e. executions at once (default: the number of CPUs). */
  concurrency?: number;
  /** Executor warnings (bubblewrap missing, …), once each. */
  onWarning?: (message: string) => void;
  /** The executor of a language (default: the oracle's executor of that language with default limits, as `openLocalOracle` uses). */
  createExecutor?: (language: Language) => Executor;
}

/**
 * A worker's side of the execution queue: runs chunks with the oracle's own sandboxed executors
 * (one per language, created on first use) and describes their runtime. A chunk for another
 * runtime fingerprint or protocol version fails without retry (`UnrecoverableError`).
 */
export class ExecutionProcessor {
  private readonly executors = new Map<Language, Executor>();

  constructor(
    /** `host/pid`, reported with every answer. */
    readonly worker: string,
    private readonly options: ExecutionProcessorOptions = {},
  ) {}

  /** Executions run so far, every language. */
  get executedJobs(): number {
    let total = 0;
    for (const executor of this.executors.values()) total += executor.executedJobs;
    return total;
  }

  /**
   * Probes every language's interpreter and sandbox and starts one sandbox worker each, before
   * any job: the probe blocks the event loop (it runs the interpreter synchronously), which during
   * a job could outlast the job's lock. Resolves with a problem per language that cannot run.
   */
  async warmUp(languages: readonly Language[]): Promise<string[]> {
    const problems: string[] = [];
    for (const language of languages) {
      try {
        const executor = this.executor(language);
        await executor.init?.();
        await executor.describeRuntime();
      } catch (error) {
        problems.push(`${language} jobs will fail here: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return problems;
  }

  /** Answers a `describe` job. */
  async describe(request: DescribeRequest): Promise<DescribeResult> {
    checkProtocol(request.protocol);
    const executor = this.executor(request.language);
    const runtime = await executor.describeRuntime();
    return { worker: this.worker, runtime, ...(request.hardening ? { hardening: await executor.hardeningReport() } : {}) };
  }

  /** Answers a `chunk` job: every item through the executor, at once (the executor's pool queues them). */
  async run(chunk: ExecutionChunk): Promise<ExecutionChunkResult> {
    checkProtocol(chunk.protocol);
    const executor = this.executor(chunk.language);
    const { fingerprint } = await executor.describeRuntime();
    if (fingerprint !== chunk.fingerprint) {
      throw new UnrecoverableError(
        `worker ${this.worker} runs ${chunk.language} as ${fingerprint} but the submitter keys its cache by ${chunk.fingerprint}: give every worker the same interpreter, execret version and limits`,
      );
    }
    const results = await Promise.all(
      chunk.items.map(async (item): Promise<ChunkItemResult> => {
        if (item.op === 'check') return { op: 'check', result: await executor.checkSyntax(item.job) };
        return { op: 'execute', verdict: await executor.execute(item.job, item.timeScale === undefined ? {} : { timeScale: item.timeScale }) };
      }),
    );
    return { worker: this.worker, results };
  }

  /** Stops every sandbox worker. */
  async dispose(): Promise<void> {
    const executors = [...this.executors.values()];
    this.executors.clear();
    await Promise.allSettled(executors.map((executor) => executor.dispose?.()));
  }

  private executor(language: Language): Executor {
    let executor = this.executors.get(language);
    if (executor === undefined) {
      executor = this.options.createExecutor?.(language) ?? defaultExecutor(language, this.options);
      this.executors.set(language, executor);
    }
    return executor;
  }
}

function defaultExecutor(language: Language, options: ExecutionProcessorOptions): Executor {
  const settings = { concurrency: options.concurrency, onWarning: options.onWarning };
  if (language === 'python') return new PythonExecutor(settings);
  if (language === 'typescript') return new TypeScriptExecutor(settings);
  if (language === 'javascript') return new JavaScriptExecutor(settings);
  if (language === 'cpp') return new CppExecutor(settings);
  if (language === 'rust') return new RustExecutor(settings);
  if (language === 'go') return new GoExecutor(settings);
  if (language === 'java') return new JavaExecutor(settings);
  throw new UnrecoverableError(`this worker has no executor for language ${JSON.stringify(language)}`);
}

/** Fails a job of another protocol version for good, saying which side is older. */
export function checkProtocol(protocol: unknown): void {
  if (protocol === CLUSTER_PROTOCOL_VERSION) return;
  const side = typeof protocol === 'number' && protocol > CLUSTER_PROTOCOL_VERSION ? 'this worker' : 'the submitter';
  throw new UnrecoverableError(`the job speaks cluster protocol ${String(protocol)}, this worker ${CLUSTER_PROTOCOL_VERSION}: update execret on ${side}`);
}
