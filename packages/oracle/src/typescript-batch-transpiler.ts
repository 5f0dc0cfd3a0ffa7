import type * as TypeScript from 'typescript';
import { transpile, type TranspileResult, type TypeScriptModule } from './typescript-transpiler.js';

/** One text to transpile: the source and the file name its diagnostics name. */
export interface TranspileItem {
  source: string;
  fileName: string;
}

/** Most files in one program: bounds the latency of the first job of a batch and the memory. */
export const MAX_FILES_PER_PROGRAM = 48;

/**
 * Transpiles many independent texts with one TypeScript program instead of one program each,
 * with the results `transpile()` gives for each text alone (`ts.transpileModule`, whose program and
 * checker set-up costs most of a millisecond or more per call; parsing and printing a short file
 * cost a fraction of that).
 *
 * Files of one program share a global scope, which `transpileModule` never sees. Emitting is
 * syntactic except where the emitter asks the checker about names: enum and namespace members it
 * inlines or qualifies, imports and exports it keeps or elides, temporary names it must keep apart
 * from global ones. So a text joins a batch only when it has none of what makes the emitter ask:
 * no enum, namespace or module declaration, no import or import-equals, no `export` list, re-export,
 * `export =` or `export default`, no decorator, `accessor`, `using`, dynamic `import()` or
 * `import.meta`, no triple-slash reference; `export` on a function, class or variable declaration is
 * fine. Every other text, and any text whose parse or emit reports a diagnostic, goes through
 * `transpile()` itself, which also formats the syntax error outcome. The compiler options are the
 * ones `transpile()` hands to `transpileModule`, as `transpileModule` completes them, read from one
 * real call, so the two cannot drift apart.
 */
export class TypeScriptBatchTranspiler {
  private options: TypeScript.CompilerOptions | undefined;

  constructor(private readonly ts: TypeScriptModule) {}

  /** `transpile(ts, item.source, item.fileName, messageChars)` for every item, in order. */
  transpileAll(items: readonly TranspileItem[], messageChars: number): TranspileResult[] {
    const results: Array<TranspileResult | undefined> = new Array(items.length);
    const batched: number[] = [];
    items.forEach((item, index) => {
      if (this.batchable(item)) batched.push(index);
      else results[index] = transpile(this.ts, item.source, item.fileName, messageChars);
    });
    for (let start = 0; start < batched.length; start += MAX_FILES_PER_PROGRAM) {
      const chunk = batched.slice(start, start + MAX_FILES_PER_PROGRAM);
      const emitted = chunk.length > 1 ? this.emitTogether(chunk.map((index) => items[index] as TranspileItem)) : [undefined];
      chunk.forEach((index, position) => {
        const javascript = emitted[position];
        const item = items[index] as TranspileItem;
        results[index] = javascript === undefined ? transpile(this.ts, item.source, item.fileName, messageChars) : { ok: true, javascript };
      });
    }
    return results as TranspileResult[];
  }

  /** True when the text has none of the constructs whose emit depends on other files of a program. */
  batchable(item: TranspileItem): boolean {
    const ts = this.ts;
    const file = ts.createSourceFile(item.fileName, item.source, ts.ScriptTarget.ES2022, false, ts.ScriptKind.TS);
    if (file.referencedFiles.length > 0 || file.typeReferenceDirectives.length > 0 || file.libReferenceDirectives.length > 0) return false;
    let plain = true;
    const visit = (node: TypeScript.Node): void => {
      if (!plain) return;
      switch (node.kind) {
        case ts.SyntaxKind.EnumDeclaration:
        case ts.SyntaxKind.ModuleDeclaration:
        case ts.SyntaxKind.ImportDeclaration:
        case ts.SyntaxKind.ImportEqualsDeclaration:
        case ts.SyntaxKind.ExportDeclaration:
        case ts.SyntaxKind.ExportAssignment:
        case ts.SyntaxKind.Decorator:
        case ts.SyntaxKind.AccessorKeyword:
        case ts.SyntaxKind.MetaProperty:
        case ts.SyntaxKind.ImportKeyword:
        case ts.SyntaxKind.DefaultKeyword:
          plain = false;
          return;
        case ts.SyntaxKind.VariableDeclarationList: {
          const declared = node.flags & ts.NodeFlags.BlockScoped;
          if (declared === ts.NodeFlags.Using || declared === ts.NodeFlags.AwaitUsing) {
            plain = false;
            return;
          }
          break;
        }
        default:
          break;
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
    return plain;
  }

  /** Emits the items with one program; undefined for an item with a diagnostic (or all, if the program fails). */
  private emitTogether(items: readonly TranspileItem[]): Array<string | undefined> {
    const ts = this.ts;
    const options = this.compilerOptions();
    const texts = new Map<string, string>();
    const paths = items.map((item, index) => {
      const path = `/execret-batch/${index}/${item.fileName}`;
      texts.set(path, item.source);
      return path;
    });
    let written: string | undefined;
    const host: TypeScript.CompilerHost = {
      getSourceFile: (fileName, languageVersionOrOptions) => {
        const text = texts.get(fileName);
        return text === undefined ? undefined : ts.createSourceFile(fileName, text, languageVersionOrOptions);
      },
      writeFile: (name, text) => {
        if (!name.endsWith('.map')) written = text;
      },
      getDefaultLibFileName: () => 'lib.d.ts',
      useCaseSensitiveFileNames: () => false,
      getCanonicalFileName: (fileName) => fileName,
      getCurrentDirectory: () => '',
      getNewLine: () => '\n',
      fileExists: (fileName) => texts.has(fileName),
      readFile: () => '',
      directoryExists: () => true,
      getDirectories: () => [],
    };
    try {
      const program = ts.createProgram(paths, options, host);
      if (program.getOptionsDiagnostics().length > 0) return items.map(() => undefined);
      return paths.map((path) => {
        const file = program.getSourceFile(path);
        if (file === undefined || program.getSyntacticDiagnostics(file).length > 0) return undefined;
        written = undefined;
        const result = program.emit(file);
        if (result.emitSkipped || result.diagnostics.length > 0) return undefined;
        return written;
      });
    } catch {
      return items.map(() => undefined);
    }
  }

  /** The options `transpile()` compiles with, as `transpileModule` completes them (read from one call). */
  private compilerOptions(): TypeScript.CompilerOptions {
    if (this.options === undefined) {
      const ts = this.ts;
      let completed: TypeScript.CompilerOptions | undefined;
      const observing = new Proxy(ts, {
        get(target, key, receiver) {
          if (key !== 'transpileModule') return Reflect.get(target, key, receiver) as unknown;
          return (input: string, transpileOptions: TypeScript.TranspileOptions) =>
            target.transpileModule(input, {
              ...transpileOptions,
              transformers: { before: [(context) => ((completed = context.getCompilerOptions()), (file: TypeScript.SourceFile) => file)] },
            });
        },
      });
      transpile(observing, '0;', 'options.ts', 16);
      if (completed === undefined) throw new Error('TypeScript did not report the compiler options of transpileModule');
      this.options = { ...completed, newLine: ts.NewLineKind.LineFeed };
    }
    return this.options;
  }
}
