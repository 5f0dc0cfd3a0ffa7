/**
 * How one of the two Node.js runners reaches its host: the reference runner
 * (`node-runner-source.ts`, a fresh process per job) and the context runner
 * (`node-context-runner-source.ts`, a fresh V8 context in a persistent worker) differ only here.
 * Each member is JavaScript source text put into {@link nodeRunnerCommonSource}'s output.
 */
export interface NodeRunnerHost {
  /** An expression that writes `line` (an expression: a JSON result line with its newline) to the host. */
  writeLine(line: string): string;
  /** An expression that is true when `error` is an `Error` whose outcome names its class. */
  isError: string;
  /** The function that starts the timer of an async test. */
  setTimer: string;
  /** The function that clears it. */
  clearTimer: string;
  /** Statements run once before the job's globals are set (each ending in a newline; may be empty). */
  beforeGlobals: string;
  /** The name under which the runner reaches the job's global object. */
  global: string;
  /** Globals the job gets after `module` and `exports`: `[name, expression]`, in this order. */
  globals: ReadonlyArray<readonly [name: string, expression: string]>;
  /** An expression that runs the script `source` (an expression) as `filename` (an expression) with the per-test timeout and gives its value. */
  runScript(source: string, filename: string): string;
  /** The function that ends the job with an exit code. */
  finish: string;
}

/**
 * The part both Node.js runners share, statement for statement: outcome strings (`pass`, `FAIL: …`,
 * `ERROR: <name>: <message>`, `TIMEOUT`, one line, cut at `job.messageChars`), the per-test timer
 * of async tests, the job's `module`/`exports` globals, loading the code and setup (their exports
 * become globals) and running each test in order, reporting `[index, outcome]` as it ends.
 *
 * It expects `job` (the parsed job), `limit` (`job.messageChars`), `stringify` (`JSON.stringify`
 * captured before the job runs) and `AssertionError` in scope. Plain ES2022 text with no backticks
 * or `${`, so either runner embeds it unchanged; its output for a given host is fixed text, part of
 * what the runners' fingerprint versions (`harness-…`, `context-…`) stand for.
 */
export function nodeRunnerCommonSource(host: NodeRunnerHost): string {
  const globals = host.globals.map(([name, expression]) => `${host.global}.${name} = ${expression};\n`).join('');
  return String.raw`function oneLine(text) {
  let value = String(text).split(/\s+/).filter(Boolean).join(' ');
  if (value.length > limit) value = value.slice(0, limit - 1) + '\u2026';
  return value;
}

function report(index, outcome) {
  ${host.writeLine(String.raw`stringify([index, outcome]) + '\n'`)};
}

function describe(error, source) {
  try {
    if (error !== null && typeof error === 'object' && error.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return 'TIMEOUT';
    if (error instanceof AssertionError || (error !== null && typeof error === 'object' && error.code === 'ERR_ASSERTION')) {
      const message = oneLine(error.message);
      return 'FAIL: ' + (message || oneLine(source));
    }
    if (${host.isError}) {
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
    const timer = ${host.setTimer}(() => {
      const error = new Error('test timed out');
      error.code = 'ERR_SCRIPT_EXECUTION_TIMEOUT';
      reject(error);
    }, milliseconds);
    value.then((result) => { ${host.clearTimer}(timer); resolve(result); }, (error) => { ${host.clearTimer}(timer); reject(error); });
  });
}

${host.beforeGlobals}const moduleObject = { exports: {} };
${host.global}.module = moduleObject;
${host.global}.exports = moduleObject.exports;
${globals}
async function main() {
  let loadOutcome = null;
  try {
    if (job.codeError) {
      loadOutcome = job.codeError;
    } else {
      ${host.runScript('job.code', "'solution.js'")};
      if (job.setupError) loadOutcome = job.setupError;
      else if (job.setup) ${host.runScript('job.setup', "'setup.js'")};
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
      const value = ${host.runScript('test.source', "'test-' + index + '.js'")};
      if (test.async) await withTimeout(value, job.testMs);
      outcome = 'pass';
    } catch (error) {
      outcome = describe(error, test.original);
    }
    report(index, outcome);
  }
  ${host.finish}(0);
}

main().catch(() => ${host.finish}(70));
`;
}
