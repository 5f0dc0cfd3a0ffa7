import { Node, SyntaxKind } from 'ts-morph';
import type { BinaryExpression, CallExpression, IfStatement, NewExpression } from 'ts-morph';
import type { SourceEdit } from '../mutator.js';
import { neighbours } from '../neighbours.js';

/** TypeScript/JavaScript operator precedence, loosest to tightest (ECMAScript grammar levels). */
export const TypeScriptPrecedence = {
  COMMA: 0,
  YIELD: 1,
  ASSIGNMENT: 2,
  CONDITIONAL: 3,
  COALESCE: 4,
  OR: 4,
  AND: 5,
  BIT_OR: 6,
  BIT_XOR: 7,
  BIT_AND: 8,
  EQUALITY: 9,
  RELATIONAL: 10,
  SHIFT: 11,
  ADDITIVE: 12,
  MULTIPLICATIVE: 13,
  EXPONENT: 14,
  UNARY: 15,
  UPDATE: 16,
  MEMBER: 17,
  PRIMARY: 18,
} as const;

const BINARY_PRECEDENCE = {
  ',': TypeScriptPrecedence.COMMA,
  '??': TypeScriptPrecedence.COALESCE,
  '||': TypeScriptPrecedence.OR,
  '&&': TypeScriptPrecedence.AND,
  '|': TypeScriptPrecedence.BIT_OR,
  '^': TypeScriptPrecedence.BIT_XOR,
  '&': TypeScriptPrecedence.BIT_AND,
  '==': TypeScriptPrecedence.EQUALITY,
  '!=': TypeScriptPrecedence.EQUALITY,
  '===': TypeScriptPrecedence.EQUALITY,
  '!==': TypeScriptPrecedence.EQUALITY,
  '<': TypeScriptPrecedence.RELATIONAL,
  '>': TypeScriptPrecedence.RELATIONAL,
  '<=': TypeScriptPrecedence.RELATIONAL,
  '>=': TypeScriptPrecedence.RELATIONAL,
  instanceof: TypeScriptPrecedence.RELATIONAL,
  in: TypeScriptPrecedence.RELATIONAL,
  '<<': TypeScriptPrecedence.SHIFT,
  '>>': TypeScriptPrecedence.SHIFT,
  '>>>': TypeScriptPrecedence.SHIFT,
  '+': TypeScriptPrecedence.ADDITIVE,
  '-': TypeScriptPrecedence.ADDITIVE,
  '*': TypeScriptPrecedence.MULTIPLICATIVE,
  '/': TypeScriptPrecedence.MULTIPLICATIVE,
  '%': TypeScriptPrecedence.MULTIPLICATIVE,
  '**': TypeScriptPrecedence.EXPONENT,
} as const;

function hasKey<Table extends object>(table: Table, key: string): key is Extract<keyof Table, string> {
  return Object.hasOwn(table, key);
}

/** The operator text of a binary expression (`<`, `&&`, `+=`...). */
export function operatorText(node: BinaryExpression): string {
  return node.getOperatorToken().getText();
}

/** The precedence level of an expression node. */
export function precedenceOf(node: Node): number {
  if (Node.isBinaryExpression(node)) {
    const operator = operatorText(node);
    return hasKey(BINARY_PRECEDENCE, operator) ? BINARY_PRECEDENCE[operator] : TypeScriptPrecedence.ASSIGNMENT;
  }
  if (Node.isConditionalExpression(node)) return TypeScriptPrecedence.CONDITIONAL;
  if (Node.isArrowFunction(node)) return TypeScriptPrecedence.ASSIGNMENT;
  if (Node.isYieldExpression(node)) return TypeScriptPrecedence.YIELD;
  if (
    Node.isPrefixUnaryExpression(node) ||
    Node.isTypeOfExpression(node) ||
    Node.isVoidExpression(node) ||
    Node.isDeleteExpression(node) ||
    Node.isAwaitExpression(node)
  ) {
    return TypeScriptPrecedence.UNARY;
  }
  if (Node.isPostfixUnaryExpression(node)) return TypeScriptPrecedence.UPDATE;
  if (Node.isAsExpression(node) || Node.isSatisfiesExpression(node)) return TypeScriptPrecedence.RELATIONAL;
  return TypeScriptPrecedence.PRIMARY;
}

