import { InvalidArgumentError } from '@execret/core';
import { Node, Project, SyntaxKind, ts } from 'ts-morph';
import type { SourceFile } from 'ts-morph';
import type { LanguageBackend, ParsedCanonical, ProtectedKind, ProtectedRange, SyntaxCheck } from '../language-backend.js';
import { LineIndex } from '../line-index.js';

/** Syntax kinds that are statements (class members and `case` clauses count as one). */
const STATEMENT_KINDS: ReadonlySet<SyntaxKind> = new Set([
  SyntaxKind.VariableStatement, SyntaxKind.ExpressionStatement, SyntaxKind.ReturnStatement, SyntaxKind.IfStatement,
  SyntaxKind.ForStatement, SyntaxKind.ForInStatement, SyntaxKind.ForOfStatement, SyntaxKind.WhileStatement,
  SyntaxKind.DoStatement, SyntaxKind.BreakStatement, SyntaxKind.ContinueStatement, SyntaxKind.ThrowStatement,
  SyntaxKind.TryStatement, SyntaxKind.CatchClause, SyntaxKind.SwitchStatement, SyntaxKind.CaseClause,
  SyntaxKind.DefaultClause, SyntaxKind.LabeledStatement, SyntaxKind.EmptyStatement, SyntaxKind.DebuggerStatement,
  SyntaxKind.WithStatement, SyntaxKind.FunctionDeclaration, SyntaxKind.ClassDeclaration, SyntaxKind.MethodDeclaration,
  SyntaxKind.Constructor, SyntaxKind.PropertyDeclaration, SyntaxKind.GetAccessor, SyntaxKind.SetAccessor,
  SyntaxKind.ImportDeclaration, SyntaxKind.ImportEqualsDeclaration, SyntaxKind.ExportDeclaration,
  SyntaxKind.ExportAssignment, SyntaxKind.InterfaceDeclaration, SyntaxKind.TypeAliasDeclaration,
  SyntaxKind.EnumDeclaration, SyntaxKind.ModuleDeclaration,
]);

/** Node kinds operators never see and edits may not rewrite (type nodes are found with `ts.isTypeNode`). */
const PROTECTED_KINDS = new Map<SyntaxKind, ProtectedKind>([
  [SyntaxKind.StringLiteral, 'string'],
  [SyntaxKind.NoSubstitutionTemplateLiteral, 'string'],
  // A template literal's text is protected; the code in its `${…}` fields is not.
  [SyntaxKind.TemplateHead, 'string'],
  [SyntaxKind.TemplateMiddle, 'string'],
  [SyntaxKind.TemplateTail, 'string'],
  [SyntaxKind.RegularExpressionLiteral, 'string'],
  [SyntaxKind.Decorator, 'decorator'],
  [SyntaxKind.InterfaceDeclaration, 'type annotation'],
  [SyntaxKind.TypeAliasDeclaration, 'type annotation'],
]);

function protectedKindOf(node: ts.Node): ProtectedKind | undefined {
  const kind = PROTECTED_KINDS.get(node.kind);
  if (kind !== undefined) return kind;
  if (ts.isTypeNode(node)) return 'type annotation';
  const parent = node.parent as ts.Node | undefined;
  if (parent !== undefined && (ts.isParameter(parent) || ts.isBindingElement(parent)) && parent.initializer === node) {
    return 'default value';
  }
  return undefined;
}

function parseDiagnosticsOf(sourceFile: ts.SourceFile): readonly ts.Diagnostic[] {
  // `parseDiagnostics` is internal but present in every TypeScript release; transpiling is the public, slower way.
  const internal = (sourceFile as ts.SourceFile & { parseDiagnostics?: readonly ts.Diagnostic[] }).parseDiagnostics;
  if (internal !== undefined) return internal;
  const transpiled = ts.transpileModule(sourceFile.text, { reportDiagnostics: true, fileName: sourceFile.fileName });
  return transpiled.diagnostics ?? [];
}

function describeDiagnostic(diagnostic: ts.Diagnostic, text: string): string {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
  if (diagnostic.start === undefined) return message;
  const index = new LineIndex(text);
  const line = index.lineOf(diagnostic.start);
  return `line ${line + 1}, column ${diagnostic.start - index.lineStart(line) + 1}: ${message}`;
}

function countStatements(root: ts.Node): number {
  let count = 0;
  const visit = (node: ts.Node): void => {
    if (STATEMENT_KINDS.has(node.kind)) count += 1;
    ts.forEachChild(node, visit);
  };
  visit(root);
  return count;
}

/** Every comment of the file, found as leading and trailing trivia of every token. */
function collectComments(sourceFile: ts.SourceFile): ProtectedRange[] {
  const text = sourceFile.text;
  const seen = new Set<number>();
  const comments: ProtectedRange[] = [];
  const add = (ranges: ts.CommentRange[] | undefined): void => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      comments.push({ start: range.pos, end: range.end, kind: 'comment' });
    }
  };
  const visit = (node: ts.Node): void => {
    add(ts.getLeadingCommentRanges(text, node.pos));
    add(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(sourceFile)) visit(child);
  };
  visit(sourceFile);
  return comments;
}

