import { ExecretError, ExecretErrorCode, InvalidArgumentError } from '@execret/core';
import { allMutators } from './all-mutators.js';
import { checkSingleStatement, findTouchedProtectedRange } from './edit-checks.js';
import type { LanguageBackend, ParsedCanonical } from './language-backend.js';
import { LineIndex } from './line-index.js';
import { MUTATION_LANGUAGES, isMutationLanguage } from './mutation-language.js';
import type { MutationLanguage } from './mutation-language.js';
import type { Mutator, MutatorContext, SourceEdit, TreeSitterLanguageName } from './mutator.js';
import { DropReason } from './mutation-result.js';
import type {
  DroppedCandidate,
  ExcludedOperator,
  MutateOptions,
  MutationCandidate,
  MutationResult,
} from './mutation-result.js';
import { cppSyntax } from './cpp/cpp-syntax.js';
import { loadGrammar } from './grammars.js';
import { goSyntax } from './go/go-syntax.js';
import { javaSyntax } from './java/java-syntax.js';
import { PythonBackend, loadPythonGrammar } from './python/python-backend.js';
import { rustSyntax } from './rust/rust-syntax.js';
import { TreeSitterBackend } from './tree-sitter/tree-sitter-backend.js';
import type { TreeSitterSyntax } from './tree-sitter/tree-sitter-syntax.js';
import { TypeScriptBackend } from './typescript/typescript-backend.js';

/** Options of {@link createMutationEngine}. */
export interface MutationEngineOptions {
  /**
   * The tree-sitter-python grammar: a path to `tree-sitter-python.wasm` or its bytes. Default:
   * the copy this package ships in `grammars/` (from tree-sitter-python, see `bundledPythonGrammar`). Set it
   * when a bundler moves the file.
   */
  readonly pythonGrammar?: string | Uint8Array;
  /**
   * The Go, Java, Rust and C++ grammars, each a path to its `.wasm` or its bytes. Default: the
   * copies this package ships in `grammars/` (`tree-sitter-go.wasm`…). Set one when a bundler moves the files.
   */
  readonly grammars?: Partial<Readonly<Record<TreeSitterLanguageName, string | Uint8Array>>>;
}

/** The tables of the languages parsed by {@link TreeSitterBackend}. */
const TREE_SITTER_SYNTAXES: readonly TreeSitterSyntax[] = [goSyntax, javaSyntax, rustSyntax, cppSyntax];

/** The tree-sitter backend of each of Go, Java, Rust and C++. */
export type TreeSitterBackends = Readonly<Record<TreeSitterLanguageName, TreeSitterBackend>>;

/** An operator the run uses, with its position in the registry (for ordering). */
interface ActiveMutator<SyntaxNode> {
  readonly name: string;
  readonly bugType: string;
  readonly registryIndex: number;
  mutate(node: SyntaxNode, context: MutatorContext): Iterable<SourceEdit>;
}

interface RawCandidate {
  readonly edit: SourceEdit;
  readonly operator: ActiveMutator<unknown>;
  readonly sequence: number;
}

/**
 * Enumerates single-edit mutants of Python, TypeScript, JavaScript, Go, Java, Rust and C++
 * sources. Create it once with {@link createMutationEngine} (the tree-sitter grammars are
 * WebAssembly, loaded asynchronously); after that {@link MutationEngine.mutate} is synchronous and
 * deterministic.
 */
export class MutationEngine {
  private readonly typescript = new TypeScriptBackend();

  /** Use {@link createMutationEngine}, which loads the grammars first. */
  constructor(
    private readonly python: PythonBackend,
    private readonly treeSitter?: TreeSitterBackends,
  ) {}

  /** The backend that parses `language`; JavaScript goes to the TypeScript one. */
  private backendFor(language: MutationLanguage): LanguageBackend<unknown> {
    if (language === 'python') return this.python as LanguageBackend<unknown>;
    if (language === 'typescript' || language === 'javascript') return this.typescript as LanguageBackend<unknown>;
    const backend = this.treeSitter?.[language as TreeSitterLanguageName];
    if (backend === undefined) throw new InvalidArgumentError(`mutate: this engine has no ${language} grammar loaded (create it with createMutationEngine)`);
    return backend as LanguageBackend<unknown>;
  }