/** The lowest precedence an expression may have to stand where `node` stands without parentheses. */
export function requiredPrecedence(node: Node): number {
  const parent = node.getParent();
  if (parent === undefined) return 0;
  if (Node.isBinaryExpression(parent)) {
    const operator = operatorText(parent);
    const isLeft = parent.getLeft() === node;
    if (!hasKey(BINARY_PRECEDENCE, operator)) return isLeft ? TypeScriptPrecedence.UPDATE : TypeScriptPrecedence.ASSIGNMENT;
    if (operator === '**') return isLeft ? TypeScriptPrecedence.UPDATE : TypeScriptPrecedence.EXPONENT;
    const level = BINARY_PRECEDENCE[operator];
    return isLeft ? level : level + 1;
  }
  if (
    Node.isPrefixUnaryExpression(parent) ||
    Node.isTypeOfExpression(parent) ||
    Node.isVoidExpression(parent) ||
    Node.isDeleteExpression(parent) ||
    Node.isAwaitExpression(parent)
  ) {
    return TypeScriptPrecedence.UNARY;
  }
  if (Node.isPostfixUnaryExpression(parent)) return TypeScriptPrecedence.UPDATE;
  if (
    (Node.isPropertyAccessExpression(parent) || Node.isElementAccessExpression(parent) || Node.isNonNullExpression(parent)) &&
    parent.getExpression() === node
  ) {
    return TypeScriptPrecedence.MEMBER;
  }
  if ((Node.isCallExpression(parent) || Node.isNewExpression(parent)) && parent.getExpression() === node) {
    return TypeScriptPrecedence.MEMBER;
  }
  if (Node.isConditionalExpression(parent)) {
    return parent.getCondition() === node ? TypeScriptPrecedence.OR + 1 : TypeScriptPrecedence.ASSIGNMENT;
  }
  if (Node.isAsExpression(parent) || Node.isSatisfiesExpression(parent)) return TypeScriptPrecedence.RELATIONAL;
  return 0;
}

/** The value of a plain decimal integer literal (`3`, or `-3` as a unary minus on one), else `undefined`. */
export function integerValue(node: Node): number | undefined {
  if (Node.isNumericLiteral(node)) return /^\d+$/.test(node.getText()) ? Number(node.getText()) : undefined;
  if (Node.isPrefixUnaryExpression(node) && node.getOperatorToken() === SyntaxKind.MinusToken) {
    const operand = node.getOperand();
    if (Node.isNumericLiteral(operand) && /^\d+$/.test(operand.getText())) return -Number(operand.getText());
  }
  return undefined;
}

/** Replaces the whole text of `node`. */
export function replaceNode(node: Node, replacement: string): SourceEdit {
  return { start: node.getStart(), end: node.getEnd(), replacement };
}

/** `node ± 1`, parenthesised where precedence needs it. */
export function addOne(node: Node, sign: '+' | '-'): SourceEdit {
  const operand = precedenceOf(node) < TypeScriptPrecedence.ADDITIVE ? `(${node.getText()})` : node.getText();
  const sum = `${operand} ${sign} 1`;
  return replaceNode(node, requiredPrecedence(node) > TypeScriptPrecedence.ADDITIVE ? `(${sum})` : sum);
}

/**
 * The edits that move an index, bound or length expression by one, in a fixed order:
 * - an integer literal `k` becomes `k + 1` and `k - 1` (same sign class, see `neighbours`);
 * - `x + k` / `x - k` with a literal `k` has `k` moved by one, and `x ± 1` becomes `x`;
 * - anything else `e` becomes `e + 1` and `e - 1`.
 */
export function moveByOne(node: Node): SourceEdit[] {
  const value = integerValue(node);
  if (value !== undefined) return neighbours(value).map((next) => replaceNode(node, String(next)));
  if (Node.isBinaryExpression(node)) {
    const operator = operatorText(node);
    const left = node.getLeft();
    const right = node.getRight();
    const addend = integerValue(right);
    if ((operator === '+' || operator === '-') && addend !== undefined && addend > 0) {
      return [
        replaceNode(right, String(addend + 1)),
        addend === 1 ? replaceNode(node, left.getText()) : replaceNode(right, String(addend - 1)),
      ];
    }
  }
  return [addOne(node, '+'), addOne(node, '-')];
}

/** True for string literals, template literals, and `+` expressions with one of them as an operand. */
export function isStringLike(node: Node): boolean {
  if (Node.isStringLiteral(node) || Node.isNoSubstitutionTemplateLiteral(node) || Node.isTemplateExpression(node)) return true;
  if (Node.isParenthesizedExpression(node)) return isStringLike(node.getExpression());
  if (Node.isBinaryExpression(node) && operatorText(node) === '+') return isStringLike(node.getLeft()) || isStringLike(node.getRight());
  return false;
}

/** The method or function name a call refers to: `f` for `f(x)`, `max` for `Math.max(x)`. */
export function calleeName(call: CallExpression | NewExpression): string | undefined {
  const callee = call.getExpression();
  if (Node.isIdentifier(callee)) return callee.getText();
  if (Node.isPropertyAccessExpression(callee)) return callee.getName();
  return undefined;
}

/** Methods whose arguments are indexes: the argument positions that hold an index or an end. */
const INDEX_METHODS = {
  at: ['index'],
  charAt: ['index'],
  charCodeAt: ['index'],
  codePointAt: ['index'],
  slice: ['slice-start', 'slice-end'],
  substring: ['slice-start', 'slice-end'],
} as const;

/** Where an expression serves as an index or a bound. */
export type IndexRole = 'element-access' | 'index' | 'slice-start' | 'slice-end' | 'loop-start';

/**
 * The index role of an expression: `a[i]`; the argument of `at`, `charAt`, `charCodeAt`,
 * `codePointAt`; the start or end argument of `slice` / `substring`; the initial value of a
 * `for (let i = …;…)` counter. `undefined` elsewhere.
 */
