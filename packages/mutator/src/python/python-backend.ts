import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { InvalidArgumentError, IoError } from '@execret/core';
import { Language as TreeSitterLanguage, Parser } from 'web-tree-sitter';
import type { Node, Tree } from 'web-tree-sitter';
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

let runtimeReady: Promise<void> | undefined;

/**
 * Loads the tree-sitter-python grammar. `grammar` is a path or the bytes of a
 * `tree-sitter-python.wasm`; by default the copy this package ships (see {@link bundledPythonGrammar}).
 */
export async function loadPythonGrammar(grammar?: string | Uint8Array): Promise<TreeSitterLanguage> {
  runtimeReady ??= Parser.init();
  await runtimeReady;
  return TreeSitterLanguage.load(grammar ?? bundledPythonGrammar());
}

/**
 * The grammar file this package ships: `grammars/tree-sitter-python.wasm` at the package root
 * (copied from the pinned tree-sitter-python by the build), found from this module whether it runs
 * from `dist/` or `src/`. In a checkout that was not built yet, the devDependency's own copy.
 *
 * @throws IoError when neither exists.
 */
export function bundledPythonGrammar(): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(folder, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name === '@execret/mutator') {
      const shipped = join(folder, 'grammars', 'tree-sitter-python.wasm');
      if (existsSync(shipped)) return shipped;
      break;
    }
    const parent = dirname(folder);
    if (parent === folder) break;
    folder = parent;
  }
  try {
    return createRequire(import.meta.url).resolve('tree-sitter-python/tree-sitter-python.wasm');
  } catch (error) {
    throw new IoError('@execret/mutator: grammars/tree-sitter-python.wasm is missing from the package; reinstall it (in a checkout: npm run build)', { file: 'grammars/tree-sitter-python.wasm' }, error);
  }
}

function firstSyntaxError(root: Node): Node | undefined {
  if (!root.hasError) return undefined;
  const pending: Node[] = [root];
  while (pending.length > 0) {
    const node = pending.shift() as Node;
    if (node.isError || node.isMissing) return node;
    if (node.hasError) pending.unshift(...node.children.filter((child): child is Node => child !== null));
  }
  return root;
}

function describeSyntaxError(node: Node, source: string): string {
  const { row, column } = node.startPosition;
  const near = source.slice(node.startIndex, Math.min(node.endIndex, node.startIndex + 30));
  const what = node.isMissing ? `missing ${node.type}` : 'unexpected input';
  return `line ${row + 1}, column ${column + 1}: ${what}${near === '' ? '' : ` near ${JSON.stringify(near)}`}`;
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
    const tree = this.parser.parse(source);
    if (tree === null) throw new InvalidArgumentError('python: tree-sitter returned no tree (the parser was reset or has no language)');
    return tree;
  }

  parseCanonical(source: string, entryPoint: string | undefined): ParsedCanonical<Node> {
    const tree = this.parse(source);
    const root = tree.rootNode;
    const error = firstSyntaxError(root);
    if (error !== undefined) {
      tree.delete();
      throw new InvalidArgumentError(`python source does not parse: ${describeSyntaxError(error, source)}`);
    }
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
    const protectedRanges: ProtectedRange[] = [];
    const statements: { start: number; end: number; descendantCount: number }[] = [];
    const nodes: Node[] = [];
    const openStatements: { descendantCount: number }[] = [];
    const visit = (node: Node, inScope: boolean, shielded: boolean): void => {
      const kind = protectedKindOf(node);
      if (kind !== undefined && !shielded) protectedRanges.push({ start: node.startIndex, end: node.endIndex, kind });
      const nowInScope = inScope || node.id === scopeNode.id;
      const nowShielded = shielded || kind !== undefined;
      if (STATEMENT_TYPES.has(node.type)) {
        const span = { start: node.startIndex, end: node.endIndex, descendantCount: 0 };
        for (const open of openStatements) open.descendantCount += 1;
        statements.push(span);
        openStatements.push(span);
      }
      if (nowInScope && !nowShielded) nodes.push(node);
      for (const child of node.namedChildren) if (child !== null) visit(child, nowInScope, nowShielded);
      if (STATEMENT_TYPES.has(node.type)) openStatements.pop();
    };
    visit(root, scopeNode.id === root.id, false);
    return {
      nodes,
      protectedRanges,
      scope: { start: scopeNode.startIndex, end: scopeNode.endIndex },
      statements,
      dispose: () => tree.delete(),
    };
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