  /**
   * Every candidate edit of `source` by the selected operators, in source order. Kept mutants
   * parse, differ from the canonical in exactly one statement, and differ from each other;
   * everything else is returned in `dropped` with its reason. The canonical must parse.
   * @throws InvalidArgumentError for an unknown language, operator name or entry point, a
   *   canonical that does not parse, or an operator that yields an out-of-range edit.
   */
  mutate(source: string, options: MutateOptions): MutationResult {
    if (typeof source !== 'string') {
      throw new InvalidArgumentError(`mutate: source must be a string, got ${source === null ? 'null' : typeof source}`);
    }
    const language: unknown = options?.language;
    if (!isMutationLanguage(language)) {
      throw new InvalidArgumentError(`mutate: options.language must be one of ${MUTATION_LANGUAGES.join(', ')}, got ${JSON.stringify(language)}`);
    }
    const { active, excluded } = selectMutators(language, options);
    return this.run(this.backendFor(language), language, source, options.entryPoint, active, excluded);
  }

  /**
   * Why `source` cannot be mutated as a canonical (it does not parse, or does not define
   * `entryPoint`), in the words `mutate` would throw; `undefined` when it can.
   */
  canonicalProblem(source: string, options: { language: MutationLanguage; entryPoint?: string }): string | undefined {
    try {
      this.backendFor(options.language).parseCanonical(source, options.entryPoint).dispose();
      return undefined;
    } catch (error) {
      if (ExecretError.isInstance(error) && error.code === ExecretErrorCode.INVALID_ARGUMENT) return error.message;
      throw error;
    }
  }

  /** Frees the tree-sitter parsers. The engine must not be used afterwards. */
  dispose(): void {
    this.python.dispose();
    for (const backend of Object.values(this.treeSitter ?? {})) backend.dispose();
  }

  private run<SyntaxNode>(
    backend: LanguageBackend<SyntaxNode>,
    language: MutationLanguage,
    source: string,
    entryPoint: string | undefined,
    active: readonly ActiveMutator<SyntaxNode>[],
    excluded: readonly ExcludedOperator[],
  ): MutationResult {
    const parsed = backend.parseCanonical(source, entryPoint);
    let raw: RawCandidate[];
    try {
      raw = collectCandidates(parsed, active, source);
    } finally {
      parsed.dispose();
    }
    raw.sort(
      (left, right) =>
        left.edit.start - right.edit.start ||
        left.edit.end - right.edit.end ||
        left.operator.registryIndex - right.operator.registryIndex ||
        left.sequence - right.sequence,
    );
    const lines = new LineIndex(source);
    const comments = parsed.protectedRanges.filter((range) => range.kind === 'comment');
    const mutants: MutationCandidate[] = [];
    const dropped: DroppedCandidate[] = [];
    const firstIndexByCode = new Map<string, number>();
    raw.forEach((candidate, index) => {
      const mutant = describeCandidate(candidate, source, lines);
      const drop = (reason: DropReason, detail: string, duplicateOf?: number): void => {
        dropped.push(duplicateOf === undefined ? { ...mutant, reason, detail } : { ...mutant, reason, detail, duplicateOf, duplicateOfOperator: (raw[duplicateOf] as RawCandidate).operator.name });
      };
      const { edit } = candidate;
      if (edit.start < parsed.scope.start || edit.end > parsed.scope.end) {
        drop(DropReason.OUTSIDE_ENTRY_POINT, `the edit at line ${mutant.line} is outside the entry-point function "${entryPoint ?? ''}"`);
        return;
      }
      const touched = findTouchedProtectedRange(edit, parsed.protectedRanges, source);
      if (touched !== undefined) {
        drop(
          DropReason.PROTECTED_REGION,
          `the edit at line ${mutant.line} rewrites a ${touched.kind}: ${JSON.stringify(source.slice(touched.start, touched.end))}`,
        );
        return;
      }
      if (mutant.code === source) {
        drop(DropReason.IDENTICAL_TO_CANONICAL, 'the edit leaves the source unchanged');
        return;
      }
      const first = firstIndexByCode.get(mutant.code);
      if (first !== undefined) {
        const original = raw[first] as RawCandidate;
        drop(
          DropReason.DUPLICATE,
          `same code as candidate ${first} (${original.operator.name} at line ${lines.lineOf(original.edit.start) + 1})`,
          first,
        );
        return;
      }
      firstIndexByCode.set(mutant.code, index);
      const syntax = backend.checkSyntax(mutant.code);
      if (syntax.problem !== undefined) {
        drop(DropReason.PARSE_ERROR, `the mutant does not parse: ${syntax.problem}`);
        return;
      }
      const single = checkSingleStatement(edit, parsed.statements, comments, source);
      if (!single.ok) {
        drop(DropReason.MULTIPLE_STATEMENTS, single.detail);
        return;
      }
      if (syntax.statementCount !== single.expectedStatementCount) {
        drop(
          DropReason.MULTIPLE_STATEMENTS,
          `the mutant has ${syntax.statementCount} statements, expected ${single.expectedStatementCount} after a one-statement edit`,
        );
        return;
      }
      mutants.push(mutant);
    });
    return { language, operators: active.map((operator) => operator.name), excluded, mutants, dropped };
  }
}

