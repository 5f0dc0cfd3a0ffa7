import type { Node } from 'web-tree-sitter';
import type { TreeSitterSyntax } from '../tree-sitter/tree-sitter-syntax.js';

/** tree-sitter-cpp 0.23: the node types and accessors the shared tree-sitter operators read. */
export const cppSyntax: TreeSitterSyntax = {
  language: 'cpp',
  grammarPackage: 'tree-sitter-cpp',
  statementTypes: new Set([
    'expression_statement', 'declaration', 'return_statement', 'if_statement', 'for_statement', 'for_range_loop',
    'while_statement', 'do_statement', 'break_statement', 'continue_statement', 'throw_statement', 'try_statement',
    'switch_statement', 'case_statement', 'labeled_statement', 'goto_statement', 'compound_statement',
    'co_return_statement', 'co_yield_statement', 'function_definition', 'field_declaration', 'class_specifier',
    'struct_specifier', 'alias_declaration', 'type_definition', 'using_declaration', 'namespace_definition',
    'template_declaration', 'static_assert_declaration',
  ]),
  tailExpressionBlocks: new Set(),
  protectedTypes: {
    string_literal: 'string',
    raw_string_literal: 'string',
    char_literal: 'string',
    concatenated_string: 'string',
    system_lib_string: 'string',
    comment: 'comment',
    primitive_type: 'type annotation',
    type_identifier: 'type annotation',
    sized_type_specifier: 'type annotation',
    template_type: 'type annotation',
    template_argument_list: 'type annotation',
    type_descriptor: 'type annotation',
    type_qualifier: 'type annotation',
    placeholder_type_specifier: 'type annotation',
    attribute_declaration: 'decorator',
  },
  functionTypes: new Set(['function_definition']),
  functionName: (node) => declaredName(node.childForFieldName('declarator')),
  binaryTypes: new Set(['binary_expression']),
  compoundAssignmentTypes: new Set(['assignment_expression']),
  integerTypes: new Set(['number_literal']),
  integerPattern: /^(0|[1-9][0-9]*)((?:[uU](?:ll|LL|l|L|z|Z)?|(?:ll|LL|l|L|z|Z)[uU]?)?)$/,
  stringTypes: new Set(['string_literal', 'raw_string_literal', 'char_literal', 'concatenated_string']),
  indexOf: (node) =>
    node.type === 'subscript_expression' ? (node.childForFieldName('indices')?.namedChild(0) ?? undefined) : undefined,
  argumentsOf: (node) =>
    node.type === 'call_expression'
      ? node.childForFieldName('arguments')?.namedChildren.filter((child): child is Node => child !== null && child.type !== 'comment')
      : undefined,
  calleeNameNode: (call) => {
    let callee = call.childForFieldName('function');
    while (callee !== null && (callee.type === 'qualified_identifier' || callee.type === 'template_function')) callee = callee.childForFieldName('name');
    if (callee !== null && callee.type === 'field_expression') return callee.childForFieldName('field') ?? undefined;
    return callee !== null && callee.type === 'identifier' ? callee : undefined;
  },
  conditionalTypes: new Set(['conditional_expression']),
  initializerTypes: new Set(['init_declarator']),
  isLength: (node) => {
    const callee = node.type === 'call_expression' ? node.childForFieldName('function') : null;
    return (
      callee !== null &&
      callee.type === 'field_expression' &&
      ['size', 'length'].includes(callee.childForFieldName('field')?.text ?? '') &&
      node.childForFieldName('arguments')?.namedChildCount === 0
    );
  },
  ifTypes: new Set(['if_statement']),
  whileTypes: new Set(['while_statement', 'do_statement']),
  conditionExpression: (condition) => {
    const inner = condition.type === 'condition_clause' || condition.type === 'parenthesized_expression' ? condition.namedChild(0) : condition;
    // `if (int n = f(); n > 0)` and `if (auto x = …)` declare in the condition: not a plain expression.
    return inner === null || condition.namedChildCount !== 1 || inner.type.includes('declaration') ? undefined : inner;
  },
  isExit: (statement) => ['return_statement', 'break_statement', 'continue_statement', 'throw_statement'].includes(statement.type),
  rangeOperators: {},
  unswappableCallees: new Set(['max', 'min', 'hypot', 'gcd', 'lcm', 'swap']),
  streamPattern: /^(?:std::)?(?:cout|cerr|clog|cin)\b|stream|^(?:os|out|in|ss|oss|iss)$/,
};

/** The name a declarator declares: `f` in `f(int x)`, `*f(…)`, `&f(…)` or `ns::f(…)`. */
function declaredName(declarator: Node | null): string | undefined {
  for (let node = declarator; node !== null; ) {
    if (['identifier', 'field_identifier', 'operator_name', 'destructor_name'].includes(node.type)) return node.text;
    node = node.childForFieldName(node.type === 'qualified_identifier' ? 'name' : 'declarator');
  }
  return undefined;
}
