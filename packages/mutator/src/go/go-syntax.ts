import type { Node } from 'web-tree-sitter';
import type { TreeSitterSyntax } from '../tree-sitter/tree-sitter-syntax.js';

/** tree-sitter-go 0.25: the node types and accessors the shared tree-sitter operators read. */
export const goSyntax: TreeSitterSyntax = {
  language: 'go',
  grammarPackage: 'tree-sitter-go',
  statementTypes: new Set([
    'expression_statement', 'send_statement', 'inc_statement', 'dec_statement', 'assignment_statement',
    'short_var_declaration', 'var_declaration', 'const_declaration', 'type_declaration', 'return_statement',
    'go_statement', 'defer_statement', 'if_statement', 'for_statement', 'expression_switch_statement',
    'type_switch_statement', 'select_statement', 'labeled_statement', 'fallthrough_statement', 'break_statement',
    'continue_statement', 'goto_statement', 'empty_statement', 'function_declaration', 'method_declaration',
    'expression_case', 'default_case', 'type_case', 'communication_case',
  ]),
  tailExpressionBlocks: new Set(),
  protectedTypes: {
    interpreted_string_literal: 'string',
    raw_string_literal: 'string',
    rune_literal: 'string',
    comment: 'comment',
    type_identifier: 'type annotation',
    qualified_type: 'type annotation',
    pointer_type: 'type annotation',
    slice_type: 'type annotation',
    array_type: 'type annotation',
    map_type: 'type annotation',
    channel_type: 'type annotation',
    function_type: 'type annotation',
    struct_type: 'type annotation',
    interface_type: 'type annotation',
    generic_type: 'type annotation',
    type_arguments: 'type annotation',
    type_parameter_list: 'type annotation',
  },
  functionTypes: new Set(['function_declaration', 'method_declaration']),
  functionName: (node) => node.childForFieldName('name')?.text,
  binaryTypes: new Set(['binary_expression']),
  compoundAssignmentTypes: new Set(['assignment_statement']),
  integerTypes: new Set(['int_literal']),
  integerPattern: /^(0|[1-9][0-9]*)()$/,
  stringTypes: new Set(['interpreted_string_literal', 'raw_string_literal', 'rune_literal']),
  indexOf: (node) => (node.type === 'index_expression' ? (node.childForFieldName('index') ?? undefined) : undefined),
  sliceEndOf: (node) => (node.type === 'slice_expression' ? (node.childForFieldName('end') ?? undefined) : undefined),
  argumentsOf: (node) => (node.type === 'call_expression' ? argumentNodes(node.childForFieldName('arguments')) : undefined),
  calleeNameNode: (call) => lastName(call.childForFieldName('function')),
  conditionalTypes: new Set(),
  initializerTypes: new Set(['short_var_declaration', 'var_spec', 'assignment_statement']),
  isLength: (node) => node.type === 'call_expression' && node.childForFieldName('function')?.text === 'len',
  ifTypes: new Set(['if_statement']),
  whileTypes: new Set(),
  conditionExpression: (condition) => condition,
  isExit: (statement) => ['return_statement', 'break_statement', 'continue_statement'].includes(statement.type) || isPanic(statement),
  rangeOperators: {},
  unswappableCallees: new Set(['max', 'min', 'make', 'new', 'append', 'delete', 'Max', 'Min', 'Hypot']),
  streamPattern: undefined,
};

/** A call's arguments without comments (a variadic `xs...` counts as one). */
function argumentNodes(list: Node | null): Node[] | undefined {
  return list?.namedChildren.filter((child): child is Node => child !== null && child.type !== 'comment');
}

/** `len` for `len`, `Max` for `math.Max`. */
function lastName(callee: Node | null): Node | undefined {
  if (callee === null) return undefined;
  if (callee.type === 'selector_expression') return callee.childForFieldName('field') ?? undefined;
  return callee.type === 'identifier' ? callee : undefined;
}

/** `panic(…)` as a statement. */
function isPanic(statement: Node): boolean {
  const call = statement.type === 'expression_statement' ? statement.namedChild(0) : null;
  return call !== null && call.type === 'call_expression' && call.childForFieldName('function')?.text === 'panic';
}