/**
 * True when `mutator` runs on `language`: its own language, and for JavaScript also TypeScript's
 * operators (JavaScript is parsed as TypeScript, and every TypeScript edit is a JavaScript edit).
 */
export function mutatorRunsOn(mutator: Mutator, language: MutationLanguage): boolean {
  return mutator.language === language || (language === 'javascript' && mutator.language === 'typescript');
}

function selectMutators(
  language: MutationLanguage,
  options: MutateOptions,
): { active: ActiveMutator<unknown>[]; excluded: ExcludedOperator[] } {
  const registry = options.mutators ?? allMutators;
  if (!Array.isArray(registry)) {
    throw new InvalidArgumentError(`mutate: options.mutators must be an array of Mutator objects, got ${typeof registry}`);
  }
  const forLanguage: { mutator: Mutator; registryIndex: number }[] = [];
  const seen = new Set<string>();
  registry.forEach((mutator: Mutator, registryIndex) => {
    if (typeof mutator?.mutate !== 'function' || typeof mutator.name !== 'string') {
      throw new InvalidArgumentError(`mutate: options.mutators[${registryIndex}] must be a Mutator (name, bugType, language, mutate), got ${JSON.stringify(mutator)}`);
    }
    if (!mutatorRunsOn(mutator, language)) return;
    if (seen.has(mutator.name)) {
      throw new InvalidArgumentError(`mutate: options.mutators has two ${language} operators named "${mutator.name}"; names must be unique per language`);
    }
    seen.add(mutator.name);
    forLanguage.push({ mutator, registryIndex });
  });
  const checkNames = (names: readonly string[], field: string): void => {
    for (const name of names) {
      if (!seen.has(name)) {
        throw new InvalidArgumentError(
          `mutate: ${field} names unknown ${language} operator "${name}"; known: ${[...seen].join(', ') || 'none'}`,
        );
      }
    }
  };
  const selected = options.operators === undefined ? undefined : new Set(options.operators);
  if (options.operators !== undefined) checkNames(options.operators, 'options.operators');
  const exclusions = new Map<string, string>();
  for (const exclusion of options.exclude ?? []) {
    if (typeof exclusion?.reason !== 'string' || exclusion.reason.trim() === '') {
      throw new InvalidArgumentError(`mutate: options.exclude entry for "${String(exclusion?.name)}" needs a non-empty reason`);
    }
    exclusions.set(exclusion.name, exclusion.reason);
  }
  checkNames([...exclusions.keys()], 'options.exclude');
  const active: ActiveMutator<unknown>[] = [];
  const excluded: ExcludedOperator[] = [];
  for (const { mutator, registryIndex } of forLanguage) {
    const reason = exclusions.get(mutator.name);
    if (reason !== undefined) excluded.push({ name: mutator.name, reason });
    else if (selected !== undefined && !selected.has(mutator.name)) excluded.push({ name: mutator.name, reason: 'not listed in options.operators' });
    else {
      active.push({
        name: mutator.name,
        bugType: mutator.bugType,
        registryIndex,
        mutate: mutator.mutate.bind(mutator) as ActiveMutator<unknown>['mutate'],
      });
    }
  }
  return { active, excluded };
}

