import type { PythonMutator } from '../mutator.js';
import { calleeName } from './python-syntax.js';

/**
 * `remove_edge_case_check`: `s.split()` → `s.split(" ")` (also `rsplit`). Without an argument,
 * `split` treats runs of whitespace as one separator and ignores leading and trailing whitespace;
 * splitting on one space drops that handling of repeated, surrounding and non-space whitespace
 * (empty strings appear among the parts).
 */
export const pythonSplitOnSpace: PythonMutator = {
  name: 'split-on-space',
  bugType: 'remove_edge_case_check',
  language: 'python',
  description: 'a whitespace split splits on one space: s.split() → s.split(" ")',
  *mutate(node) {
    if (node.type !== 'call' || node.childForFieldName('function')?.type !== 'attribute') return;
    const name = calleeName(node);
    if (name !== 'split' && name !== 'rsplit') return;
    const list = node.childForFieldName('arguments');
    if (list === null || list.type !== 'argument_list' || list.namedChildren.length > 0) return;
    yield { start: list.startIndex + 1, end: list.endIndex - 1, replacement: '" "' };
  },
};
