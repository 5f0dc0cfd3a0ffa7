import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Script } from 'node:vm';
import { ts } from 'ts-morph';
import { isJavaScriptTestPath, listJavaScriptFiles, type JavaScriptFunction } from './javascript-discovery.js';

/**
 * The helpers appended to every instrumented file (function declarations are hoisted, so the
 * switches placed at the top of each body can call them; nothing shifts a line). `__execret_enter`
 * is the schema's switch: it reads the active function index from `globalThis.__execret` (set by
 * the warm worker before a run, or read once per module realm from `__EXECRET_SWITCH` under jest),
 * counts hits for the test map, and calls the replacement when its index is the active one.
 * `__execret_eval` is a direct `eval` inside the module, so a replacement sees the module's own
 * bindings (imports, module state, helper functions) exactly as the original does.
 */
/**
 * Loop iterations a replacement may run in one switched run before it is stopped as a hang (its
 * tests read `TIMEOUT`): StrykerJS's hit limit, so an endless loop ends in milliseconds instead of
 * at the time limit, and the worker survives.
 */
export const LOOP_LIMIT = 5_000_000;

const SWITCH_HELPERS = `
;function __execret_enter(index, self, args, newTarget) {
  let state = globalThis.__execret;
  if (state === undefined) {
    state = { active: -1, mode: 'none', code: '', functionId: '' };
    const env = typeof process === 'object' && process !== null && process.env ? process.env : {};
    if (env.__EXECRET_SWITCH) Object.assign(state, JSON.parse(env.__EXECRET_SWITCH));
    if (env.__EXECRET_HITS_FILE) { state.hitsFile = env.__EXECRET_HITS_FILE; state.seen = new Set(); }
    globalThis.__execret = state;
  }
  if (state.hits !== undefined) state.hits.add(index);
  else if (state.hitsFile !== undefined) {
    const expectation = globalThis.expect;
    const current = expectation && typeof expectation.getState === 'function' ? expectation.getState() : undefined;
    if (current && current.currentTestName) {
      const key = current.testPath + '\\t' + current.currentTestName + '\\t' + index;
      if (!state.seen.has(key)) {
        state.seen.add(key);
        const fs = typeof require === 'function' ? require('fs') : process.getBuiltinModule('fs');
        fs.appendFileSync(state.hitsFile, key + '\\n');
      }
    }
  }
  if (state.active !== index) return undefined;
  if (state.mode === 'fail') { state.forced = true; throw new Error('execret forced fail: ' + state.functionId); }
  if (state.impl === undefined) state.impl = __execret_eval(state.code);
  return { v: newTarget === undefined ? Reflect.apply(state.impl, self, args) : Reflect.construct(state.impl, args, newTarget) };
}
function __execret_eval(__execret_code) { return eval(__execret_code); }
function __execret_loop() {
  const state = globalThis.__execret;
  if (state !== undefined && (state.loops = (state.loops || 0) + 1) > ${LOOP_LIMIT}) throw new Error('execret loop limit: more than ${LOOP_LIMIT} loop iterations in the replacement');
}
`;

/** What {@link instrumentProject} did. */
export interface InstrumentationResult {
  /** Source files that got switches. */
  instrumentedFiles: string[];
  /** Files whose `node:test` imports were pointed at the warm worker's harness. */
  redirectedFiles: string[];
}

/** The switch placed right after a function body's `{` (one line, so line numbers stay). */
export function switchPrologue(fn: JavaScriptFunction, index: number): string {
  const call = fn.form === 'variable-arrow' ? `__execret_enter(${index}, undefined, [${(fn.parameters ?? []).join(', ')}], undefined)` : `__execret_enter(${index}, this, arguments, new.target)`;
  return ` const __execret_r = ${call}; if (__execret_r !== undefined) return ${fn.generator ? 'yield* ' : ''}__execret_r.v;`;
}

/**
 * Instruments the private copy of a project (never the original) with mutant schemata: every
 * discovered function's body opens with a switch (function index = its position in `functions`),
 * and each instrumented file ends with {@link SWITCH_HELPERS}. TypeScript files get `// @ts-nocheck`
 * (as StrykerJS does) since the switches do not type-check. When `nodeTestHarness` is given, every
 * `node:test` import of the project's files is pointed at it (`{ esm, cjs }` absolute paths).
 */
