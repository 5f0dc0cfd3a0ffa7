import { describeValue, InvalidArgumentError, sortedRecord, type FieldReader } from '@execret/core';
import { pythonLiteral } from './python-literal.js';
import { parseRawJson, rawJsonField, type RawJson } from './raw-json.js';

/** Default of `maxPlusInputs` (`execret build --max-plus-inputs`): plus inputs per task that become tests. */
export const DEFAULT_MAX_PLUS_INPUTS = 10;

/**
 * Longest argument list, written as Python literals, that becomes a test (characters). EvalPlus
 * adds very large inputs to measure speed; as tests of a retrieval benchmark they would only make
 * the bundle large and every job slow.
 */
export const MAX_ARGUMENTS_CHARS = 1000;

/** One input the build runs the canonical on; its output becomes the test's expected value. */
export interface PlannedInput {
  /** Where the input is in its record: `base_input[3]`, `plus_input[17]`. */
  field: string;
  /** The call's arguments as Python literals, separated by `, ` (`[1, 2], 3.0`). */
  arguments: string;
  /**
   * `base`: an input of the original tests, always used; `plus`: one of the evenly spread picks
   * among the plus inputs; `reserve`: a plus input that takes the place of a pick on which the
   * canonical gives no usable output.
   */
  role: 'base' | 'plus' | 'reserve';
}

/** An input that did not become a test, and why. */
export interface DroppedInput {
  /** Where it is in its record: `base_input[3]`, `plus_input[17]`. */
  field: string;
  /** What is wrong with it. */
  reason: string;
}

/**
 * `metadata.evalplus` of a task an EvalPlus importer made, until the build resolves its expected
 * outputs (until then the task has no tests): the record's tolerance and counts, the inputs to
 * run, and what was left out.
 */
export interface EvalPlusTestPlan {
  /** The record's `atol`: absolute tolerance of float comparisons (0: exact, except floats get 1e-6 as in EvalPlus). */
  atol: number;
  /** Number of `base_input` entries in the record. */
  base_inputs: number;
  /** Number of `plus_input` entries in the record. */
  plus_inputs: number;
  /** The cap on plus inputs that was applied. */
  max_plus_inputs: number;
  /** Inputs to run: base inputs in record order, then plus picks, then reserves, each in the order they are tried. */
  inputs: PlannedInput[];
  /** Base inputs left out while importing (each named). */
  dropped: DroppedInput[];
  /** Plus inputs that could not be picked, counted by reason (`not_a_list`, `too_long`, `duplicate`). */
  plus_excluded: Record<string, number>;
}

/** How each `plus_excluded` reason reads in a message. */
const EXCLUSION_TEXT = {
  not_a_list: 'not a list of arguments',
  too_long: `longer than ${MAX_ARGUMENTS_CHARS} characters as Python literals`,
  duplicate: 'repeating an earlier input',
} as const;

/** The arguments of one input as Python literals, or why it cannot be used. */
function inputArguments(node: RawJson): { arguments: string } | { code: keyof typeof EXCLUSION_TEXT; reason: string } {
  if (node.kind !== 'array') return { code: 'not_a_list', reason: `must be a list of arguments, got ${node.kind === 'object' ? 'an object' : `a ${node.kind}`}` };
  const text = pythonLiteral(node, MAX_ARGUMENTS_CHARS + 2);
  if (text === undefined) return { code: 'too_long', reason: `its arguments are longer than ${MAX_ARGUMENTS_CHARS} characters as Python literals` };
  // The list's brackets are not part of the call.
  return { arguments: text.slice(1, -1) };
}

/** `picks` positions spread evenly over `count` items: ⌊(j + offset) · count / picks⌋ for j = 0 … picks − 1. */
function spread(count: number, picks: number, offset: number): number[] {
  return Array.from({ length: picks }, (_, index) => Math.floor(((index + offset) * count) / picks));
}

/**
 * Reads an EvalPlus record's test inputs into a plan (see {@link EvalPlusTestPlan}); the build
 * then runs the canonical on each planned input. `rawLine` is the record's line as written: inputs
 * are read from it, not from the parsed record, so `1.0` stays a float and a large integer keeps
 * its digits (as Python's `json` module reads them).
 *
 * - `atol`: a number ≥ 0 (absent or null: 0). `base_input` and `plus_input`: arrays of argument
 *   lists (a wrong field skips the record, naming it).
 * - Every base input is planned, except one that is not a list, longer than
 *   {@link MAX_ARGUMENTS_CHARS} as literals, or a repeat of an earlier one (listed in `dropped`).
 * - Plus inputs that pass the same checks are eligible (the others counted in `plus_excluded`);
 *   when more than `maxPlusInputs` are eligible, the picks are the ones at evenly spread positions
 *   ⌊j · n / max⌋ of the eligible list (the first included), and the ones half-way between them are
 *   reserves. So the choice depends only on the record and the cap.
 * - A record with no planned input at all is skipped, with counts.
 */
