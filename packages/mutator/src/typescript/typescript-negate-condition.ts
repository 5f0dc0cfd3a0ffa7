import { Node, SyntaxKind } from 'ts-morph';
import type { SourceEdit, TypeScriptMutator } from '../mutator.js';
import { methodName, negationOf, operatorText, precedenceOf, replaceNode, requiredPrecedence } from './typescript-syntax.js';

/** Comparison operators whose flip (`comparison-flip`) already is the negation. */
const SELF_NEGATING: ReadonlySet<string> = new Set(['===', '!==', '==', '!=']);

/** Membership calls whose negation is `membership-negation`'s. */
const MEMBERSHIP_METHODS: ReadonlySet<string> = new Set(['includes', 'has']);

/** The expression a `filter` predicate returns: a concise arrow body, or the one `return` of a block body. */
function predicateBody(predicate: Node | undefined): Node | undefined {
  if (predicate === undefined || !(Node.isArrowFunction(predicate) || Node.isFunctionExpression(predicate))) return undefined;
  const body = predicate.getBody();
  if (!Node.isBlock(body)) return body;
  const statements = body.getStatements();
  const only = statements[0];
  return statements.length === 1 && only !== undefined && Node.isReturnStatement(only) ? only.getExpression() : undefined;
}

/** The conditions of `node`: of `if`, `while`, `do … while`, `c ? a : b`, and what a `filter` predicate returns. */
function conditionsOf(node: Node): Node[] {
  if (Node.isIfStatement(node) || Node.isWhileStatement(node) || Node.isDoStatement(node)) return [node.getExpression()];
  if (Node.isConditionalExpression(node)) return [node.getCondition()];
  if (Node.isCallExpression(node) && methodName(node) === 'filter') {
    const body = predicateBody(node.getArguments()[0]);
    return body === undefined ? [] : [body];
  }
  return [];
}

/** The operand of a `!x`, or `undefined` for any other node. */
function notOperand(node: Node): Node | undefined {
  return Node.isPrefixUnaryExpression(node) && node.getOperatorToken() === SyntaxKind.ExclamationToken ? node.getOperand() : undefined;
}

/** True when another operator already writes the negation of `condition`. */
function negatedElsewhere(condition: Node): boolean {
  const core = notOperand(condition) ?? condition;
  if (Node.isCallExpression(core) && MEMBERSHIP_METHODS.has(methodName(core) ?? '')) return true;
  return Node.isBinaryExpression(condition) && SELF_NEGATING.has(operatorText(condition));
}

function negate(condition: Node): SourceEdit | undefined {
  if (Node.isTrueLiteral(condition) || Node.isFalseLiteral(condition) || negatedElsewhere(condition)) return undefined;
  const operand = notOperand(condition);
  if (operand !== undefined) {
    // `!(a && b)` → `a && b` where the place allows it, else `(a && b)`.
    const inner = Node.isParenthesizedExpression(operand) ? operand.getExpression() : operand;
    const text = precedenceOf(inner) >= requiredPrecedence(condition) ? inner.getText() : operand.getText();
    return replaceNode(condition, text);
  }
  return replaceNode(condition, negationOf(condition));
}

/** True when `node` is one of the conditions {@link conditionsOf} finds (up to four levels up: a filter predicate's `return`). */
function isCondition(node: Node): boolean {
  let ancestor = node.getParent();
  for (let level = 0; level < 4 && ancestor !== undefined; level += 1, ancestor = ancestor.getParent()) {
    if (conditionsOf(ancestor).includes(node)) return true;
  }
  return false;
}

/**
 * `wrong_comparison`: a condition is negated: `if (c)` → `if (!c)` (and `if (!c)` → `if (c)`),
 * likewise for `while`, `do … while`, the condition of `c ? a : b` and what a `filter` predicate
 * returns. The test a branch depends on flips its meaning, which is what the type's flips do to
 * one comparison. A single `===`, `!==`, `==`, `!=` is left to `comparison-flip` and an
 * `includes` / `has` call to `membership-negation`, whose edits are this negation; `true` / `false`
 * conditions are skipped. A `!` outside those conditions (`return !found`) is dropped, which negates
 * that value too (not in `!!x`).
 */
export const typescriptNegateCondition: TypeScriptMutator = {
  name: 'negate-condition',
  bugType: 'wrong_comparison',
  language: 'typescript',
  description: 'negates a condition (if, while, do-while, conditional expression, filter predicate): if (c) → if (!c); drops any other !',
  *mutate(node) {
    for (const condition of conditionsOf(node)) {
      const edit = negate(condition);
      if (edit !== undefined) yield edit;
    }
    // A `!` elsewhere (`return !found`, `flags[i] = !flags[i]`) is dropped; a condition's is handled above.
    const operand = notOperand(node);
    if (operand === undefined || isCondition(node) || negatedElsewhere(node)) return;
    // `!!x` converts to boolean; dropping one `!` of it is not a negation of one value.
    if (notOperand(operand) !== undefined || notOperand(node.getParentOrThrow()) !== undefined) return;
    const inner = Node.isParenthesizedExpression(operand) ? operand.getExpression() : operand;
    yield replaceNode(node, precedenceOf(inner) >= requiredPrecedence(node) ? inner.getText() : operand.getText());
  },
};
