import { InvalidArgumentError } from '@execret/core';
import { Parser } from 'web-tree-sitter';
import type { Language as TreeSitterLanguage, Node, Tree } from 'web-tree-sitter';
import { bundledGrammar, loadGrammar } from '../grammars.js';
import { describeSyntaxError, firstSyntaxError, parseCanonicalSource, parseSource, prepareCanonical } from '../tree-sitter/tree-sitter-canonical.js';
import type {
  LanguageBackend,
  ParsedCanonical,
  ProtectedKind,
  ProtectedRange,
  SyntaxCheck,
} from '../language-backend.js';
import { LineIndex } from '../line-index.js';

/** tree-sitter-python node types that are statements (clauses with a header count as one). */
const STATEMENT_TYPES: ReadonlySet<string> = new Set([
  'expression_statement', 'return_statement', 'pass_statement', 'break_statement', 'continue_statement',
  'raise_statement', 'assert_statement', 'delete_statement', 'global_statement', 'nonlocal_statement',
  'import_statement', 'import_from_statement', 'future_import_statement', 'print_statement',
  'exec_statement', 'type_alias_statement', 'if_statement', 'elif_clause', 'else_clause', 'for_statement',
  'while_statement', 'try_statement', 'except_clause', 'except_group_clause', 'finally_clause',
  'with_statement', 'function_definition', 'class_definition', 'decorated_definition', 'match_statement',
  'case_clause',
]);

/** Node types operators never see and edits may not rewrite. */
const PROTECTED_TYPES = {
  string: 'string',
  concatenated_string: 'string',
  comment: 'comment',
  type: 'type annotation',
  type_alias_statement: 'type annotation',
  decorator: 'decorator',
} as const satisfies Record<string, ProtectedKind>;

/** True for an f-string with `{…}` fields: its text is protected, the code in its fields is not. */
function isInterpolatedString(node: Node): boolean {
  return node.type === 'string' && node.namedChildren.some((child) => child !== null && child.type === 'interpolation');
}

/**
 * True for the parts of an f-string that are text, not code: everything but its `{…}` fields, and
 * inside a field its format specifier and `!r` conversion. A self-documenting field (`{x=}`) prints
 * its own source, so it is text as a whole.
 */
function isInterpolatedText(node: Node): boolean {
  const parent = node.parent;
  if (parent === null) return false;
  if (isInterpolatedString(parent)) return node.type !== 'interpolation' || node.children.some((child) => child !== null && child.type === '=');
  return parent.type === 'interpolation' && (node.type === 'format_specifier' || node.type === 'type_conversion');
}

function protectedKindOf(node: Node): ProtectedKind | undefined {
  if (isInterpolatedString(node)) return undefined;
  if (isInterpolatedText(node)) return 'string';
  if (Object.hasOwn(PROTECTED_TYPES, node.type)) return PROTECTED_TYPES[node.type as keyof typeof PROTECTED_TYPES];
  const parent = node.parent;
  if (
    parent !== null &&
    (parent.type === 'default_parameter' || parent.type === 'typed_default_parameter') &&
    parent.childForFieldName('value')?.id === node.id
  ) {
    return 'default value';
  }
  return undefined;
}

/**
 * Loads the tree-sitter-python grammar. `grammar` is a path or the bytes of a
 * `tree-sitter-python.wasm`; by default the copy this package ships (see {@link bundledPythonGrammar}).
 */
export async function loadPythonGrammar(grammar?: string | Uint8Array): Promise<TreeSitterLanguage> {
  return loadGrammar('tree-sitter-python', grammar);
}

/**
 * The grammar file this package ships: `grammars/tree-sitter-python.wasm` at the package root
 * (copied from the pinned tree-sitter-python by the build). See {@link bundledGrammar}.
 *
 * @throws IoError when it is missing.
 */
export function bundledPythonGrammar(): string {
  return bundledGrammar('tree-sitter-python');
}

