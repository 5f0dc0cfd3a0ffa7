import { CompiledLanguageExecutor, type CompiledLanguageExecutorOptions } from './compiled-language-executor.js';
import { rustToolchain } from './rust-toolchain.js';

/**
 * Runs Rust code against `assert!`/`assert_eq!` test statements, many jobs per `rustc` run (one
 * `mod job_<n>` each), each job in its own sandboxed process (see `CompiledLanguageExecutor` and
 * `rustToolchain` for the format and outcomes).
 */
export class RustExecutor extends CompiledLanguageExecutor {
  constructor(options: CompiledLanguageExecutorOptions = {}) {
    super(rustToolchain, options);
  }
}
