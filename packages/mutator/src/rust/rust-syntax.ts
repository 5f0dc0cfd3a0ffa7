import type { Node } from 'web-tree-sitter';
import type { TreeSitterSyntax } from '../tree-sitter/tree-sitter-syntax.js';

/** tree-sitter-rust 0.24: the node types and accessors the shared tree-sitter operators read. */
export const rustSyntax: TreeSitterSyntax = {
  language: 'rust',
  grammarPackage: 'tree-sitter-rust',
  statementTypes: new Set([
    'expression_statement', 'let_declaration', 'empty_statement', 'function_item', 'impl_item', 'struct_item',
    'enum_item', 'trait_item', 'mod_item', 'use_declaration', 'const_item', 'static_item', 'type_item', 'macro_definition',
  ]),
  tailExpressionBlocks: new Set(['block']),
  protectedTypes: {
    string_literal: 'string',
    raw_string_literal: 'string',
    char_literal: 'string',
    line_comment: 'comment',
    block_comment: 'comment',
    primitive_type: 'type annotation',
    type_identifier: 'type annotation',
    scoped_type_identifier: 'type annotation',
    generic_type: 'type annotation',
    reference_type: 'type annotation',
    pointer_type: 'type annotation',
    array_type: 'type annotation',
    tuple_type: 'type annotation',
    unit_type: 'type annotation',
    function_type: 'type annotation',
    abstract_type: 'type annotation',
    dynamic_type: 'type annotation',
    bounded_type: 'type annotation',
    type_arguments: 'type annotation',
    type_parameters: 'type annotation',
    attribute_item: 'decorator',
    inner_attribute_item: 'decorator',
  },
  functionTypes: new Set(['function_item']),
  functionName: (node) => node.childForFieldName('name')?.text,
  binaryTypes: new Set(['binary_expression']),
  compoundAssignmentTypes: new Set(['compound_assignment_expr']),
  integerTypes: new Set(['integer_literal']),
  integerPattern: /^(0|[1-9][0-9]*)((?:[iu](?:8|16|32|64|128|size))?)$/,
  stringTypes: new Set(['string_literal', 'raw_string_literal', 'char_literal']),
  indexOf: (node) => (node.type === 'index_expression' ? (node.namedChild(1) ?? undefined) : undefined),
  argumentsOf: (node) =>
    node.type === 'call_expression'
      ? node.childForFieldName('arguments')?.namedChildren.filter((child): child is Node => child !== null && !child.type.endsWith('comment'))
      : undefined,
  calleeNameNode: (call) => {
    const callee = call.childForFieldName('function');
    if (callee === null) return undefined;
    if (callee.type === 'field_expression') return callee.childForFieldName('field') ?? undefined;
    if (callee.type === 'scoped_identifier') return callee.childForFieldName('name') ?? undefined;
    return callee.type === 'identifier' ? callee : undefined;
  },
  conditionalTypes: new Set(),
  initializerTypes: new Set(['let_declaration']),
  isLength: (node) =>
    node.type === 'call_expression' &&
    node.childForFieldName('function')?.type === 'field_expression' &&
    node.childForFieldName('function')?.childForFieldName('field')?.text === 'len' &&
    node.childForFieldName('arguments')?.namedChildCount === 0,
  ifTypes: new Set(['if_expression']),
  whileTypes: new Set(['while_expression']),
  conditionExpression: (condition) => (condition.type === 'let_condition' || condition.type === 'let_chain' ? undefined : condition),
  isExit: (statement) => {
    const expression = statement.type === 'expression_statement' ? statement.namedChild(0) : statement;
    if (expression === null) return false;
    if (['return_expression', 'break_expression', 'continue_expression'].includes(expression.type)) return true;
    return expression.type === 'macro_invocation' && ['panic', 'unreachable'].includes(expression.childForFieldName('macro')?.text ?? '');
  },
  rangeOperators: { '..': '..=', '..=': '..' },
  unswappableCallees: new Set(['max', 'min', 'hypot', 'gcd', 'swap']),
  streamPattern: undefined,
};
