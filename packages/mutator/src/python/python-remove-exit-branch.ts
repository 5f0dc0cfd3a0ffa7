import type { Node } from 'web-tree-sitter';
import type { PythonMutator, SourceEdit } from '../mutator.js';
import { childrenWithoutComments, isExitStatement, wholeLinesDeletion } from './python-syntax.js';

/** True when a block holds at least `atLeast` statements and the last one exits (`return`, `raise`, `continue`, `break`). */
function endsWithExit(block: Node | null, atLeast: number): boolean {
  if (block === null) return false;
  const statements = childrenWithoutComments(block);
  const last = statements.at(-1);
  return statements.length >= atLeast && last !== undefined && isExitStatement(last);
}

/**
 * `remove_edge_case_check`: an early-exit branch that `remove-guard` does not take is deleted with
 * its whole lines: an `if` with no `elif`/`else` whose body does some work and then exits
 * (`if x in seen:\n    dupes.append(x)\n    continue`), and an `elif` branch whose body ends by
 * exiting (`elif n == 0:\n    return 1`). Either is a check that ends the function or loop early
 * for a special case. The `if` must not be the only statement of its block (Python forbids
 * empty blocks); after a deleted `elif`, the branches that followed it belong to the branch before it.
 */
export const pythonRemoveExitBranch: PythonMutator = {
  name: 'remove-exit-branch',
  bugType: 'remove_edge_case_check',
  language: 'python',
  description: 'deletes an early-exit branch remove-guard leaves: an if whose body works then exits, an elif that exits',
  *mutate(node, { source }) {
    let deletion: SourceEdit | undefined;
    if (node.type === 'if_statement') {
      const parent = node.parent;
      if (node.childrenForFieldName('alternative').length > 0 || parent === null || (parent.type !== 'block' && parent.type !== 'module')) return;
      if (childrenWithoutComments(parent).length < 2 || !endsWithExit(node.childForFieldName('consequence'), 2)) return;
      deletion = wholeLinesDeletion(node, source);
    } else if (node.type === 'elif_clause') {
      if (!endsWithExit(node.childForFieldName('consequence'), 1)) return;
      deletion = wholeLinesDeletion(node, source);
    }
    if (deletion !== undefined) yield deletion;
  },
};
