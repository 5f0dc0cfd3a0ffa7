/**
 * The script a TypeScript/JavaScript job runs (`node -e <source>`) inside its forked, isolated
 * process. It reads `job.json` from its private working folder (code and tests already
 * transpiled to JavaScript by the host), evaluates the code as a script in the process's own
 * global scope (the process is the isolation; `vm` is used only for its per-call timeout),
 * runs each test with `assert` = `node:assert/strict`, and writes one `[index, outcome]` JSON
 * line per test to fd 3 as soon as the test ends.
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

function oneLine(text) {
  let value = String(text).split(/\s+/).filter(Boolean).join(' ');
  if (value.length > limit) value = value.slice(0, limit - 1) + '\u2026';
  return value;
}

function report(index, outcome) {
  writeSync(3, stringify([index, outcome]) + '\n');
}

function describe(error, source) {
  try {
    if (error !== null && typeof error === 'object' && error.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return 'TIMEOUT';
    if (error instanceof AssertionError || (error !== null && typeof error === 'object' && error.code === 'ERR_ASSERTION')) {
      const message = oneLine(error.message);
      return 'FAIL: ' + (message || oneLine(source));
    }
    if (error instanceof Error) {
      const name = oneLine(error.name || 'Error') || 'Error';
      const message = oneLine(error.message);
      return message ? 'ERROR: ' + name + ': ' + message : 'ERROR: ' + name;
    }
    const message = oneLine(String(error));
    return message ? 'ERROR: ThrownValue: ' + message : 'ERROR: ThrownValue';
  } catch (failure) {
    return 'ERROR: UnprintableError';
  }
}

function withTimeout(value, milliseconds) {
  if (value === null || typeof value !== 'object' || typeof value.then !== 'function') return Promise.resolve(value);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new Error('test timed out');
      error.code = 'ERR_SCRIPT_EXECUTION_TIMEOUT';
      reject(error);
    }, milliseconds);
    value.then((result) => { clearTimeout(timer); resolve(result); }, (error) => { clearTimeout(timer); reject(error); });
  });
}

process.on('uncaughtException', () => {});
process.on('unhandledRejection', () => {});
const moduleObject = { exports: {} };
globalThis.module = moduleObject;
globalThis.exports = moduleObject.exports;
globalThis.require = require;
globalThis.assert = strictAssert;

async function main() {
  let loadOutcome = null;
  try {
    if (job.codeError) {
      loadOutcome = job.codeError;
    } else {
      vm.runInThisContext(job.code, { filename: 'solution.js', timeout: job.testMs });
      if (job.setupError) loadOutcome = job.setupError;
      else if (job.setup) vm.runInThisContext(job.setup, { filename: 'setup.js', timeout: job.testMs });
      const exported = moduleObject.exports;
      if (exported !== null && (typeof exported === 'object' || typeof exported === 'function')) {
        for (const name of Object.keys(exported)) {
          if (!(name in globalThis)) globalThis[name] = exported[name];
        }
      }
    }
  } catch (error) {
    loadOutcome = describe(error, '');
  }
  for (let index = 0; index < job.tests.length; index += 1) {
    const test = job.tests[index];
    if (loadOutcome !== null) { report(index, loadOutcome); continue; }
    if (test.error) { report(index, test.error); continue; }
    let outcome;
    try {
      const value = vm.runInThisContext(test.source, { filename: 'test-' + index + '.js', timeout: job.testMs });
      if (test.async) await withTimeout(value, job.testMs);
      outcome = 'pass';
    } catch (error) {
      outcome = describe(error, test.original);
    }
    report(index, outcome);
  }
  exit(0);
}

main().catch(() => exit(70));
})();
`;
