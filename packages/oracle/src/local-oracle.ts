import { join } from 'node:path';
import { ExecutionCache } from './execution-cache.js';
import { Oracle } from './oracle.js';
import { PythonExecutor } from './python-executor.js';
import { TypeScriptExecutor } from './typescript-executor.js';
import { JavaScriptExecutor } from './javascript-executor.js';
import { CppExecutor } from './cpp-executor.js';
import { RustExecutor } from './rust-executor.js';
import { GoExecutor } from './go-executor.js';
import { JavaExecutor } from './java-executor.js';

/** An oracle running on this machine: an executor per language (Python, TypeScript, JavaScript, C++, Rust, Go, Java) behind one SQLite cache. */
export interface LocalOracle {
  /** Runs jobs through the executors, cache first. */
  readonly oracle: Oracle;
  /** The SQLite execution cache behind the oracle (`<cacheDirectory>/executions.sqlite`). */
  readonly cache: ExecutionCache;
  /** Stops every worker process, then closes the cache; always call it. */
  dispose(): Promise<void>;
}

/** Options of {@link openLocalOracle}. */
export interface LocalOracleOptions {
  /** Called once per distinct executor warning (e.g. bubblewrap missing); the library never prints. */
  onWarning?: (message: string) => void;
  /** Called while a worker is slow to start (a loaded machine), every 30 s, with a one-line note; the start keeps waiting. */
  onSlowStart?: (message: string) => void;
}

/**
 * Opens (or creates) the execution cache `executions.sqlite` in `cacheDirectory` and an
 * {@link Oracle} with a {@link PythonExecutor} and a {@link TypeScriptExecutor} (default options;
 * workers start on first use).
 */
export function openLocalOracle(cacheDirectory: string, options: LocalOracleOptions = {}): LocalOracle {
  const cache = new ExecutionCache(join(cacheDirectory, 'executions.sqlite'));
  const python = new PythonExecutor({ onWarning: options.onWarning, onSlowStart: options.onSlowStart });
  const typescript = new TypeScriptExecutor({ onWarning: options.onWarning, onSlowStart: options.onSlowStart });
  const javascript = new JavaScriptExecutor({ onWarning: options.onWarning, onSlowStart: options.onSlowStart });
  // Compiled languages find their toolchain on first use (a missing one is an error naming its Debian package).
  const cpp = new CppExecutor({ onWarning: options.onWarning, onSlowStart: options.onSlowStart });
  const rust = new RustExecutor({ onWarning: options.onWarning, onSlowStart: options.onSlowStart });
  const go = new GoExecutor({ onWarning: options.onWarning, onSlowStart: options.onSlowStart });
  const java = new JavaExecutor({ onWarning: options.onWarning, onSlowStart: options.onSlowStart });
  const oracle = new Oracle({ executors: { python, typescript, javascript, cpp, rust, go, java }, cache });
  return {
    oracle,
    cache,
    async dispose() {
      // Every executor is stopped even when one fails, and the cache is closed after them.
      await Promise.allSettled([python.dispose(), typescript.dispose(), javascript.dispose(), cpp.dispose(), rust.dispose(), go.dispose(), java.dispose()]);
      cache.close();
    },
  };
}
