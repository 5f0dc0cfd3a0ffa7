import type { Node } from 'web-tree-sitter';
import type { TreeSitterSyntax } from '../tree-sitter/tree-sitter-syntax.js';

/** tree-sitter-java 0.23: the node types and accessors the shared tree-sitter operators read. */
export const javaSyntax: TreeSitterSyntax = {
  language: 'java',
  grammarPackage: 'tree-sitter-java',
  statementTypes: new Set([
    'expression_statement', 'local_variable_declaration', 'return_statement', 'if_statement', 'for_statement',
    'enhanced_for_statement', 'while_statement', 'do_statement', 'break_statement', 'continue_statement',
    'throw_statement', 'try_statement', 'try_with_resources_statement', 'switch_expression', 'yield_statement',
    'synchronized_statement', 'labeled_statement', 'assert_statement', 'empty_statement', 'local_class_declaration',
    'explicit_constructor_invocation', 'method_declaration', 'constructor_declaration', 'field_declaration',
    'class_declaration', 'record_declaration', 'interface_declaration', 'enum_declaration', 'switch_block_statement_group',
    'switch_rule',
  ]),
  tailExpressionBlocks: new Set(),
  protectedTypes: {
    string_literal: 'string',
    character_literal: 'string',
    line_comment: 'comment',
    block_comment: 'comment',
    integral_type: 'type annotation',
    floating_point_type: 'type annotation',
    boolean_type: 'type annotation',
    void_type: 'type annotation',
    type_identifier: 'type annotation',
    scoped_type_identifier: 'type annotation',
    generic_type: 'type annotation',
    array_type: 'type annotation',
    type_arguments: 'type annotation',
    type_parameters: 'type annotation',
    marker_annotation: 'decorator',
    annotation: 'decorator',
  },
  functionTypes: new Set(['method_declaration', 'constructor_declaration']),
  functionName: (node) => node.childForFieldName('name')?.text,
  binaryTypes: new Set(['binary_expression']),
  compoundAssignmentTypes: new Set(['assignment_expression']),
  integerTypes: new Set(['decimal_integer_literal']),
  integerPattern: /^(0|[1-9][0-9]*)([lL]?)$/,
  stringTypes: new Set(['string_literal', 'character_literal']),
  indexOf: (node) => (node.type === 'array_access' ? (node.childForFieldName('index') ?? undefined) : undefined),
  argumentsOf: (node) =>
    node.type === 'method_invocation' || node.type === 'object_creation_expression'
      ? node.childForFieldName('arguments')?.namedChildren.filter((child): child is Node => child !== null && !child.type.endsWith('comment'))
      : undefined,
  calleeNameNode: (call) => call.childForFieldName('name') ?? undefined,
  conditionalTypes: new Set(['ternary_expression']),
  initializerTypes: new Set(['variable_declarator']),
  isLength: (node) =>
    (node.type === 'field_access' && node.childForFieldName('field')?.text === 'length') ||
    (node.type === 'method_invocation' &&
      ['length', 'size'].includes(node.childForFieldName('name')?.text ?? '') &&
      node.childForFieldName('arguments')?.namedChildCount === 0),
  ifTypes: new Set(['if_statement']),
  whileTypes: new Set(['while_statement', 'do_statement']),
  conditionExpression: (condition) => (condition.type === 'parenthesized_expression' ? (condition.namedChild(0) ?? undefined) : condition),
  isExit: (statement) => ['return_statement', 'break_statement', 'continue_statement', 'throw_statement'].includes(statement.type),
  rangeOperators: {},
  unswappableCallees: new Set(['max', 'min', 'hypot', 'gcd']),
  streamPattern: undefined,
};
