import { CompiledLanguageExecutor, type CompiledLanguageExecutorOptions } from './compiled-language-executor.js';
import { javaToolchain } from './java-toolchain.js';

/**
 * Runs Java code against `assertEquals`/`assertTrue`/`check` test statements, many jobs per
 * `javac` run (a class `Job_<n>` each), each job in a JVM of its own in the sandbox (see
 * `CompiledLanguageExecutor` and `javaToolchain` for the format and outcomes).
 */
export class JavaExecutor extends CompiledLanguageExecutor {
  constructor(options: CompiledLanguageExecutorOptions = {}) {
    super(javaToolchain, options);
  }
}