function collectCandidates<SyntaxNode>(
  parsed: ParsedCanonical<SyntaxNode>,
  active: readonly ActiveMutator<SyntaxNode>[],
  source: string,
): RawCandidate[] {
  const context: MutatorContext = { source };
  const raw: RawCandidate[] = [];
  for (const node of parsed.nodes) {
    for (const operator of active) {
      let edits: Iterable<SourceEdit>;
      try {
        edits = [...operator.mutate(node, context)];
      } catch (error) {
        throw new ExecretError(
          ExecretErrorCode.INTERNAL,
          `operator "${operator.name}" threw: ${error instanceof Error ? error.message : String(error)}`,
          { cause: error },
        );
      }
      for (const edit of edits) {
        validateEdit(edit, operator.name, source.length);
        raw.push({ edit, operator: operator as ActiveMutator<unknown>, sequence: raw.length });
      }
    }
  }
  return raw;
}

function validateEdit(edit: SourceEdit, operator: string, length: number): void {
  const valid =
    typeof edit === 'object' &&
    edit !== null &&
    Number.isInteger(edit.start) &&
    Number.isInteger(edit.end) &&
    edit.start >= 0 &&
    edit.start <= edit.end &&
    edit.end <= length &&
    typeof edit.replacement === 'string';
  if (!valid) {
    throw new InvalidArgumentError(
      `operator "${operator}" yielded an invalid edit: expected { start, end, replacement } with 0 <= start <= end <= ${length} (the source length), got ${JSON.stringify(edit)}`,
    );
  }
}

/** Builds the mutant record: code, line, and the changed lines before and after. */
function describeCandidate(candidate: RawCandidate, source: string, lines: LineIndex): MutationCandidate {
  const { edit } = candidate;
  const code = source.slice(0, edit.start) + edit.replacement + source.slice(edit.end);
  const firstLine = lines.lineOf(edit.start);
  const lastChanged = edit.end > edit.start ? edit.end - 1 : edit.start;
  const lastLine = lines.lineOf(lastChanged);
  const regionStart = lines.lineStart(firstLine);
  const regionEnd = lines.lineEnd(lastLine);
  const before = source.slice(regionStart, regionEnd);
  const removesWholeLines =
    edit.replacement === '' && edit.start === regionStart && edit.end > edit.start && source[edit.end - 1] === '\n';
  // Where the changed region ends in the mutant: the rest of the last line follows the replacement.
  const regionEndInMutant = edit.start + edit.replacement.length + Math.max(0, regionEnd - edit.end);
  const newline = code.indexOf('\n', regionEndInMutant);
  const after = removesWholeLines ? '' : code.slice(regionStart, newline === -1 ? code.length : newline);
  return {
    code,
    bugType: candidate.operator.bugType,
    operator: candidate.operator.name,
    line: firstLine + 1,
    before,
    after,
    edit,
  };
}

/**
 * Creates a {@link MutationEngine}: loads the tree-sitter WebAssembly grammars of Python, Go,
 * Java, Rust and C++ and a ts-morph project. Works offline.
 */
export async function createMutationEngine(options: MutationEngineOptions = {}): Promise<MutationEngine> {
  const grammar = await loadPythonGrammar(options.pythonGrammar);
  const loaded = await Promise.all(
    TREE_SITTER_SYNTAXES.map(async (syntax) => new TreeSitterBackend(await loadGrammar(syntax.grammarPackage, options.grammars?.[syntax.language]), syntax)),
  );
  const backends = Object.fromEntries(loaded.map((backend) => [backend.language, backend])) as Record<TreeSitterLanguageName, TreeSitterBackend>;
  return new MutationEngine(new PythonBackend(grammar), backends);
}
