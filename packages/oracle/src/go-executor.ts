import { CompiledLanguageExecutor, type CompiledLanguageExecutorOptions } from './compiled-language-executor.js';
import { createGoToolchain } from './go-toolchain.js';

/**
 * Runs Go code against `assertEqual`/`assertTrue`/`panic` test statements, many jobs per compile
 * run (one package `job_<n>` each, built with the toolchain's `compile` and `link` against
 * standard packages compiled once into execret's own Go build cache), each job in its own
 * sandboxed process (see `CompiledLanguageExecutor` and `createGoToolchain` for the format and outcomes).
 */
export class GoExecutor extends CompiledLanguageExecutor {
  constructor(options: CompiledLanguageExecutorOptions = {}) {
    super(createGoToolchain(), options);
  }
}
