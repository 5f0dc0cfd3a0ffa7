import { ExecretError, ExecretErrorCode, InvalidArgumentError, LANGUAGES } from '@execret/core';
import type { Language } from '@execret/core';
import { allMutators } from './all-mutators.js';
import { checkSingleStatement, findTouchedProtectedRange } from './edit-checks.js';
import type { LanguageBackend, ParsedCanonical } from './language-backend.js';
import { LineIndex } from './line-index.js';
import type { Mutator, MutatorContext, SourceEdit } from './mutator.js';
import { DropReason } from './mutation-result.js';
import type {
  DroppedCandidate,
  ExcludedOperator,
  MutateOptions,
  MutationCandidate,
  MutationResult,
} from './mutation-result.js';
import { PythonBackend, loadPythonGrammar } from './python/python-backend.js';
import { TypeScriptBackend } from './typescript/typescript-backend.js';

/** Options of {@link createMutationEngine}. */
export interface MutationEngineOptions {
  /**
   * The tree-sitter-python grammar: a path to `tree-sitter-python.wasm` or its bytes. Default:
   * the copy this package ships in `grammars/` (from tree-sitter-python, see `bundledPythonGrammar`). Set it
   * when a bundler moves the file.
   */
  readonly pythonGrammar?: string | Uint8Array;
}

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
 * Enumerates single-edit mutants of Python and TypeScript sources. Create it once with
 * {@link createMutationEngine} (Python needs its WebAssembly grammar loaded, which is
 * asynchronous); after that {@link MutationEngine.mutate} is synchronous and deterministic.
 */
export class MutationEngine {
  private readonly typescript = new TypeScriptBackend();

  /** Use {@link createMutationEngine}, which loads the Python grammar first. */
  constructor(private readonly python: PythonBackend) {}

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
    const language = options?.language;
    if (!(LANGUAGES as readonly unknown[]).includes(language)) {
      throw new InvalidArgumentError(`mutate: options.language must be one of ${LANGUAGES.join(', ')}, got ${JSON.stringify(language)}`);
    }
    const { active, excluded } = selectMutators(language, options);
    if (language === 'python') return this.run(this.python, source, options.entryPoint, active as ActiveMutator<never>[], excluded);
    return this.run(this.typescript, source, options.entryPoint, active as ActiveMutator<never>[], excluded);
  }

  /**
   * Why `source` cannot be mutated as a canonical (it does not parse, or does not define
   * `entryPoint`), in the words `mutate` would throw; `undefined` when it can.
   */
  canonicalProblem(source: string, options: { language: Language; entryPoint?: string }): string | undefined {
    try {
      if (options.language === 'python') this.python.parseCanonical(source, options.entryPoint).dispose();
      else this.typescript.parseCanonical(source, options.entryPoint).dispose();
      return undefined;
    } catch (error) {
      if (ExecretError.isInstance(error) && error.code === ExecretErrorCode.INVALID_ARGUMENT) return error.message;
      throw error;
    }
  }

  /** Frees the Python parser. The engine must not be used afterwards. */
  dispose(): void {
    this.python.dispose();
  }

  private run<SyntaxNode>(
    backend: LanguageBackend<SyntaxNode>,
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
        dropped.push(duplicateOf === undefined ? { ...mutant, reason, detail } : { ...mutant, reason, detail, duplicateOf });
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
    return { language: backend.language, operators: active.map((operator) => operator.name), excluded, mutants, dropped };
  }
}

function selectMutators(
  language: Language,
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
    if (mutator.language !== language) return;
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
 * Creates a {@link MutationEngine}: loads the tree-sitter-python WebAssembly grammar (once per
 * process) and a ts-morph project. Works offline.
 */
export async function createMutationEngine(options: MutationEngineOptions = {}): Promise<MutationEngine> {
  const grammar = await loadPythonGrammar(options.pythonGrammar);
  return new MutationEngine(new PythonBackend(grammar));
}
