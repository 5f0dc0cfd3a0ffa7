import type * as TypeScript from 'typescript';

/** The TypeScript compiler module. */
export type TypeScriptModule = typeof TypeScript;

let loaded: Promise<TypeScriptModule> | undefined;

/** Loads the `typescript` package once (it is large, so only TS users pay for it). */
export function loadTypeScript(): Promise<TypeScriptModule> {
  loaded ??= import('typescript').then((module) => ((module as unknown as { default?: TypeScriptModule }).default ?? (module as unknown as TypeScriptModule)));
  return loaded;
}

/** Result of transpiling one piece of source. */
export type TranspileResult = { ok: true; javascript: string } | { ok: false; outcome: `ERROR:${string}` };

/** Matches an `await` keyword, so a test that awaits is run inside an async function. */
const AWAIT_PATTERN = /\bawait\b/;

/** True when a test statement awaits (it then runs as `(async () => { … })()`). */
export function isAsyncTest(test: string): boolean {
  return AWAIT_PATTERN.test(test);
}

function formatDiagnostic(ts: TypeScriptModule, diagnostic: TypeScript.Diagnostic, fileName: string, limit: number): `ERROR:${string}` {
  let where = fileName;
  if (diagnostic.file !== undefined && diagnostic.start !== undefined) {
    const position = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    where = `${fileName}, line ${position.line + 1}`;
  }
  let message = `${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')} (${where})`.split(/\s+/).join(' ');
  if (message.length > limit) message = `${message.slice(0, limit - 1)}…`;
  return `ERROR: SyntaxError: ${message}`;
}

/**
 * Strips types from TypeScript (or passes JavaScript through) with `ts.transpileModule`: ES2022,
 * CommonJS for `import`/`export`. Only syntax errors are reported (no type checking), as
 * `ERROR: SyntaxError: <message> (<file>, line N)`.
 */
export function transpile(ts: TypeScriptModule, source: string, fileName: string, messageChars: number): TranspileResult {
  const output = ts.transpileModule(source, {
    compilerOptions: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.CommonJS,
      esModuleInterop: true,
      sourceMap: false,
      removeComments: false,
    },
    reportDiagnostics: true,
    fileName,
  });
  const errors = (output.diagnostics ?? []).filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error);
  if (errors.length > 0) return { ok: false, outcome: formatDiagnostic(ts, errors[0] as TypeScript.Diagnostic, fileName, messageChars) };
  return { ok: true, javascript: output.outputText };
}

/** Names declared at the top level of a TypeScript/JavaScript file (functions, classes, variables, imports). */
export function topLevelNames(ts: TypeScriptModule, source: string): Set<string> {
  const file = ts.createSourceFile('solution.ts', source, ts.ScriptTarget.ES2022, false, ts.ScriptKind.TS);
  const names = new Set<string>();
  const addBinding = (name: TypeScript.BindingName): void => {
    if (ts.isIdentifier(name)) {
      names.add(name.text);
      return;
    }
    for (const element of name.elements) {
      if (ts.isBindingElement(element)) addBinding(element.name);
    }
  };
  for (const statement of file.statements) {
    if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name !== undefined) {
      names.add(statement.name.text);
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) addBinding(declaration.name);
    } else if (ts.isImportDeclaration(statement) && statement.importClause !== undefined) {
      const clause = statement.importClause;
      if (clause.name !== undefined) names.add(clause.name.text);
      const bindings = clause.namedBindings;
      if (bindings !== undefined) {
        if (ts.isNamespaceImport(bindings)) names.add(bindings.name.text);
        else for (const element of bindings.elements) names.add(element.name.text);
      }
    }
  }
  return names;
}