/** CPython rejects a block without statements, which tree-sitter accepts. */
function firstEmptyBlock(root: Node): Node | undefined {
  for (const block of root.descendantsOfType('block')) {
    if (block !== null && !block.namedChildren.some((child) => child !== null && child.type !== 'comment')) return block;
  }
  return undefined;
}

function countStatements(root: Node): number {
  let count = 0;
  const cursor = root.walk();
  let more = true;
  while (more) {
    if (STATEMENT_TYPES.has(cursor.nodeType)) count += 1;
    if (cursor.gotoFirstChild()) continue;
    while (!cursor.gotoNextSibling()) {
      if (!cursor.gotoParent()) {
        more = false;
        break;
      }
    }
  }
  cursor.delete();
  return count;
}

// Statements whose blocks run at import time: a def inside them is defined at module level.
const MODULE_LEVEL_CONTAINERS: ReadonlySet<string> = new Set([
  'module', 'block', 'decorated_definition', 'if_statement', 'elif_clause', 'else_clause', 'for_statement',
  'while_statement', 'try_statement', 'except_clause', 'except_group_clause', 'finally_clause', 'with_statement',
]);

function isModuleLevel(definition: Node): boolean {
  for (let parent = definition.parent; parent !== null; parent = parent.parent) if (!MODULE_LEVEL_CONTAINERS.has(parent.type)) return false;
  return true;
}

// The entry point is what the tests call, so it must be defined at module level (not in a class or function).
function findFunction(root: Node, name: string): Node | undefined {
  for (const candidate of root.descendantsOfType('function_definition')) {
    if (candidate !== null && candidate.childForFieldName('name')?.text === name && isModuleLevel(candidate)) return candidate;
  }
  return undefined;
}


/** Parses Python with tree-sitter-python and prepares canonicals for the operators. */
export class PythonBackend implements LanguageBackend<Node> {
  readonly language = 'python';
  private readonly parser: Parser;

  constructor(grammar: TreeSitterLanguage) {
    this.parser = new Parser();
    this.parser.setLanguage(grammar);
  }

  private parse(source: string): Tree {
    return parseSource(this.parser, 'python', source);
  }

  parseCanonical(source: string, entryPoint: string | undefined): ParsedCanonical<Node> {
    const tree = parseCanonicalSource(this.parser, 'python', source);
    const root = tree.rootNode;
    const empty = firstEmptyBlock(root);
    if (empty !== undefined) {
      tree.delete();
      throw new InvalidArgumentError(`python source does not parse: line ${(empty.parent ?? empty).startPosition.row + 1}: the body of a ${(empty.parent ?? empty).type} has no statements`);
    }
    let scopeNode = root;
    if (entryPoint !== undefined) {
      const found = findFunction(root, entryPoint);
      if (found === undefined) {
        const names = root.descendantsOfType('function_definition').map((node) => node?.childForFieldName('name')?.text);
        tree.delete();
        throw new InvalidArgumentError(
          `python source has no top-level function named "${entryPoint}" (entryPoint); functions defined: ${names.length === 0 ? 'none' : names.join(', ')}`,
        );
      }
      scopeNode = found;
    }
    return prepareCanonical(tree, scopeNode, { protectedKindOf, isStatement: (node) => STATEMENT_TYPES.has(node.type) });
  }

  checkSyntax(code: string): SyntaxCheck {
    const tree = this.parse(code);
    try {
      const root = tree.rootNode;
      const error = firstSyntaxError(root);
      if (error !== undefined) return { problem: describeSyntaxError(error, code), statementCount: 0 };
      const emptyBlock = firstEmptyBlock(root);
      if (emptyBlock !== undefined) {
        const owner = emptyBlock.parent ?? emptyBlock;
        const line = new LineIndex(code).lineOf(owner.startIndex) + 1;
        return { problem: `line ${line}: the body of a ${owner.type} has no statements`, statementCount: 0 };
      }
      return { problem: undefined, statementCount: countStatements(root) };
    } finally {
      tree.delete();
    }
  }

  /** Frees the parser. */
  dispose(): void {
    this.parser.delete();
  }
}
