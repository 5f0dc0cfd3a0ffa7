import type { Node } from 'web-tree-sitter';
import type { ProtectedKind } from '../language-backend.js';
import type { SourceEdit, TreeSitterLanguageName } from '../mutator.js';

/**
 * What the shared tree-sitter operators and backend need to know about one grammar: node type
 * names and a few accessors. One table per language (`go-syntax.ts`, `java-syntax.ts`…); the
 * operators in `tree-sitter/operators/` read nothing else, so they serve every language unchanged.
 */
export interface TreeSitterSyntax {
  /** The language, as `mutate`'s `options.language`. */
  readonly language: TreeSitterLanguageName;
  /** The npm package whose `<package>.wasm` is the grammar (`tree-sitter-go`). */
  readonly grammarPackage: string;
  /** Node types that are statements (declarations and items inside bodies included). */
  readonly statementTypes: ReadonlySet<string>;
  /**
   * Node types whose last expression child is a statement of its own (Rust's `block`, whose tail
   * expression is the block's value and has no `;`).
   */
  readonly tailExpressionBlocks: ReadonlySet<string>;
  /** Node types operators never see and edits may not rewrite, with why. */
  readonly protectedTypes: Readonly<Record<string, ProtectedKind>>;
  /** Node types that define a function or method an entry point can name. */
  readonly functionTypes: ReadonlySet<string>;
  /** The name of a function node (one of {@link functionTypes}). */
  functionName(node: Node): string | undefined;
  /** Binary expression node types (each with `left`, `operator` and `right` fields). */
  readonly binaryTypes: ReadonlySet<string>;
  /** Compound assignment node types (`x += 1`), each with `left`, `operator` and `right` fields. */
  readonly compoundAssignmentTypes: ReadonlySet<string>;
  /** Integer literal node types. */
  readonly integerTypes: ReadonlySet<string>;
  /** A decimal integer literal's text: group 1 the digits, group 2 a type suffix kept as it is. */
  readonly integerPattern: RegExp;
  /** String and character literal node types. */
  readonly stringTypes: ReadonlySet<string>;
  /** The index expression of a subscript node (`a[i]` → `i`), `undefined` for other nodes. */
  indexOf(node: Node): Node | undefined;
  /** The end expression of a slice node (Go's `xs[a:b]` → `b`); absent in languages without slice syntax. */
  readonly sliceEndOf?: (node: Node) => Node | undefined;
  /** The arguments of a call node (`f(a, b)`, `o.m(a, b)`, `new T(a, b)`), `undefined` for other nodes. */
  argumentsOf(node: Node): Node[] | undefined;
  /** The name node of what a call node calls (`max` of `std::max(a, b)`, `Math.max(a, b)`, `a.max(b)`). */
  calleeNameNode(call: Node): Node | undefined;
  /** Node types of a conditional expression `c ? a : b` (fields `condition`, `consequence`, `alternative`). */
  readonly conditionalTypes: ReadonlySet<string>;
  /** Node types whose `value` field (Go: `right`) initialises a variable: `int n = 0`, `n := 0`, `let n = 0`. */
  readonly initializerTypes: ReadonlySet<string>;
  /** True when `node` reads the length of a sequence (`len(xs)`, `xs.length`, `xs.size()`, `xs.len()`). */
  isLength(node: Node): boolean;
  /** `if` node types (fields `condition`, `consequence`, `alternative`). */
  readonly ifTypes: ReadonlySet<string>;
  /** Loop node types whose `condition` field is a plain boolean expression (`while`). */
  readonly whileTypes: ReadonlySet<string>;
  /** The boolean expression of a condition field's node (inside `( … )` or a C++ `condition_clause`). */
  conditionExpression(condition: Node): Node | undefined;
  /** Statements that leave early (`return`, `break`, `continue`, `throw`). */
  isExit(statement: Node): boolean;
  /** Range node types (`a..b`, `a..=b`), with the operators that swap inclusivity. */
  readonly rangeOperators: Readonly<Record<string, string>>;
  /** Callees whose arguments commute, or whose swap never compiles: `swap-arguments` skips them. */
  readonly unswappableCallees: ReadonlySet<string>;
  /** Receivers of `<<` / `>>` that are streams (`std::cout << x`), where a flip makes no arithmetic bug. */
  readonly streamPattern: RegExp | undefined;
}

/** The node's named children, without comments. */
export function namedChildren(node: Node): Node[] {
  return node.namedChildren.filter((child): child is Node => child !== null && !child.type.includes('comment'));
}

