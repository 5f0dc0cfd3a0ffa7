import { nodeRunnerCommonSource } from './node-runner-common-source.js';

/**
 * The script a TypeScript/JavaScript job runs (`node -e <source>`) inside its forked, isolated
 * process. It reads `job.json` from its private working folder (code and tests already
 * transpiled to JavaScript by the host), evaluates the code as a script in the process's own
 * global scope (the process is the isolation; `vm` is used only for its per-call timeout),
 * runs each test with `assert` = `node:assert/strict`, and writes one `[index, outcome]` JSON
 * line per test to fd 3 as soon as the test ends.
 *
 * The job logic (outcome strings, timers of async tests, globals, the test loop) is
 * {@link nodeRunnerCommonSource}, the same text as the context runner's; this file says how the
 * process reads its job, runs a script, times an async test and reports an outcome.
 *
 * Kept as plain ES2022 JavaScript in a string so it runs unchanged from the bundle; wrapped in a
 * function so none of its names collide with the code's top-level declarations.
 */
export const NODE_RUNNER_SOURCE = String.raw`(function runner() {
'use strict';
const fs = require('node:fs');
const vm = require('node:vm');
const strictAssert = require('node:assert/strict');
const job = JSON.parse(fs.readFileSync('job.json', 'utf8'));
try { fs.unlinkSync('job.json'); } catch (error) { /* keep going */ }
const writeSync = fs.writeSync;
const stringify = JSON.stringify;
const limit = job.messageChars;
const AssertionError = strictAssert.AssertionError;
const exit = process.exit.bind(process);

${nodeRunnerCommonSource({
  writeLine: (line) => `writeSync(3, ${line})`,
  isError: 'error instanceof Error',
  setTimer: 'setTimeout',
  clearTimer: 'clearTimeout',
  beforeGlobals: "process.on('uncaughtException', () => {});\nprocess.on('unhandledRejection', () => {});\n",
  global: 'globalThis',
  globals: [['require', 'require'], ['assert', 'strictAssert']],
  runScript: (source, filename) => `vm.runInThisContext(${source}, { filename: ${filename}, timeout: job.testMs })`,
  finish: 'exit',
})}})();
`;
