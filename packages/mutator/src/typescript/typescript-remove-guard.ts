import type { TypeScriptMutator } from '../mutator.js';
import { isGuard } from './typescript-syntax.js';

/**
 * `remove_edge_case_check`: deletes one guard, an `if` with no `else` whose body is a single
 * `return`, `throw`, `continue` or `break`. A guard alone on its lines goes with its whole lines
 * (and a trailing `//` comment); one sharing a line with other code goes with the spaces after it.
 */
export const typescriptRemoveGuard: TypeScriptMutator = {
  name: 'remove-guard',
  bugType: 'remove_edge_case_check',
  language: 'typescript',
  description: 'deletes an early-exit guard: if (xs.length === 0) return 0;',
  *mutate(node, { source }) {
    if (!isGuard(node)) return;
    const start = node.getStart();
    const end = node.getEnd();
    const lineStart = source.lastIndexOf('\n', start - 1) + 1;
    const newline = source.indexOf('\n', end);
    const lineEnd = newline === -1 ? source.length : newline;
    const aloneOnLines =
      /^[ \t]*$/.test(source.slice(lineStart, start)) && /^[ \t]*(\/\/.*)?\r?$/.test(source.slice(end, lineEnd));
    if (aloneOnLines) {
      yield { start: lineStart, end: newline === -1 ? source.length : newline + 1, replacement: '' };
      return;
    }
    const trailingSpaces = /^[ \t]*/.exec(source.slice(end, lineEnd))?.[0].length ?? 0;
    yield { start, end: end + trailingSpaces, replacement: '' };
  },
};