/** The operator token of a binary or compound-assignment node. */
export function operatorOf(node: Node): Node | undefined {
  return node.childForFieldName('operator') ?? undefined;
}

/** The value of a decimal integer literal and its suffix, or `undefined` for other nodes. */
export function integerOf(node: Node, syntax: TreeSitterSyntax): { value: number; suffix: string } | undefined {
  if (!syntax.integerTypes.has(node.type)) return undefined;
  const match = syntax.integerPattern.exec(node.text);
  if (match === null) return undefined;
  const value = Number(match[1]);
  return Number.isSafeInteger(value) ? { value, suffix: match[2] ?? '' } : undefined;
}

/** `k + 1` and `k − 1` (never below 0, so an index never turns into a negative one). */
export function literalNeighbours(node: Node, syntax: TreeSitterSyntax): SourceEdit[] {
  const integer = integerOf(node, syntax);
  if (integer === undefined) return [];
  const values = integer.value > 0 ? [integer.value + 1, integer.value - 1] : [integer.value + 1];
  return values.map((value) => replaceNode(node, `${value}${integer.suffix}`));
}

/** Replaces a node's whole text. */
export function replaceNode(node: Node, replacement: string): SourceEdit {
  return { start: node.startIndex, end: node.endIndex, replacement };
}

/** True for a binary node adding or subtracting the integer literal 1 (`i + 1`, `n - 1`). */
export function plusMinusOne(node: Node, syntax: TreeSitterSyntax): { base: Node; sign: '+' | '-' } | undefined {
  if (!syntax.binaryTypes.has(node.type)) return undefined;
  const sign = operatorOf(node)?.type;
  const left = node.childForFieldName('left');
  const right = node.childForFieldName('right');
  if ((sign !== '+' && sign !== '-') || left === null || right === null) return undefined;
  return integerOf(right, syntax)?.value === 1 ? { base: left, sign } : undefined;
}

/**
 * The edits that move an index or length expression by one: `i` → `i + 1`, `i - 1`; `i + 1` →
 * `i`, `i + 2`; `i - 1` → `i`, `i - 2`. `wrap` says whether `x ± 1` needs parentheses where
 * `node` stands.
 */
export function moveByOne(node: Node, syntax: TreeSitterSyntax, wrap: boolean): SourceEdit[] {
  const term = plusMinusOne(node, syntax);
  if (term !== undefined) {
    const right = node.childForFieldName('right') as Node;
    return [replaceNode(node, term.base.text), replaceNode(right, `2${integerOf(right, syntax)?.suffix ?? ''}`)];
  }
  return (['+', '-'] as const).map((sign) => replaceNode(node, wrap ? `(${node.text} ${sign} 1)` : `${node.text} ${sign} 1`));
}

/** Binary operators below `+`/`-` in every supported language: `a + 1 < b` needs no parentheses. */
const LOOSER_THAN_ADDITION = ['<', '<=', '>', '>=', '==', '!=', '&&', '||'] as const;

/** True when `node ± 1` must be parenthesised where `node` stands. */
export function needsParentheses(node: Node, syntax: TreeSitterSyntax): boolean {
  const parent = node.parent;
  if (parent === null) return false;
  if (syntax.binaryTypes.has(parent.type)) {
    const operator = operatorOf(parent)?.type ?? '';
    if ((LOOSER_THAN_ADDITION as readonly string[]).includes(operator)) return false;
    return !(operator === '+' || (operator === '-' && parent.childForFieldName('left')?.id === node.id));
  }
  return TIGHT_PARENTS.has(parent.type);
}

/** Parents that bind their child tighter than `+`: a `± 1` term added to the child needs parentheses. */
const TIGHT_PARENTS: ReadonlySet<string> = new Set([
  'unary_expression', 'type_cast_expression', 'cast_expression', 'field_expression', 'field_access',
  'selector_expression', 'method_invocation', 'call_expression', 'index_expression', 'array_access',
  'subscript_expression', 'reference_expression', 'pointer_expression', 'update_expression', 'try_expression',
  'instanceof_expression',
]);

/** The `if` node of a guard: no `else`, and its body is one early exit (bare or alone in a block). */
export function isGuard(node: Node, syntax: TreeSitterSyntax): boolean {
  if (!syntax.ifTypes.has(node.type) || node.childForFieldName('alternative') !== null) return false;
  const condition = node.childForFieldName('condition');
  if (condition === null || syntax.conditionExpression(condition) === undefined) return false;
  const body = node.childForFieldName('consequence');
  if (body === null) return false;
  if (syntax.isExit(body)) return true;
  const statements = bodyStatements(body, syntax);
  return statements.length === 1 && syntax.isExit(statements[0] as Node);
}

