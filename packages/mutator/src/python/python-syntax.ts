import type { Node } from 'web-tree-sitter';
import type { SourceEdit } from '../mutator.js';
import { neighbours } from '../neighbours.js';

/**
 * Python operator precedence, loosest to tightest (the Python reference, "Operator
 * precedence"); an expression may sit where the context needs at most its own level.
 */
export const PythonPrecedence = {
  NAMED: 0,
  LAMBDA: 1,
  CONDITIONAL: 2,
  OR: 3,
  AND: 4,
  NOT: 5,
  COMPARISON: 6,
  BIT_OR: 7,
  BIT_XOR: 8,
  BIT_AND: 9,
  SHIFT: 10,
  ADDITIVE: 11,
  MULTIPLICATIVE: 12,
  UNARY: 13,
  POWER: 14,
  AWAIT: 15,
  PRIMARY: 16,
} as const;

const BINARY_PRECEDENCE = {
  '|': PythonPrecedence.BIT_OR,
  '^': PythonPrecedence.BIT_XOR,
  '&': PythonPrecedence.BIT_AND,
  '<<': PythonPrecedence.SHIFT,
  '>>': PythonPrecedence.SHIFT,
  '+': PythonPrecedence.ADDITIVE,
  '-': PythonPrecedence.ADDITIVE,
  '*': PythonPrecedence.MULTIPLICATIVE,
  '/': PythonPrecedence.MULTIPLICATIVE,
  '//': PythonPrecedence.MULTIPLICATIVE,
  '%': PythonPrecedence.MULTIPLICATIVE,
  '@': PythonPrecedence.MULTIPLICATIVE,
  '**': PythonPrecedence.POWER,
} as const;

const NODE_PRECEDENCE = {
  named_expression: PythonPrecedence.NAMED,
  lambda: PythonPrecedence.LAMBDA,
  conditional_expression: PythonPrecedence.CONDITIONAL,
  not_operator: PythonPrecedence.NOT,
  comparison_operator: PythonPrecedence.COMPARISON,
  unary_operator: PythonPrecedence.UNARY,
  await: PythonPrecedence.AWAIT,
} as const;

function hasKey<Table extends object>(table: Table, key: string): key is Extract<keyof Table, string> {
  return Object.hasOwn(table, key);
}

/** The `operator` token of a binary, boolean, unary or augmented-assignment node. */
export function operatorOf(node: Node): Node | undefined {
  return node.childForFieldName('operator') ?? undefined;
}

/** The precedence level of an expression node. */
export function precedenceOf(node: Node): number {
  if (node.type === 'binary_operator') {
    const operator = operatorOf(node)?.type ?? '';
    return hasKey(BINARY_PRECEDENCE, operator) ? BINARY_PRECEDENCE[operator] : PythonPrecedence.PRIMARY;
  }
  if (node.type === 'boolean_operator') {
    return operatorOf(node)?.type === 'or' ? PythonPrecedence.OR : PythonPrecedence.AND;
  }
  return hasKey(NODE_PRECEDENCE, node.type) ? NODE_PRECEDENCE[node.type] : PythonPrecedence.PRIMARY;
}

/** The lowest precedence an expression may have to stand where `node` stands without parentheses. */
export function requiredPrecedence(node: Node): number {
  const parent = node.parent;
  if (parent === null) return 0;
  const isLeft = parent.childForFieldName('left')?.id === node.id;
  switch (parent.type) {
    case 'binary_operator':
    case 'boolean_operator': {
      const level = precedenceOf(parent);
      if (operatorOf(parent)?.type === '**') return isLeft ? PythonPrecedence.AWAIT : PythonPrecedence.UNARY;
      return isLeft ? level : level + 1;
    }
    case 'unary_operator':
      return PythonPrecedence.UNARY;
    case 'not_operator':
      return PythonPrecedence.NOT;
    case 'comparison_operator':
      return PythonPrecedence.BIT_OR;
    case 'conditional_expression':
      return PythonPrecedence.OR;
    case 'attribute':
    case 'call':
    case 'await':
      return PythonPrecedence.PRIMARY;
    case 'subscript':
      return parent.childForFieldName('value')?.id === node.id ? PythonPrecedence.PRIMARY : 0;
    default:
      return 0;
  }
}

/** The value of a plain decimal integer literal (`3`, or `-3` as a unary minus on one), else `undefined`. */
export function integerValue(node: Node): number | undefined {
  if (node.type === 'integer') return /^\d+$/.test(node.text) ? Number(node.text) : undefined;
  if (node.type === 'unary_operator' && operatorOf(node)?.type === '-') {
    const argument = node.childForFieldName('argument');
    if (argument?.type === 'integer' && /^\d+$/.test(argument.text)) return -Number(argument.text);
  }
  return undefined;
}

