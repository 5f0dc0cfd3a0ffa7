import { CompiledLanguageExecutor, type CompiledLanguageExecutorOptions } from './compiled-language-executor.js';
import { cppToolchain } from './cpp-toolchain.js';

/**
 * Runs C++ code against `CHECK`/`CHECK_EQ`/`assert` test statements, many jobs per `g++` run
 * (one `namespace job_<n>` each), each job in its own sandboxed process (see
 * `CompiledLanguageExecutor` and `cppToolchain` for the format and outcomes).
 */
export class CppExecutor extends CompiledLanguageExecutor {
  constructor(options: CompiledLanguageExecutorOptions = {}) {
    super(cppToolchain, options);
  }
}
