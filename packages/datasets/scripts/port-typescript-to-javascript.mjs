#!/usr/bin/env node
// Ports the built-in TypeScript tasks to JavaScript: tasks/typescript/<domain>/<name>.ts becomes
// tasks/javascript/<domain>/<name>.js with the same header (`// query:`, `// entry_point:`,
// `// example:`), canonical, `// test_setup` and `// tests` sections, so the task keeps its id
// across languages (`typescript/<domain>/<name>` and `javascript/<domain>/<name>` share the key
// `<domain>/<name>` that cross-language runs match on).
//
// Usage: node scripts/port-typescript-to-javascript.mjs [--check]
//   --check: write nothing; exit 1 when a committed .js file differs from what the script writes
//   (text only: the transpile comparison below ran when the file was written from the same source).
//
// Types are erased in place with the TypeScript compiler API (the approach of ts-blank-space and
// Node's type stripping): annotations, `as`/`satisfies` assertions, non-null `!`, type parameters
// and arguments, `interface`/`type` declarations, overload signatures and type-only modifiers are
// cut out of the source text, so comments, blank lines, indentation and line breaks stay as the
// author wrote them. `ts.transpileModule` (ES2022, no module transform) would give the same
// program, but its printer re-indents with four spaces, drops blank lines and splits one-line `if`s:
// it is used as the check instead. Each ported file must transpile to exactly what the TypeScript
// source transpiles to, and must parse as plain JavaScript; a construct that cannot be erased (an
// enum, a namespace, a parameter property) stops the script with the file and line.
// Deterministic: files are read and written in sorted order and the output depends on their text only.
import { mkdirSync, readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const sourceRoot = join(packageRoot, 'tasks', 'typescript');
const targetRoot = join(packageRoot, 'tasks', 'javascript');
const TRANSPILE_OPTIONS = { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.Preserve, removeComments: true };

/** A construct that type erasure cannot turn into JavaScript. */
class PortError extends Error {}

/**
 * The JavaScript text of one TypeScript task file: every type-only range removed, the rest byte for
 * byte. `file` names the file in errors.
 */
export function stripTypes(text, file) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  if (source.parseDiagnostics.length > 0) throw new PortError(`${file}: does not parse as TypeScript: ${ts.flattenDiagnosticMessageText(source.parseDiagnostics[0].messageText, '\n')}`);
  /** [start, end) ranges to remove; a range of whole lines when `lines` is set. */
  const cuts = [];
  const where = (node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  const cut = (start, end) => cuts.push([start, end]);
  // `: Type` after a name, parameter or signature: from the colon to the end of the type.
  const cutAnnotation = (node) => {
    if (node.type === undefined) return;
    const colon = node.type.pos - 1;
    let start = text.lastIndexOf(':', node.type.getStart(source));
    if (start < 0 || start < colon - 200) throw new PortError(`${where(node)}: no ':' before a type annotation`);
    // Keep no space before the colon either (`x : T` is not our style, but stay exact).
    while (start > 0 && text[start - 1] === ' ') start -= 1;
    cut(start, node.type.end);
  };
  const cutTypeParameters = (list) => {
    if (list === undefined || list.length === 0) return;
    const open = text.lastIndexOf('<', list.pos);
    const close = text.indexOf('>', list.end);
    cut(open, close + 1);
  };
  // A whole statement on lines of its own, with one blank line next to it so no double blank remains.
  // A whole statement on lines of its own, with the blank line after it (or before it, at the end of
  // a section) so no double blank line remains. Comments above it stay: the first statement's leading
  // comments are the task's header.
  const cutStatement = (node) => {
    let start = text.lastIndexOf('\n', node.getStart(source) - 1) + 1;
    let end = text.indexOf('\n', node.end);
    end = end === -1 ? text.length : end + 1;
    if (text.slice(end).startsWith('\n')) end += 1;
    else if (start >= 2 && text.slice(start - 2, start) === '\n\n') start -= 1;
    cut(start, end);
  };
  const modifierKinds = new Set([ts.SyntaxKind.PrivateKeyword, ts.SyntaxKind.PublicKeyword, ts.SyntaxKind.ProtectedKeyword, ts.SyntaxKind.ReadonlyKeyword, ts.SyntaxKind.DeclareKeyword, ts.SyntaxKind.AbstractKeyword, ts.SyntaxKind.OverrideKeyword]);
  const cutModifiers = (node) => {
    for (const modifier of node.modifiers ?? []) {
      if (!modifierKinds.has(modifier.kind)) continue;
      let end = modifier.end;
      while (text[end] === ' ') end += 1;
      cut(modifier.getStart(source), end);
    }
  };
  const visit = (node) => {
    switch (node.kind) {
      case ts.SyntaxKind.InterfaceDeclaration:
      case ts.SyntaxKind.TypeAliasDeclaration:
        cutStatement(node);
        return;
      case ts.SyntaxKind.EnumDeclaration:
      case ts.SyntaxKind.ModuleDeclaration:
      case ts.SyntaxKind.ImportEqualsDeclaration:
        throw new PortError(`${where(node)}: ${ts.SyntaxKind[node.kind]} has no type-erased form`);
      case ts.SyntaxKind.FunctionDeclaration:
      case ts.SyntaxKind.MethodDeclaration:
      case ts.SyntaxKind.Constructor:
        if (node.body === undefined) {
          // An overload signature.
          cutStatement(node);
          return;
        }
        break;
      case ts.SyntaxKind.Parameter:
        if (node.modifiers?.some((modifier) => modifierKinds.has(modifier.kind))) throw new PortError(`${where(node)}: a parameter property has no type-erased form`);
        if (ts.isIdentifier(node.name) && node.name.text === 'this') throw new PortError(`${where(node)}: a 'this' parameter`);
        if (node.questionToken !== undefined) cut(node.questionToken.getStart(source), node.questionToken.end);
        break;
      case ts.SyntaxKind.PropertyDeclaration:
        if (node.questionToken !== undefined) cut(node.questionToken.getStart(source), node.questionToken.end);
        if (node.exclamationToken !== undefined) cut(node.exclamationToken.getStart(source), node.exclamationToken.end);
        break;
      case ts.SyntaxKind.VariableDeclaration:
        if (node.exclamationToken !== undefined) cut(node.exclamationToken.getStart(source), node.exclamationToken.end);
        break;
      case ts.SyntaxKind.HeritageClause:
        if (node.token === ts.SyntaxKind.ImplementsKeyword) {
          cut(node.getFullStart(), node.end);
          return;
        }
        break;
      case ts.SyntaxKind.AsExpression:
      case ts.SyntaxKind.SatisfiesExpression: {
        // `x as T`: keep `x`, drop the rest (with the space before `as`).
        cut(node.expression.end, node.end);
        visit(node.expression);
        return;
      }
      case ts.SyntaxKind.NonNullExpression:
        cut(node.end - 1, node.end);
        visit(node.expression);
        return;
      case ts.SyntaxKind.TypeAssertionExpression:
        cut(node.getStart(source), node.expression.getStart(source));
        visit(node.expression);
        return;
      case ts.SyntaxKind.ParenthesizedExpression: {
        // `(x as T).y` becomes `x.y`, not `(x).y`: the parentheses only held the assertion.
        const inner = node.expression;
        if ((ts.isAsExpression(inner) || ts.isSatisfiesExpression(inner) || ts.isNonNullExpression(inner)) && isSimple(inner.expression)) {
          cut(node.getStart(source), node.getStart(source) + 1);
          cut(node.end - 1, node.end);
        }
        break;
      }
      default:
        break;
    }
    cutModifiers(node);
    if ('type' in node && node.type !== undefined && ts.isTypeNode(node.type) && !ts.isTypeNode(node) && !ts.isAsExpression(node)) cutAnnotation(node);
    if ('typeParameters' in node) cutTypeParameters(node.typeParameters);
    if ((ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isExpressionWithTypeArguments(node) || ts.isTaggedTemplateExpression(node)) && node.typeArguments !== undefined && node.typeArguments.length > 0) {
      cutTypeParameters(node.typeArguments);
    }
    if (ts.isTypeNode(node)) return;
    ts.forEachChild(node, visit);
  };
  visit(source);
  cuts.sort((left, right) => left[0] - right[0] || right[1] - left[1]);
  let result = '';
  let at = 0;
  for (const [start, end] of cuts) {
    if (end <= at) continue;
    result += text.slice(at, Math.max(at, start));
    at = end;
  }
  result += text.slice(at);
  return result;
}

/** Identifiers, member accesses, calls and literals: no parentheses needed around them. */
function isSimple(expression) {
  return ts.isIdentifier(expression) || ts.isPropertyAccessExpression(expression) || ts.isElementAccessExpression(expression) || ts.isCallExpression(expression) || ts.isParenthesizedExpression(expression) || ts.isLiteralExpression(expression) || ts.isArrayLiteralExpression(expression) || expression.kind === ts.SyntaxKind.ThisKeyword;
}

/** The program `text` stands for, as the TypeScript printer writes it (formatting normalised). */
function transpiled(text, file) {
  return ts.transpileModule(text, { compilerOptions: TRANSPILE_OPTIONS, fileName: file, reportDiagnostics: false }).outputText;
}

/**
 * The header's example lines with their types erased too (`f(x)! * 2 === 4` → `f(x) * 2 === 4`):
 * a bundle carries them as query metadata, and execution-aware reranking runs them as JavaScript.
 */
export function stripExampleTypes(text, file) {
  const lines = text.split('\n');
  for (let index = 0; index < lines.length && lines[index].startsWith('//'); index += 1) {
    const match = /^(\/\/ example: )(.*)$/.exec(lines[index]);
    if (match === null) continue;
    if (lines[index + 1]?.startsWith('//   ')) {
      if (match[2].includes('!') || / as | satisfies |<\w/.test(match[2])) throw new PortError(`${file}:${index + 1}: an example continued on the next line may hold types; state it on one line`);
      continue;
    }
    const example = stripTypes(match[2], `${file}:${index + 1}`);
    if (example !== match[2] && transpiled(example, file) !== transpiled(match[2], file)) throw new PortError(`${file}:${index + 1}: the example without types is not the same expression`);
    lines[index] = `${match[1]}${example}`;
  }
  return lines.join('\n');
}

/** Ports one file; throws when the JavaScript is not the TypeScript's program. */
export function portTask(text, file) {
  const javascript = stripTypes(stripExampleTypes(text, file), file);
  const parsed = ts.createSourceFile(file.replace(/\.ts$/, '.js'), javascript, ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS);
  if (parsed.parseDiagnostics.length > 0) throw new PortError(`${file}: the ported text does not parse as JavaScript: ${ts.flattenDiagnosticMessageText(parsed.parseDiagnostics[0].messageText, '\n')}`);
  if (transpiled(javascript, file) !== transpiled(text, file)) throw new PortError(`${file}: the ported text is not the same program as its TypeScript source`);
  if (/[ \t]+$/m.test(javascript) && !/[ \t]+$/m.test(text)) throw new PortError(`${file}: erasing types left trailing whitespace`);
  return javascript;
}

function taskFiles(root) {
  const files = [];
  for (const domain of readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort()) {
    for (const name of readdirSync(join(root, domain)).filter((entry) => entry.endsWith('.ts') && !entry.endsWith('.test.ts')).sort()) files.push(join(domain, name));
  }
  return files;
}

function main() {
  const check = process.argv.includes('--check');
  const stale = [];
  let written = 0;
  for (const file of taskFiles(sourceRoot)) {
    const display = relative(packageRoot, join(sourceRoot, file));
    const text = readFileSync(join(sourceRoot, file), 'utf8');
    const javascript = check ? stripTypes(stripExampleTypes(text, display), display) : portTask(text, display);
    const target = join(targetRoot, file.replace(/\.ts$/, '.js'));
    const current = existsSync(target) ? readFileSync(target, 'utf8') : undefined;
    if (current === javascript) continue;
    if (check) stale.push(relative(packageRoot, target));
    else {
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, javascript);
      written += 1;
    }
  }
  if (check) {
    if (stale.length > 0) {
      console.error(`${stale.length} JavaScript task file(s) differ from their port: ${stale.slice(0, 5).join(', ')}${stale.length > 5 ? ', …' : ''}`);
      process.exitCode = 1;
    }
    return;
  }
  console.log(`${written} JavaScript task file(s) written under ${relative(process.cwd(), targetRoot) || '.'}`);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    main();
  } catch (error) {
    if (!(error instanceof PortError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