export function planEvalPlusTests(reader: FieldReader, rawLine: string | undefined, maxPlusInputs: number): EvalPlusTestPlan | { skip: string } {
  const atolValue = reader.raw['atol'];
  if (atolValue !== undefined && atolValue !== null && !(typeof atolValue === 'number' && atolValue >= 0)) reader.fail('atol', 'a number ≥ 0 (absolute tolerance of float comparisons)', atolValue);
  const atol = typeof atolValue === 'number' ? atolValue : 0;
  for (const field of ['base_input', 'plus_input']) {
    if (!Array.isArray(reader.raw[field])) reader.fail(field, 'an array of argument lists', reader.raw[field]);
  }
  if (rawLine === undefined) return { skip: 'the record\'s line could not be read again for its inputs (did the file change while it was read?)' };
  let root: RawJson;
  try {
    root = parseRawJson(rawLine);
  } catch (error) {
    return { skip: `the record's line could not be read again for its inputs: ${error instanceof Error ? error.message : String(error)}` };
  }
  const baseNodes = rawJsonField(root, 'base_input');
  const plusNodes = rawJsonField(root, 'plus_input');
  if (baseNodes?.kind !== 'array' || plusNodes?.kind !== 'array') return { skip: 'the record\'s line changed while it was read' };

  const seen = new Map<string, string>();
  const inputs: PlannedInput[] = [];
  const dropped: DroppedInput[] = [];
  baseNodes.items.forEach((node, index) => {
    const field = `base_input[${index}]`;
    const read = inputArguments(node);
    if ('code' in read) {
      dropped.push({ field, reason: read.reason });
      return;
    }
    const first = seen.get(read.arguments);
    if (first !== undefined) {
      dropped.push({ field, reason: `repeats ${first}` });
      return;
    }
    seen.set(read.arguments, field);
    inputs.push({ field, arguments: read.arguments, role: 'base' });
  });

  const excluded: Partial<Record<keyof typeof EXCLUSION_TEXT, number>> = {};
  const exclude = (code: keyof typeof EXCLUSION_TEXT): void => {
    excluded[code] = (excluded[code] ?? 0) + 1;
  };
  const eligible: Array<Omit<PlannedInput, 'role'>> = [];
  plusNodes.items.forEach((node, index) => {
    const read = inputArguments(node);
    if ('code' in read) return exclude(read.code);
    if (seen.has(read.arguments)) return exclude('duplicate');
    const field = `plus_input[${index}]`;
    seen.set(read.arguments, field);
    eligible.push({ field, arguments: read.arguments });
  });
  if (eligible.length <= maxPlusInputs) {
    for (const input of eligible) inputs.push({ ...input, role: 'plus' });
  } else if (maxPlusInputs > 0) {
    const picks = spread(eligible.length, maxPlusInputs, 0);
    const chosen = new Set(picks);
    const reserves = [...new Set(spread(eligible.length, maxPlusInputs, 0.5))].filter((position) => !chosen.has(position));
    for (const position of picks) inputs.push({ ...(eligible[position] as Omit<PlannedInput, 'role'>), role: 'plus' });
    for (const position of reserves) inputs.push({ ...(eligible[position] as Omit<PlannedInput, 'role'>), role: 'reserve' });
  }

  if (inputs.length === 0) {
    const why = [
      ...dropped.map((entry) => `${entry.field} ${entry.reason}`),
      ...Object.entries(sortedRecord(excluded as Record<string, number>)).map(([code, count]) => `${count} of plus_input ${EXCLUSION_TEXT[code as keyof typeof EXCLUSION_TEXT]}`),
    ];
    return {
      skip: `fields "base_input" (${baseNodes.items.length} entries) and "plus_input" (${plusNodes.items.length} entries) give no input to run${why.length === 0 ? '' : `: ${why.join('; ')}`}`,
    };
  }
  return {
    atol,
    base_inputs: baseNodes.items.length,
    plus_inputs: plusNodes.items.length,
    max_plus_inputs: maxPlusInputs,
    inputs,
    dropped,
    plus_excluded: sortedRecord(excluded as Record<string, number>),
  };
}

/** Checks a `maxPlusInputs` option: a safe integer ≥ 0. */
export function checkMaxPlusInputs(value: number | undefined): number {
  if (value === undefined) return DEFAULT_MAX_PLUS_INPUTS;
  if (!Number.isSafeInteger(value) || value < 0) throw new InvalidArgumentError(`maxPlusInputs must be an integer ≥ 0, got ${describeValue(value)}`);
  return value;
}
