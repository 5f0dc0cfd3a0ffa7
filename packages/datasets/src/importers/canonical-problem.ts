import { createRequire } from 'node:module';
import { InvalidArgumentError, type Task } from '@execret/core';
import { Language as TreeSitterLanguage, Parser, type Node } from 'web-tree-sitter';

// Statements whose blocks still run at import time: a def inside them is defined at module level.
const MODULE_LEVEL_CONTAINERS: ReadonlySet<string> = new Set([
  'module', 'block', 'decorated_definition', 'if_statement', 'elif_clause', 'else_clause', 'for_statement',
  'while_statement', 'try_statement', 'except_clause', 'except_group_clause', 'finally_clause', 'with_statement',
]);

let pythonParser: Promise<Parser> | undefined;

/** One parser for the process: the grammar (WebAssembly, shipped in tree-sitter-python) loads once. */
async function loadPythonParser(): Promise<Parser> {
  await Parser.init();
  const grammar = await TreeSitterLanguage.load(createRequire(import.meta.url).resolve('tree-sitter-python/tree-sitter-python.wasm'));
  const parser = new Parser();
  parser.setLanguage(grammar);
  return parser;
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

/** CPython rejects a block without statements, which tree-sitter accepts. */
function firstEmptyBlock(root: Node): Node | undefined {
  return root.descendantsOfType('block').find((block) => block !== null && !block.namedChildren.some((child) => child !== null && child.type !== 'comment')) ?? undefined;
}

function definesAtModuleLevel(root: Node, name: string): boolean {
  return root.descendantsOfType('function_definition').some((definition) => {
    if (definition?.childForFieldName('name')?.text !== name) return false;
    for (let parent = definition.parent; parent !== null; parent = parent.parent) if (!MODULE_LEVEL_CONTAINERS.has(parent.type)) return false;
    return true;
  });
}

function pythonProblem(parser: Parser, code: string, entryPoint: string): string | undefined {
  const tree = parser.parse(code);
  if (tree === null) throw new InvalidArgumentError('python: tree-sitter returned no tree for a canonical (the parser has no language)');
  try {
    const root = tree.rootNode;
    const error = firstSyntaxError(root);
    if (error !== undefined) {
      const near = code.slice(error.startIndex, Math.min(error.endIndex, error.startIndex + 30));
      const what = error.isMissing ? `missing ${error.type}` : 'unexpected input';
      return `the canonical does not parse as Python: line ${error.startPosition.row + 1}, column ${error.startPosition.column + 1} of the code: ${what}${near === '' ? '' : ` near ${JSON.stringify(near)}`}`;
    }
    const empty = firstEmptyBlock(root);
    if (empty !== undefined) {
      return `the canonical does not parse as Python: line ${(empty.parent ?? empty).startPosition.row + 1} of the code: the body of a ${(empty.parent ?? empty).type} has no statements`;
    }
    if (!definesAtModuleLevel(root, entryPoint)) {
      const defined = root.descendantsOfType('function_definition').map((node) => node?.childForFieldName('name')?.text).filter((text) => text !== undefined);
      return `the canonical does not define the entry point ${entryPoint}() at the top level; functions defined: ${defined.length === 0 ? 'none' : defined.join(', ')}`;
    }
    return undefined;
  } finally {
    tree.delete();
  }
}

/**
 * Why a task's canonical cannot be benchmarked as it is, or `undefined` when it can. A Python
 * canonical must parse (tree-sitter-python, the grammar the mutator parses it with, plus CPython's
 * rule that a block holds a statement) and define `entryPoint` with a `def` at module level
 * (directly or inside `if`/`try`/`with`/loop blocks, not inside a class or another function).
 * TypeScript canonicals are not checked here: gate G2 of the build checks them.
 */
export async function canonicalProblem(task: Pick<Task, 'language' | 'canonical' | 'entryPoint'>): Promise<string | undefined> {
  if (task.language !== 'python') return undefined;
  pythonParser ??= loadPythonParser();
  let parser: Parser;
  try {
    parser = await pythonParser;
  } catch (error) {
    // A failed grammar load must not poison later imports.
    pythonParser = undefined;
    throw error;
  }
  return pythonProblem(parser, task.canonical, task.entryPoint);
}
