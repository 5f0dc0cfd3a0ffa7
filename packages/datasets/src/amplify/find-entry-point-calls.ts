import { parsePythonLiteral } from './python-literal-parser.js';
import { tokenizePython, type PythonToken } from './python-tokens.js';
import type { PythonCall, PythonValue } from './python-value.js';

function isOp(token: PythonToken | undefined, text: string): boolean {
  return token?.type === 'op' && token.text === text;
}

/** The arguments of the call whose `(` is `tokens[open]`, when every one is a literal. */
function literalArguments(tokens: readonly PythonToken[], open: number): PythonCall | undefined {
  const args: PythonValue[] = [];
  const keywords: Array<readonly [string, PythonValue]> = [];
  let index = open + 1;
  while (!isOp(tokens[index], ')')) {
    const token = tokens[index];
    if (token?.type === 'name' && isOp(tokens[index + 1], '=')) {
      const parsed = parsePythonLiteral(tokens, index + 2);
      if (parsed === undefined) return undefined;
      if (keywords.some(([name]) => name === token.text)) return undefined;
      keywords.push([token.text, parsed.value]);
      index = parsed.next;
    } else {
      // A positional argument after a keyword one is a syntax error in Python.
      if (keywords.length > 0) return undefined;
      const parsed = parsePythonLiteral(tokens, index);
      if (parsed === undefined) return undefined;
      args.push(parsed.value);
      index = parsed.next;
    }
    if (isOp(tokens[index], ',')) index += 1;
    else if (!isOp(tokens[index], ')')) return undefined;
  }
  return { args, keywords };
}

/**
 * The calls of `entryPoint` in a Python test statement whose arguments are all literals (see
 * `parsePythonLiteral`), in source order: `assert f([1, 2], key='a') == 3` gives one call with
 * arguments `[1, 2]` and `key='a'`; in `assert f(f(1)) == 2` only the inner call qualifies. A
 * method or attribute of the same name (`x.f(1)`), a definition (`def f(…)`) and calls with
 * `*args` or `**kwargs` are not taken, nor a call left open (`f(1` at the end of the source).
 */
export function findEntryPointCalls(test: string, entryPoint: string): PythonCall[] {
  const tokens = tokenizePython(test);
  const calls: PythonCall[] = [];
  tokens.forEach((token, index) => {
    if (token.type !== 'name' || token.text !== entryPoint || !isOp(tokens[index + 1], '(')) return;
    const before = tokens[index - 1];
    if (isOp(before, '.') || (before?.type === 'name' && (before.text === 'def' || before.text === 'class'))) return;
    const call = literalArguments(tokens, index + 1);
    if (call !== undefined) calls.push(call);
  });
  return calls;
}
