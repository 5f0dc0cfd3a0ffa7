import { join } from 'node:path';
import { ExecretError, ExecretErrorCode, type Language } from '@execret/core';
import { ExecutionCache, Oracle, PythonExecutor, TypeScriptExecutor } from '@execret/oracle';
import type { ExecuteJobs, Verdict } from './verdicts.js';

/** The oracle the app uses: Python and TypeScript executors behind one SQLite cache. */
export interface OracleService {
  oracle: Oracle;
  /** The SQLite execution cache behind the oracle. */
  cache: ExecutionCache;
  execute: ExecuteJobs;
  dispose(): Promise<void>;
}

/** Opens the execution cache in `cacheDirectory` and starts executors lazily. */
export function createOracleService(cacheDirectory: string, options: { onWarning?: (message: string) => void } = {}): OracleService {
  const cache = new ExecutionCache(join(cacheDirectory, 'executions.sqlite'));
  const python = new PythonExecutor({ onWarning: options.onWarning });
  const typescript = new TypeScriptExecutor({ onWarning: options.onWarning });
  const oracle = new Oracle({ executors: { python, typescript }, cache });
  return {
    oracle,
    cache,
    execute: async (jobs, onProgress): Promise<Verdict[]> => {
      const verdicts = await oracle.run(
        jobs.map((job) => {
          if (job.language !== 'python' && job.language !== 'typescript') {
            throw new ExecretError(ExecretErrorCode.INVALID_ARGUMENT, `cannot execute ${job.language} code: only python and typescript are supported`);
          }
          return { code: job.code, tests: job.tests, testSetup: job.testSetup, language: job.language as Language };
        }),
        { onProgress },
      );
      return verdicts.map((verdict) => ({ testResults: verdict.testResults, passesAllTests: verdict.passesAllTests }));
    },
    async dispose() {
      await Promise.allSettled([python.dispose?.(), typescript.dispose?.()]);
      cache.close();
    },
  };
}