export function indexRoleOf(node: Node): IndexRole | undefined {
  const parent = node.getParent();
  if (parent === undefined) return undefined;
  if (Node.isElementAccessExpression(parent) && parent.getArgumentExpression() === node) return 'element-access';
  if (Node.isCallExpression(parent) && parent.getExpression() !== node) {
    const callee = parent.getExpression();
    if (!Node.isPropertyAccessExpression(callee)) return undefined;
    const method = callee.getName();
    if (!hasKey(INDEX_METHODS, method)) return undefined;
    const position = parent.getArguments().indexOf(node);
    return (INDEX_METHODS[method] as readonly IndexRole[])[position];
  }
  if (Node.isVariableDeclaration(parent) && parent.getInitializer() === node) {
    const list = parent.getParent();
    const loop = list?.getParent();
    if (loop !== undefined && Node.isForStatement(loop) && loop.getInitializer() === list) return 'loop-start';
  }
  return undefined;
}

/** Statement kinds that leave the enclosing block early. */
const EXIT_KINDS: ReadonlySet<SyntaxKind> = new Set([
  SyntaxKind.ReturnStatement,
  SyntaxKind.ThrowStatement,
  SyntaxKind.ContinueStatement,
  SyntaxKind.BreakStatement,
]);

/** Parents in which a statement stands in a list and can be deleted alone. */
const STATEMENT_LIST_KINDS: ReadonlySet<SyntaxKind> = new Set([
  SyntaxKind.Block,
  SyntaxKind.SourceFile,
  SyntaxKind.CaseClause,
  SyntaxKind.DefaultClause,
  SyntaxKind.ModuleBlock,
]);

/**
 * True when `node` is an edge-case guard: an `if` with no `else` whose body is one `return`,
 * `throw`, `continue` or `break` (alone or in a block), standing in a statement list.
 */
export function isGuard(node: Node): node is IfStatement {
  if (!Node.isIfStatement(node) || node.getElseStatement() !== undefined) return false;
  const parent = node.getParent();
  if (parent === undefined || !STATEMENT_LIST_KINDS.has(parent.getKind())) return false;
  const body = node.getThenStatement();
  const statements = Node.isBlock(body) ? body.getStatements() : [body];
  return statements.length === 1 && EXIT_KINDS.has((statements[0] as Node).getKind());
}

/** True when `node` is a `return`, `throw`, `continue` or `break` statement. */
export function isExitStatement(node: Node): boolean {
  return EXIT_KINDS.has(node.getKind());
}

/** True when `node` stands in a statement list (a block, a file, a `case`), where it can be deleted alone. */
export function standsInStatementList(node: Node): boolean {
  const parent = node.getParent();
  return parent !== undefined && STATEMENT_LIST_KINDS.has(parent.getKind());
}

/** True for a numeric literal (`3`, `0.5`, `-1`), which a swap treats as a constant. */
export function isNumberLiteral(node: Node): boolean {
  if (Node.isNumericLiteral(node)) return true;
  return Node.isPrefixUnaryExpression(node) && node.getOperatorToken() === SyntaxKind.MinusToken && Node.isNumericLiteral(node.getOperand());
}

/** `text` (of an expression with precedence `precedence`), parenthesised when the place needs at least `required`. */
export function parenthesize(text: string, precedence: number, required: number): string {
  return precedence < required ? `(${text})` : text;
}

/** The text of `node` moved to where `place` stands, parenthesised when precedence needs it. */
export function textFor(node: Node, place: Node): string {
  return parenthesize(node.getText(), precedenceOf(node), requiredPrecedence(place));
}

/** The condition negated: `c` → `!c`, or `!(c)` unless `c` binds at least as tightly as a unary operator. */
export function negationOf(condition: Node): string {
  return `!${parenthesize(condition.getText(), precedenceOf(condition), TypeScriptPrecedence.UNARY)}`;
}

/** The method a call invokes on a receiver (`includes` for `xs.includes(x)`, also `xs?.includes(x)`), else `undefined`. */
export function methodName(call: Node): string | undefined {
  if (!Node.isCallExpression(call)) return undefined;
  const callee = call.getExpression();
  return Node.isPropertyAccessExpression(callee) ? callee.getName() : undefined;
}

/**
 * The edit that deletes a statement: with its whole lines (and a trailing `//` comment) when it
 * stands alone on them, else with the spaces after it.
 */
export function statementDeletion(node: Node, source: string): SourceEdit {
  const start = node.getStart();
  const end = node.getEnd();
  const lineStart = source.lastIndexOf('\n', start - 1) + 1;
  const newline = source.indexOf('\n', end);
  const lineEnd = newline === -1 ? source.length : newline;
  const aloneOnLines = /^[ \t]*$/.test(source.slice(lineStart, start)) && /^[ \t]*(\/\/.*)?\r?$/.test(source.slice(end, lineEnd));
  if (aloneOnLines) return { start: lineStart, end: newline === -1 ? source.length : newline + 1, replacement: '' };
  const trailingSpaces = /^[ \t]*/.exec(source.slice(end, lineEnd))?.[0].length ?? 0;
  return { start, end: end + trailingSpaces, replacement: '' };
}
