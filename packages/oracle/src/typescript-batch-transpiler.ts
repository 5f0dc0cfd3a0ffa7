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
  /** What a program asks `getSourceFile` to parse with (the same for every file of these programs), once one asked. */
  private parseOptions: TypeScript.CreateSourceFileOptions | undefined;

  constructor(private readonly ts: TypeScriptModule) {}

  /** `transpile(ts, item.source, item.fileName, messageChars)` for every item, in order. */
  transpileAll(items: readonly TranspileItem[], messageChars: number): TranspileResult[] {
    const results: Array<TranspileResult | undefined> = new Array(items.length);
    // Each text is parsed once, under the path it has in its program: the parse that decides
    // whether it can join a batch is the program's parse too (see `emitTogether`).
    const batched: Array<{ index: number; parsed: ParsedText }> = [];
    items.forEach((item, index) => {
      const parsed = this.parse(`/execret-batch/${index}/${item.fileName}`, item.source);
      if (this.plain(parsed.file)) batched.push({ index, parsed });
      else results[index] = transpile(this.ts, item.source, item.fileName, messageChars);
    });
    for (let start = 0; start < batched.length; start += MAX_FILES_PER_PROGRAM) {
      const chunk = batched.slice(start, start + MAX_FILES_PER_PROGRAM);
      const emitted = chunk.length > 1 ? this.emitTogether(chunk.map(({ parsed }) => parsed)) : [undefined];
      chunk.forEach(({ index }, position) => {
        const javascript = emitted[position];
        const item = items[index] as TranspileItem;
        results[index] = javascript === undefined ? transpile(this.ts, item.source, item.fileName, messageChars) : { ok: true, javascript };
      });
    }
    return results as TranspileResult[];
  }

  /** True when the text has none of the constructs whose emit depends on other files of a program. */
  batchable(item: TranspileItem): boolean {
    return this.plain(this.parse(item.fileName, item.source).file);
  }

  /** Parses like a program of {@link emitTogether} would, with its parse options once known. */
  private parse(path: string, source: string): ParsedText {
    const options = this.parseOptions;
    const file = this.ts.createSourceFile(path, source, options ?? this.ts.ScriptTarget.ES2022, false, this.ts.ScriptKind.TS);
    return { path, source, file, options };
  }

  /** The check of {@link batchable} on a parsed text. */
  private plain(file: TypeScript.SourceFile): boolean {
    const ts = this.ts;
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

  /**
   * Emits the items with one program and one `emit()` call (the emitter's set-up, its transformers
   * and printer, is most of the cost of emitting a short file, so one call for all files costs about
   * half as much as one call per file, with the same text for each); undefined for an item with a
   * diagnostic (or all, if the program fails).
   */
  private emitTogether(items: readonly ParsedText[]): Array<string | undefined> {
    const ts = this.ts;
    const options = this.compilerOptions();
    const texts = new Map(items.map((item) => [item.path, item]));
    const paths = items.map((item) => item.path);
    // Output text by the path of the file it was emitted from.
    const written = new Map<string, string>();
    const host: TypeScript.CompilerHost = {
      getSourceFile: (fileName, languageVersionOrOptions) => {
        const text = texts.get(fileName);
        if (text === undefined) return undefined;
        // A text parsed with exactly these options (and, by its .ts name, as TypeScript, as a
        // program parses it) is that parse; otherwise (the first program) parse again.
        if (typeof languageVersionOrOptions === 'object') {
          this.parseOptions ??= languageVersionOrOptions;
          if (text.options !== undefined && fileName.endsWith('.ts') && sameParseOptions(text.options, languageVersionOrOptions)) return text.file;
        }
        return ts.createSourceFile(fileName, text.source, languageVersionOrOptions);
      },
      writeFile: (name, text, _byteOrderMark, _onError, sourceFiles) => {
        const from = sourceFiles?.length === 1 ? sourceFiles[0]?.fileName : undefined;
        if (!name.endsWith('.map') && from !== undefined) written.set(from, text);
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
      const parsed = paths.map((path) => {
        const file = program.getSourceFile(path);
        return file !== undefined && program.getSyntacticDiagnostics(file).length === 0;
      });
      const result = program.emit();
      if (result.emitSkipped || result.diagnostics.some((diagnostic) => diagnostic.file === undefined)) return items.map(() => undefined);
      const blamed = new Set(result.diagnostics.map((diagnostic) => diagnostic.file?.fileName));
      return paths.map((path, index) => (parsed[index] === true && !blamed.has(path) ? written.get(path) : undefined));
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

/** A text parsed under its path in a program, with the parse options it was parsed with (undefined: the target alone). */
interface ParsedText {
  path: string;
  source: string;
  file: TypeScript.SourceFile;
  options: TypeScript.CreateSourceFileOptions | undefined;
}

/** True when two sets of parse options parse alike (the module-indicator callback follows from the compiler options, which never change). */
function sameParseOptions(left: TypeScript.CreateSourceFileOptions, right: TypeScript.CreateSourceFileOptions): boolean {
  return left.languageVersion === right.languageVersion && left.impliedNodeFormat === right.impliedNodeFormat && left.jsDocParsingMode === right.jsDocParsingMode;
}