/** The statements of a block (Go's `block` holds a `statement_list`). */
export function bodyStatements(block: Node, syntax: TreeSitterSyntax): Node[] {
  const children = namedChildren(block);
  if (children.length === 1 && children[0]?.type === 'statement_list') return namedChildren(children[0]);
  return children.filter((child) => syntax.statementTypes.has(child.type) || syntax.tailExpressionBlocks.has(block.type));
}

/** The statement a guard stands for: the `if` itself, or Rust's `expression_statement` around an `if` expression. */
export function guardStatement(guard: Node): Node {
  const parent = guard.parent;
  return parent !== null && parent.type === 'expression_statement' && parent.namedChildCount === 1 ? parent : guard;
}

/**
 * Deletes a statement with its whole lines (a trailing `//` comment on its last line goes with
 * it), or `undefined` when other code shares its first or last line.
 */
export function wholeLinesDeletion(node: Node, source: string): SourceEdit | undefined {
  const lineStart = source.lastIndexOf('\n', node.startIndex - 1) + 1;
  const newline = source.indexOf('\n', node.endIndex);
  const lineEnd = newline === -1 ? source.length : newline;
  if (!/^[ \t]*$/.test(source.slice(lineStart, node.startIndex))) return undefined;
  if (!/^[ \t]*(\/\/.*)?\r?$/.test(source.slice(node.endIndex, lineEnd))) return undefined;
  return { start: lineStart, end: newline === -1 ? source.length : newline + 1, replacement: '' };
}

/** Node types that need no parentheses after a prefix `!`. */
const PRIMARY_TYPES: ReadonlySet<string> = new Set([
  'identifier', 'call_expression', 'method_invocation', 'field_expression', 'field_access', 'selector_expression',
  'index_expression', 'array_access', 'subscript_expression', 'parenthesized_expression', 'true', 'false',
]);

/** `!c` for a primary expression, `!(c)` otherwise; `c` for `!c`. */
export function negationOf(condition: Node): string {
  if (condition.type === 'unary_expression' && condition.child(0)?.type === '!') {
    const operand = condition.namedChildren.find((child) => child !== null) ?? null;
    if (operand !== null) return operand.type === 'parenthesized_expression' ? operand.text.slice(1, -1) : operand.text;
  }
  return PRIMARY_TYPES.has(condition.type) ? `!${condition.text}` : `!(${condition.text})`;
}

/**
 * The edit that replaces the operator token of `node` (a node of one of `types`, with an
 * `operator` field) by its row in `table`; none when the node or the token does not match.
 */
export function swapOperatorToken(node: Node, types: ReadonlySet<string>, table: Readonly<Record<string, string>>): SourceEdit[] {
  const operator = types.has(node.type) ? operatorOf(node) : undefined;
  if (operator === undefined || !Object.hasOwn(table, operator.type)) return [];
  return [{ start: operator.startIndex, end: operator.endIndex, replacement: table[operator.type] as string }];
}

/** True when `node` stands (through at most three wrappers) as a `for` loop's initialiser: `i := 0`, `int i = 0`. */
function isLoopStart(node: Node): boolean {
  let current: Node | null = node;
  for (let depth = 0; depth < 4 && current !== null; depth += 1) {
    const parent: Node | null = current.parent;
    if (parent === null) return false;
    const init = parent.childForFieldName('initializer') ?? parent.childForFieldName('init');
    if (init !== null && init.id === current.id && parent.type.includes('for')) return true;
    current = parent;
  }
  return false;
}

/** True when `node` is the index of its parent (or grandparent: C++ wraps indices in a `subscript_argument_list`). */
function isIndex(node: Node, syntax: TreeSitterSyntax): boolean {
  const parent = node.parent;
  return parent !== null && [parent, parent.parent].some((owner) => owner !== null && syntax.indexOf(owner)?.id === node.id);
}

/** True when `node` is the start of a range (`0..n`). */
function isRangeStart(node: Node, syntax: TreeSitterSyntax): boolean {
  const parent = node.parent;
  return parent !== null && parent.type === 'range_expression' && Object.keys(syntax.rangeOperators).length > 0 && parent.namedChild(0)?.id === node.id && parent.namedChildCount === 2;
}

/** True for a literal `index-literal` moves: a subscript, a `for` loop's initial counter or a range start. */
export function isIndexLiteral(node: Node, syntax: TreeSitterSyntax): boolean {
  return isIndex(node, syntax) || isLoopStart(node) || isRangeStart(node, syntax);
}