/** The function an entry-point name refers to: a declaration, a method, or a function-valued variable. */
function findFunction(sourceFile: SourceFile, name: string): Node | undefined {
  let found: Node | undefined;
  sourceFile.forEachDescendant((node, traversal) => {
    if ((Node.isFunctionDeclaration(node) || Node.isMethodDeclaration(node)) && node.getName() === name) {
      found = node;
    } else if (Node.isVariableDeclaration(node) && node.getName() === name) {
      const initializer = node.getInitializer();
      if (initializer !== undefined && (Node.isArrowFunction(initializer) || Node.isFunctionExpression(initializer))) {
        found = initializer;
      }
    }
    if (found !== undefined) traversal.stop();
  });
  return found;
}

function definedFunctionNames(sourceFile: SourceFile): string[] {
  const names: string[] = [];
  sourceFile.forEachDescendant((node) => {
    if ((Node.isFunctionDeclaration(node) || Node.isMethodDeclaration(node)) && node.getName() !== undefined) {
      names.push(node.getName() as string);
    }
  });
  return names;
}

/** Parses TypeScript/JavaScript with ts-morph and prepares canonicals for the operators. */
export class TypeScriptBackend implements LanguageBackend<Node> {
  readonly language = 'typescript';
  private readonly project = new Project({
    useInMemoryFileSystem: true,
    skipAddingFilesFromTsConfig: true,
    compilerOptions: { target: ts.ScriptTarget.Latest, allowJs: true },
  });
  private fileCounter = 0;

  parseCanonical(source: string, entryPoint: string | undefined): ParsedCanonical<Node> {
    // A fresh name per call keeps concurrent or nested runs from sharing a file.
    this.fileCounter += 1;
    const sourceFile = this.project.createSourceFile(`/canonical-${this.fileCounter}.ts`, source, { overwrite: true });
    const release = (): void => {
      this.project.removeSourceFile(sourceFile);
    };
    const diagnostics = parseDiagnosticsOf(sourceFile.compilerNode);
    if (diagnostics.length > 0) {
      release();
      throw new InvalidArgumentError(`typescript source does not parse: ${describeDiagnostic(diagnostics[0] as ts.Diagnostic, source)}`);
    }
    let scopeNode: Node = sourceFile;
    if (entryPoint !== undefined) {
      const found = findFunction(sourceFile, entryPoint);
      if (found === undefined) {
        const names = definedFunctionNames(sourceFile);
        release();
        throw new InvalidArgumentError(
          `typescript source has no function named "${entryPoint}" (entryPoint); functions defined: ${names.length === 0 ? 'none' : names.join(', ')}`,
        );
      }
      scopeNode = found;
    }
    const protectedRanges: ProtectedRange[] = collectComments(sourceFile.compilerNode);
    const statements: { start: number; end: number; descendantCount: number }[] = [];
    const openStatements: { descendantCount: number }[] = [];
    const compilerFile = sourceFile.compilerNode;
    const visitCompiler = (node: ts.Node, shielded: boolean): void => {
      const kind = protectedKindOf(node);
      if (kind !== undefined && !shielded) protectedRanges.push({ start: node.getStart(compilerFile), end: node.end, kind });
      const isStatement = STATEMENT_KINDS.has(node.kind);
      if (isStatement) {
        const span = { start: node.getStart(compilerFile), end: node.end, descendantCount: 0 };
        for (const open of openStatements) open.descendantCount += 1;
        statements.push(span);
        openStatements.push(span);
      }
      ts.forEachChild(node, (child) => visitCompiler(child, shielded || kind !== undefined));
      if (isStatement) openStatements.pop();
    };
    visitCompiler(compilerFile, false);
    protectedRanges.sort((left, right) => left.start - right.start || left.end - right.end);

    const nodes: Node[] = [scopeNode];
    scopeNode.forEachDescendant((node, traversal) => {
      if (protectedKindOf(node.compilerNode) !== undefined) traversal.skip();
      else nodes.push(node);
    });
    return {
      nodes,
      protectedRanges,
      scope: { start: scopeNode.getStart(), end: scopeNode.getEnd() },
      statements,
      dispose: release,
    };
  }

  checkSyntax(code: string): SyntaxCheck {
    const sourceFile = ts.createSourceFile('/mutant.ts', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    const diagnostics = parseDiagnosticsOf(sourceFile);
    if (diagnostics.length > 0) return { problem: describeDiagnostic(diagnostics[0] as ts.Diagnostic, code), statementCount: 0 };
    return { problem: undefined, statementCount: countStatements(sourceFile) };
  }
}