export async function instrumentProject(copyRoot: string, functions: readonly JavaScriptFunction[], nodeTestHarness?: { esm: string; cjs: string }): Promise<InstrumentationResult> {
  const byFile = new Map<string, Array<{ fn: JavaScriptFunction; index: number }>>();
  functions.forEach((fn, index) => {
    const list = byFile.get(fn.file) ?? [];
    list.push({ fn, index });
    byFile.set(fn.file, list);
  });
  const instrumentedFiles: string[] = [];
  const redirectedFiles: string[] = [];
  for (const file of await listJavaScriptFiles(copyRoot)) {
    const path = join(copyRoot, file);
    let text = await readFile(path, 'utf8');
    let changed = false;
    const entries = byFile.get(file);
    if (entries !== undefined) {
      for (const { fn, index } of [...entries].sort((left, right) => right.fn.bodyOffset - left.fn.bodyOffset)) {
        text = text.slice(0, fn.bodyOffset) + switchPrologue(fn, index) + text.slice(fn.bodyOffset);
      }
      text = `${text}\n${SWITCH_HELPERS}`;
      if (/\.[cm]?tsx?$/.test(file)) text = text.startsWith('#!') ? text.replace('\n', '\n// @ts-nocheck\n') : `// @ts-nocheck\n${text}`;
      instrumentedFiles.push(file);
      changed = true;
    }
    if (nodeTestHarness !== undefined && /['"]node:test['"]/.test(text)) {
      text = text.replace(/require\(\s*(['"])node:test\1\s*\)/g, `require(${JSON.stringify(nodeTestHarness.cjs)})`).replace(/(['"])node:test\1/g, JSON.stringify(nodeTestHarness.esm));
      redirectedFiles.push(file);
      changed = true;
    }
    if (changed) await writeFile(path, text);
  }
  return { instrumentedFiles, redirectedFiles };
}

/** The test files of a project copy (`*.test.*`, `*.spec.*`, files under `test/`, `__tests__/`). */
export async function listJavaScriptTestFiles(root: string): Promise<string[]> {
  return (await listJavaScriptFiles(root)).filter((file) => isJavaScriptTestPath(file) && !/(^|\/)(__fixtures__|fixtures|__mocks__)\//.test(file));
}

const compiled = new Map<string, string>();

/**
 * Turns a replacement (a function declaration, a `const name = …` function, or a class method —
 * alone or inside a one-method class — in JavaScript or TypeScript, doc optional) into JavaScript
 * that evaluates to the function: what the switch's `eval` runs inside the function's own module.
 * A method is compiled inside an anonymous class, so the class's name still means the project's
 * class, `super` means the anonymous class's (`Object`), and `#private` names cannot be used.
 * TypeScript is transpiled only when the text is not already JavaScript (V8 parses it first).
 * Results are cached by text.
 */
export function compileReplacement(code: string): string {
  const known = compiled.get(code);
  if (known !== undefined) return known;
  const parse = (text: string): ts.SourceFile => ts.createSourceFile('/replacement.ts', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const memberName = (member: ts.MethodDeclaration, source: ts.SourceFile): string => (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name) || ts.isPrivateIdentifier(member.name) ? member.name.text : member.name.getText(source));
  const isStatic = (member: ts.MethodDeclaration): boolean => (member.modifiers ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.StaticKeyword);
  const source = parse(code);
  const first = source.statements[0];
  let expression: string;
  if (first !== undefined && ts.isFunctionDeclaration(first)) {
    expression = `(${code.trim().replace(/^export\s+(default\s+)?/, '')})`;
  } else if (first !== undefined && ts.isVariableStatement(first) && first.declarationList.declarations.length === 1) {
    expression = `(() => { ${code.trim().replace(/^export\s+/, '')}\n; return ${first.declarationList.declarations[0]?.name.getText(source) ?? ''}; })()`;
  } else if (first !== undefined && ts.isClassDeclaration(first) && first.members.some((member) => ts.isMethodDeclaration(member))) {
    const member = first.members.find((node): node is ts.MethodDeclaration => ts.isMethodDeclaration(node)) as ts.MethodDeclaration;
    expression = `(class {\n${member.getText(source)}\n})${isStatic(member) ? '' : '.prototype'}[${JSON.stringify(memberName(member, source))}]`;
  } else {
    const wrapped = parse(`(class {\n${code}\n})`);
    const statement = wrapped.statements[0];
    const classNode = statement !== undefined && ts.isExpressionStatement(statement) && ts.isParenthesizedExpression(statement.expression) && ts.isClassExpression(statement.expression.expression) ? statement.expression.expression : undefined;
    const member = classNode?.members.find((node): node is ts.MethodDeclaration => ts.isMethodDeclaration(node));
    if (member === undefined || wrapped.statements.length !== 1) throw new Error('the replacement is neither a function, a const function nor a method');
    expression = `(class {\n${code}\n})${isStatic(member) ? '' : '.prototype'}[${JSON.stringify(memberName(member, wrapped))}]`;
  }
  let output = guardLoops(expression);
  try {
    new Script(expression);
  } catch {
    output = ts.transpileModule(output, { compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, removeComments: false }, reportDiagnostics: false }).outputText.replace(/\n\/\/# sourceMappingURL=.*$/, '');
  }
  if (compiled.size > 2000) compiled.clear();
  compiled.set(code, output);
  return output;
}

/** Puts `__execret_loop();` at the top of every loop body of `code` (see {@link LOOP_LIMIT}). */
function guardLoops(code: string): string {
  if (!/\b(for|while|do)\b/.test(code)) return code;
  const source = ts.createSourceFile('/guard.ts', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const transformer: ts.TransformerFactory<ts.SourceFile> = (context) => (root) => {
    const { factory } = context;
    const guarded = (statement: ts.Statement): ts.Block => {
      const call = factory.createExpressionStatement(factory.createCallExpression(factory.createIdentifier('__execret_loop'), undefined, []));
      return ts.isBlock(statement) ? factory.updateBlock(statement, [call, ...statement.statements]) : factory.createBlock([call, statement], true);
    };
    const visit = (node: ts.Node): ts.Node => {
      const visited = ts.visitEachChild(node, visit, context);
      if (ts.isForStatement(visited)) return factory.updateForStatement(visited, visited.initializer, visited.condition, visited.incrementor, guarded(visited.statement));
      if (ts.isForOfStatement(visited)) return factory.updateForOfStatement(visited, visited.awaitModifier, visited.initializer, visited.expression, guarded(visited.statement));
      if (ts.isForInStatement(visited)) return factory.updateForInStatement(visited, visited.initializer, visited.expression, guarded(visited.statement));
      if (ts.isWhileStatement(visited)) return factory.updateWhileStatement(visited, visited.expression, guarded(visited.statement));
      if (ts.isDoStatement(visited)) return factory.updateDoStatement(visited, guarded(visited.statement), visited.expression);
      return visited;
    };
    return ts.visitNode(root, visit) as ts.SourceFile;
  };
  const result = ts.transform(source, [transformer]);
  const printed = ts.createPrinter({ removeComments: false }).printFile(result.transformed[0] as ts.SourceFile);
  result.dispose();
  return printed;
}
