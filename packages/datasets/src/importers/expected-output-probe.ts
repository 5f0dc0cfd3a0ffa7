import type { EvalPlusTestPlan } from './evalplus-test-plan.js';

/**
 * Longest expected output the probe reports (characters of its encoded literal, a space counting
 * as three). The only way out of the sandbox is a test's outcome line, which the oracle cuts at
 * 500 characters (`messageChars`); the probe's prefix takes the rest.
 */
export const MAX_EXPECTED_OUTPUT_CHARS = 470;

/**
 * Python run after the canonical in a probe job. `_execret_probe(call)` calls the entry point
 * under the oracle's per-test limit and always raises: an `AssertionError` whose message is
 * `execret-probe:<kind>:<length>:<literal>` when the output can be written as a Python literal that
 * reads back as the same value and type (`ascii()`, checked with `ast.literal_eval`; `kind` is
 * `float` for a float or a non-empty list or tuple of floats, else `exact`; spaces and `%` are
 * percent-encoded because the oracle folds runs of whitespace), `execret-probe:not-literal:<type>`
 * or `execret-probe:too-long:<length>` otherwise. Anything the canonical raises comes back as its
 * own outcome.
 */
export const EXPECTED_OUTPUT_PROBE_SETUP = `import ast as _execret_ast


def _execret_same(left, right):
    if type(left) is not type(right):
        return False
    if isinstance(left, (list, tuple)):
        return len(left) == len(right) and all(_execret_same(a, b) for a, b in zip(left, right))
    if isinstance(left, dict):
        return _execret_same(list(left), list(right)) and all(_execret_same(left[key], right[key]) for key in left)
    return left == right


def _execret_floats(value):
    if isinstance(value, float):
        return True
    return isinstance(value, (list, tuple)) and len(value) > 0 and all(isinstance(item, float) for item in value)


def _execret_probe(call):
    value = call()
    try:
        text = ascii(value)
    except Exception:
        raise AssertionError('execret-probe:not-literal:' + type(value).__name__)
    encoded = text.replace('%', '%25').replace(' ', '%20')
    if len(encoded) > ${MAX_EXPECTED_OUTPUT_CHARS}:
        raise AssertionError('execret-probe:too-long:%d' % len(encoded))
    try:
        literal = _execret_same(_execret_ast.literal_eval(text), value)
    except Exception:
        literal = False
    if not literal:
        raise AssertionError('execret-probe:not-literal:' + type(value).__name__)
    kind = 'float' if _execret_floats(value) else 'exact'
    raise AssertionError('execret-probe:%s:%d:%s' % (kind, len(encoded), encoded))
`;

/**
 * Setup of a task with float comparisons: `_execret_allclose(actual, expected, atol)` is EvalPlus's
 * check (`==` first; else, as numpy's `assert_allclose` with its default `rtol` 1e-7, numbers within
 * `atol + rtol · |expected|`, lists and tuples of equal length element by element).
 */
export const ALLCLOSE_SETUP = `def _execret_allclose(actual, expected, atol):
    if actual == expected:
        return True
    if isinstance(actual, (list, tuple)) and isinstance(expected, (list, tuple)):
        return len(actual) == len(expected) and all(_execret_allclose(a, b, atol) for a, b in zip(actual, expected))
    numbers = (int, float, complex)
    if isinstance(actual, numbers) and isinstance(expected, numbers):
        return abs(actual - expected) <= atol + 1e-07 * abs(expected)
    return False
`;

/** A job that runs the canonical on every planned input of a task (one test per input, in plan order). */
export interface ExpectedOutputProbeJob {
  language: 'python';
  code: string;
  tests: string[];
  testSetup: string;
}

/** The probe job for a task with an EvalPlus plan: the canonical, then one `_execret_probe` per planned input. */
export function expectedOutputProbe(canonical: string, entryPoint: string, plan: EvalPlusTestPlan): ExpectedOutputProbeJob {
  return {
    language: 'python',
    code: canonical,
    testSetup: EXPECTED_OUTPUT_PROBE_SETUP,
    tests: plan.inputs.map((input) => `_execret_probe(lambda: ${entryPoint}(${input.arguments}))`),
  };
}

/** What one probe test says: the canonical's output as a Python literal, or why there is none. */
export type ProbeResult = { kind: 'exact' | 'float'; literal: string } | { problem: string };

const PROBE_MESSAGE = /^FAIL: execret-probe:(exact|float):(\d+):(\S*)$/;

/** Reads one outcome of a probe job (see {@link EXPECTED_OUTPUT_PROBE_SETUP}). */
export function readProbeOutcome(outcome: string): ProbeResult {
  const value = PROBE_MESSAGE.exec(outcome);
  if (value !== null) {
    const encoded = value[3] as string;
    if (encoded.length !== Number(value[2])) return { problem: `the canonical's output was cut short by the oracle's outcome message limit (${encoded.length} of ${value[2]} characters came through)` };
    return { kind: value[1] as 'exact' | 'float', literal: encoded.replace(/%(20|25)/g, (_, code: string) => (code === '20' ? ' ' : '%')) };
  }
  const tooLong = /^FAIL: execret-probe:too-long:(\d+)$/.exec(outcome);
  if (tooLong !== null) return { problem: `the canonical's output is ${tooLong[1]} characters long as a Python literal (spaces count three); at most ${MAX_EXPECTED_OUTPUT_CHARS} fit in the oracle's outcome message` };
  const notLiteral = /^FAIL: execret-probe:not-literal:(.*)$/.exec(outcome);
  if (notLiteral !== null) return { problem: `the canonical's output (${notLiteral[1]}) cannot be written as a Python literal that reads back as the same value` };
  if (outcome === 'TIMEOUT') return { problem: "the canonical did not finish within the oracle's time limit" };
  if (outcome.startsWith('ERROR: ')) return { problem: `the canonical raised ${outcome.slice('ERROR: '.length)}` };
  if (outcome.startsWith('FAIL')) return { problem: `the canonical raised AssertionError${outcome.length > 4 ? `: ${outcome.slice('FAIL: '.length)}` : ''}` };
  return { problem: `the probe reported no output (outcome ${JSON.stringify(outcome)})` };
}

/**
 * The test for one input: `assert f(args) == expected` when the comparison is exact, else
 * `assert _execret_allclose(f(args), expected, tolerance)` (needs {@link ALLCLOSE_SETUP}). The
 * tolerance is the record's `atol`, or 1e-6 when that is 0 and the output is a float or a list of
 * floats (EvalPlus's rule).
 */
export function expectedOutputTest(entryPoint: string, argumentsText: string, output: { kind: 'exact' | 'float'; literal: string }, atol: number): { test: string; tolerant: boolean } {
  const call = `${entryPoint}(${argumentsText})`;
  const tolerance = atol > 0 ? atol : output.kind === 'float' ? 1e-6 : 0;
  if (tolerance === 0) return { test: `assert ${call} == ${output.literal}`, tolerant: false };
  return { test: `assert _execret_allclose(${call}, ${output.literal}, ${String(tolerance)})`, tolerant: true };
}
