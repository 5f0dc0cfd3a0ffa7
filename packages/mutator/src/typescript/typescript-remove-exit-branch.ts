import { Node } from 'ts-morph';
import type { TypeScriptMutator } from '../mutator.js';
import { isExitStatement, standsInStatementList, statementDeletion } from './typescript-syntax.js';

/**
 * `remove_edge_case_check`: an early-exit branch that `remove-guard` does not take is deleted: an
 * `if` with no `else` whose block does some work and then exits (`if (seen.has(x)) {
 * dupes.push(x); continue; }`). It is a check that ends the function or loop early for a special
 * case. Deleted with its whole lines when it stands alone on them, else with the spaces after it.
 */
export const typescriptRemoveExitBranch: TypeScriptMutator = {
  name: 'remove-exit-branch',
  bugType: 'remove_edge_case_check',
  language: 'typescript',
  description: 'deletes an if whose block does some work and then exits: if (c) { log(c); return; }',
  *mutate(node, { source }) {
    if (!Node.isIfStatement(node) || node.getElseStatement() !== undefined || !standsInStatementList(node)) return;
    const body = node.getThenStatement();
    if (!Node.isBlock(body)) return;
    const statements = body.getStatements();
    const last = statements.at(-1);
    if (statements.length < 2 || last === undefined || !isExitStatement(last)) return;
    yield statementDeletion(node, source);
  },
};