/** Replaces the whole text of `node`. */
export function replaceNode(node: Node, replacement: string): SourceEdit {
  return { start: node.startIndex, end: node.endIndex, replacement };
}

/** `node ± 1`, parenthesised where precedence needs it. */
export function addOne(node: Node, sign: '+' | '-'): SourceEdit {
  const operand = precedenceOf(node) < PythonPrecedence.ADDITIVE ? `(${node.text})` : node.text;
  const sum = `${operand} ${sign} 1`;
  return replaceNode(node, requiredPrecedence(node) > PythonPrecedence.ADDITIVE ? `(${sum})` : sum);
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
  if (node.type === 'binary_operator') {
    const operator = operatorOf(node)?.type;
    const left = node.childForFieldName('left');
    const right = node.childForFieldName('right');
    const addend = right === null ? undefined : integerValue(right);
    if ((operator === '+' || operator === '-') && left !== null && right !== null && addend !== undefined && addend > 0) {
      return [
        replaceNode(right, String(addend + 1)),
        addend === 1 ? replaceNode(node, left.text) : replaceNode(right, String(addend - 1)),
      ];
    }
  }
  return [addOne(node, '+'), addOne(node, '-')];
}

/** The callee name of a call: `f` for `f(x)`, `max` for `builtins.max(x)`; `undefined` for other callees. */
export function calleeName(call: Node): string | undefined {
  const callee = call.childForFieldName('function');
  if (callee?.type === 'identifier') return callee.text;
  if (callee?.type === 'attribute') return callee.childForFieldName('attribute')?.text;
  return undefined;
}

/** The plain positional arguments of a call, in order (no `*args`, `**kwargs` or `key=value`). */
export function positionalArguments(call: Node): Node[] {
  const list = call.childForFieldName('arguments');
  if (list === null || list.type !== 'argument_list') return [];
  return list.namedChildren.filter(
    (child): child is Node =>
      child !== null &&
      child.type !== 'comment' &&
      child.type !== 'keyword_argument' &&
      child.type !== 'list_splat' &&
      child.type !== 'dictionary_splat',
  );
}

/** True when the node is a call whose callee is the name `range` (e.g. `range(n)`). */
export function isRangeCall(call: Node): boolean {
  return call.type === 'call' && call.childForFieldName('function')?.text === 'range';
}

/** The expressions before the first `:`, between the two `:` and after the second `:` of a slice. */
export function sliceParts(slice: Node): { start?: Node; end?: Node; step?: Node } {
  const parts: { start?: Node; end?: Node; step?: Node } = {};
  let colons = 0;
  for (const child of slice.children) {
    if (child === null || child.type === 'comment') continue;
    if (child.type === ':') colons += 1;
    else if (colons === 0) parts.start = child;
    else if (colons === 1) parts.end = child;
    else parts.step = child;
  }
  return parts;
}

/** Literal kinds whose `+`, `*` or `%` means concatenation, repetition or formatting, not arithmetic. */
const SEQUENCE_LITERALS: ReadonlySet<string> = new Set([
  'string', 'concatenated_string', 'list', 'tuple', 'list_comprehension', 'dictionary', 'set',
]);

/** True when the expression is a string or collection literal, or a `+` of such (through parentheses). */
export function isSequenceLiteral(node: Node): boolean {
  if (SEQUENCE_LITERALS.has(node.type)) return true;
  if (node.type === 'parenthesized_expression') {
    const inner = node.namedChildren.find((child) => child !== null && child.type !== 'comment');
    return inner !== undefined && inner !== null && isSequenceLiteral(inner);
  }
  if (node.type === 'binary_operator' && operatorOf(node)?.type === '+') {
    const left = node.childForFieldName('left');
    const right = node.childForFieldName('right');
    return (left !== null && isSequenceLiteral(left)) || (right !== null && isSequenceLiteral(right));
  }
  return false;
}

/** Statement types that leave the enclosing block early. */
const EXIT_STATEMENTS: ReadonlySet<string> = new Set([
  'return_statement', 'raise_statement', 'continue_statement', 'break_statement',
]);

/** The named children of a node, without comments (for a block: its statements). */
export function childrenWithoutComments(block: Node): Node[] {
  return block.namedChildren.filter((child): child is Node => child !== null && child.type !== 'comment');
}

/**
 * True when `node` is an edge-case guard: an `if` with no `elif`/`else` whose body is one
 * `return`, `raise`, `continue` or `break`, standing directly in a block or the module.
 */
export function isGuard(node: Node): boolean {
  if (node.type !== 'if_statement' || node.childrenForFieldName('alternative').length > 0) return false;
  const parentType = node.parent?.type;
  if (parentType !== 'block' && parentType !== 'module') return false;
  const body = node.childForFieldName('consequence');
  if (body === null) return false;
  const statements = childrenWithoutComments(body);
  return statements.length === 1 && EXIT_STATEMENTS.has((statements[0] as Node).type);
}

/** Where an expression serves as an index or a bound. */
export type IndexRole = 'subscript' | 'slice-start' | 'slice-end' | 'slice-step' | 'range-start' | 'range-end' | 'range-step';

/**
 * The index role of an expression: a subscript (`a[i]`), a slice part (`a[i:j:k]`) or a `range`
 * argument (`range(stop)`, `range(start, stop[, step])`); `undefined` elsewhere.
 */
export function indexRoleOf(node: Node): IndexRole | undefined {
  const parent = node.parent;
  if (parent === null) return undefined;
  if (parent.type === 'subscript') {
    const isIndex = parent.childrenForFieldName('subscript').some((child) => child?.id === node.id);
    return isIndex && node.type !== 'slice' ? 'subscript' : undefined;
  }
  if (parent.type === 'slice') {
    const parts = sliceParts(parent);
    if (parts.start?.id === node.id) return 'slice-start';
    if (parts.end?.id === node.id) return 'slice-end';
    if (parts.step?.id === node.id) return 'slice-step';
    return undefined;
  }
  const call = parent.parent;
  if (parent.type === 'argument_list' && call !== null && isRangeCall(call)) {
    const positional = positionalArguments(call);
    if (positional.length !== childrenWithoutComments(parent).length) return undefined;
    const position = positional.findIndex((argument) => argument.id === node.id);
    if (positional.length === 1) return position === 0 ? 'range-end' : undefined;
    if (positional.length <= 3) return (['range-start', 'range-end', 'range-step'] as const)[position];
  }
  return undefined;
}

/** True when `node` is a `return`, `raise`, `continue` or `break` statement. */
export function isExitStatement(node: Node): boolean {
  return EXIT_STATEMENTS.has(node.type);
}

/** True for a numeric literal (`3`, `0.5`, `-1`), which a swap or a count edit treats as a constant. */
export function isNumberLiteral(node: Node): boolean {
  if (node.type === 'integer' || node.type === 'float') return true;
  if (node.type === 'unary_operator' && operatorOf(node)?.type === '-') {
    const argument = node.childForFieldName('argument');
    return argument !== null && (argument.type === 'integer' || argument.type === 'float');
  }
  return false;
}

/** `text` (of an expression with precedence `precedence`), parenthesised when the place needs at least `required`. */
export function parenthesize(text: string, precedence: number, required: number): string {
  return precedence < required ? `(${text})` : text;
}

/** The condition negated: `c` → `not c` (parenthesised unless `c` binds at least as tightly as a unary operator). */
export function negationOf(condition: Node): string {
  return `not ${parenthesize(condition.text, precedenceOf(condition), PythonPrecedence.UNARY)}`;
}

/**
 * The comparison operators next to an operand of a comparison (`0 <= i < n`: `<=` for `0`, `<=` and
 * `<` for `i`), or an empty list when the node is not an operand of a comparison.
 */
export function comparisonOperatorsAround(node: Node): string[] {
  const parent = node.parent;
  if (parent === null || parent.type !== 'comparison_operator') return [];
  const operands = parent.namedChildren.filter((child): child is Node => child !== null && child.type !== 'comment');
  const operators = parent.childrenForFieldName('operators').filter((child): child is Node => child !== null);
  const position = operands.findIndex((operand) => operand.id === node.id);
  if (position === -1) return [];
  return [operators[position - 1], operators[position]].filter((operator): operator is Node => operator !== undefined).map((operator) => operator.type);
}

/**
 * The edit that deletes a statement with its whole lines (and a trailing comment on its last line),
 * or `undefined` when it shares a line with other code.
 */
export function wholeLinesDeletion(node: Node, source: string): SourceEdit | undefined {
  const lineStart = source.lastIndexOf('\n', node.startIndex - 1) + 1;
  const newline = source.indexOf('\n', node.endIndex);
  const lineEnd = newline === -1 ? source.length : newline;
  if (!/^[ \t]*$/.test(source.slice(lineStart, node.startIndex))) return undefined;
  if (!/^[ \t]*(#.*)?\r?$/.test(source.slice(node.endIndex, lineEnd))) return undefined;
  return { start: lineStart, end: newline === -1 ? source.length : newline + 1, replacement: '' };
}
