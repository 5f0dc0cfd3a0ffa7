import { basename } from 'node:path';
import { InvalidArgumentError, type Language } from '@execret/core';
import { MUTATION_LANGUAGES, mutatorRunsOn, type Mutator } from '@execret/mutator';
import { loadUserModule } from './user-module.js';

/** One `--mutators` module as the build report records it. */
export interface UserMutatorModule {
  /** The module's file name (no folder: a bundle carries no path of the machine that built it). */
  file: string;
  /** SHA-256 of the module and the local files it imports (see `loadUserModule`). */
  sha256: string;
  /** The operators it exported, as `<language>/<name>`, in export order. */
  operators: string[];
}

/** Operators loaded from `--mutators` modules. */
export interface UserMutators {
  /** The operators, in the order of the modules and of each module's exports. */
  mutators: Mutator[];
  /** What each module gave. */
  modules: UserMutatorModule[];
  /** Where each operator of `mutators` (same order) was found: its module's index in `paths`, its export, and its position when the export is an array. */
  locations: UserMutatorLocation[];
  /** The module paths as given, in order. */
  paths: string[];
}

/** Where a module exports one of its operators (so a worker thread can find it again). */
export interface UserMutatorLocation {
  /** Index of the module in {@link UserMutators.paths}. */
  module: number;
  /** The export's name. */
  exportName: string;
  /** The operator's index when the export is an array. */
  position?: number;
}

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Whether a value is meant as an operator: an object with a `mutate` function. */
function looksLikeMutator(value: unknown): value is Record<string, unknown> {
  return isObject(value) && typeof value['mutate'] === 'function';
}

/** Why an object with a `mutate` function is not a valid operator, or undefined. */
function mutatorProblem(value: Record<string, unknown>): string | undefined {
  const { name, language, bugType, description } = value;
  if (typeof name !== 'string' || !KEBAB_CASE.test(name)) return `"name" must be a kebab-case string, got ${JSON.stringify(name)}`;
  if (typeof language !== 'string' || !(MUTATION_LANGUAGES as readonly string[]).includes(language)) return `"language" must be one of ${MUTATION_LANGUAGES.join(', ')}, got ${JSON.stringify(language)}`;
  if (typeof bugType !== 'string' || bugType.trim() === '') return `"bugType" must be a non-empty string, got ${JSON.stringify(bugType)}`;
  if (typeof description !== 'string') return `"description" must be a string, got ${JSON.stringify(description)}`;
  return undefined;
}

/**
 * Loads the operators of `--mutators` modules (ES modules or TypeScript files, see
 * `loadUserModule`). Every export that is an operator, or an array of operators, is taken; the
 * same object exported twice counts once. An export with a `mutate` function that is not a valid
 * operator is an error naming the file, export and field.
 *
 * @throws InvalidArgumentError when a module fails to load, exports no operator, exports a broken
 *   one, or two operators of one language share a name.
 */
export async function loadUserMutators(paths: readonly string[]): Promise<UserMutators> {
  const mutators: Mutator[] = [];
  const modules: UserMutatorModule[] = [];
  const locations: UserMutatorLocation[] = [];
  const owners = new Map<string, string>();
  for (const [moduleIndex, path] of paths.entries()) {
    const { namespace, sha256 } = await loadUserModule(path, `--mutators ${path}`);
    const found: Mutator[] = [];
    for (const [exportName, value] of Object.entries(namespace)) {
      const values: unknown[] = Array.isArray(value) ? value : [value];
      for (const [position, candidate] of values.entries()) {
        if (!looksLikeMutator(candidate)) continue;
        const where = Array.isArray(value) ? `export "${exportName}"[${position}]` : `export "${exportName}"`;
        const problem = mutatorProblem(candidate);
        if (problem !== undefined) throw new InvalidArgumentError(`${path}: ${where} is not an operator: ${problem}`);
        const mutator = candidate as unknown as Mutator;
        if (found.includes(mutator)) continue;
        const key = `${mutator.language}/${mutator.name}`;
        const owner = owners.get(key);
        if (owner !== undefined) throw new InvalidArgumentError(`${path}: ${where} is ${mutator.language} operator "${mutator.name}", a name ${owner} already uses; names must be unique per language`);
        owners.set(key, `${path} (${where})`);
        found.push(mutator);
        locations.push({ module: moduleIndex, exportName, ...(Array.isArray(value) ? { position } : {}) });
      }
    }
    if (found.length === 0) {
      const names = Object.keys(namespace);
      throw new InvalidArgumentError(
        `${path}: exports no operator (an object with name, bugType, language, description and a mutate generator, or an array of them); it exports ${names.length === 0 ? 'nothing' : names.join(', ')} (--mutators)`,
      );
    }
    mutators.push(...found);
    modules.push({ file: basename(path), sha256, operators: found.map((mutator) => `${mutator.language}/${mutator.name}`) });
  }
  return { mutators, modules, locations, paths: [...paths] };
}

/** Which operators `execret build` runs. */
export interface OperatorChoice {
  /** Only these operator names (any language). */
  operators?: readonly string[];
  /** Only operators of these bug types. */
  bugTypes?: readonly string[];
  /** Leave these operator names out (any language). */
  excludeOperators?: readonly string[];
}

/** The mutator options of one language: the registry and the operators left out, with reasons. */
export interface LanguageOperators {
  mutators: readonly Mutator[];
  exclude: Array<{ name: string; reason: string }>;
  /** Names of the operators that run, in registry order. */
  active: string[];
}

function checkNames(given: readonly string[], known: readonly string[], option: string): void {
  const unknown = given.filter((name) => !known.includes(name));
  if (unknown.length > 0) throw new InvalidArgumentError(`${option}: unknown ${unknown.length === 1 ? 'value' : 'values'} ${unknown.map((name) => JSON.stringify(name)).join(', ')}; allowed: ${known.join(', ')}`);
}

/**
 * Applies `--operators`, `--bug-types` and `--exclude-operators` to a registry, per language.
 * Names and bug types are checked against the whole registry (every language), so a typo is an
 * error, not an empty selection; a language left with no operator is an error too.
 *
 * @throws InvalidArgumentError naming the option and the allowed values.
 */
export function chooseOperators(registry: readonly Mutator[], choice: OperatorChoice, languages: readonly Language[]): Map<Language, LanguageOperators> {
  const names = [...new Set(registry.map((mutator) => mutator.name))].sort();
  const bugTypes = [...new Set(registry.map((mutator) => String(mutator.bugType)))].sort();
  if (choice.operators !== undefined) checkNames(choice.operators, names, '--operators');
  if (choice.bugTypes !== undefined) checkNames(choice.bugTypes, bugTypes, '--bug-types');
  if (choice.excludeOperators !== undefined) checkNames(choice.excludeOperators, names, '--exclude-operators');
  const chosen = new Map<Language, LanguageOperators>();
  for (const language of languages) {
    // JavaScript runs the TypeScript operators too (the mutator parses it as TypeScript).
    const mutators = registry.filter((mutator) => mutatorRunsOn(mutator, language));
    const exclude: LanguageOperators['exclude'] = [];
    const active: string[] = [];
    for (const mutator of mutators) {
      let reason: string | undefined;
      if (choice.excludeOperators?.includes(mutator.name)) reason = 'left out with --exclude-operators';
      else if (choice.operators !== undefined && !choice.operators.includes(mutator.name)) reason = 'not listed in --operators';
      else if (choice.bugTypes !== undefined && !choice.bugTypes.includes(String(mutator.bugType))) reason = `bug type ${String(mutator.bugType)} is not listed in --bug-types`;
      if (reason === undefined) active.push(mutator.name);
      else exclude.push({ name: mutator.name, reason });
    }
    if (active.length === 0) {
      throw new InvalidArgumentError(
        `no ${language} operator is left to run (${mutators.length === 0 ? `none of the given operators is for ${language}` : `${mutators.length} left out by --operators, --bug-types or --exclude-operators`}); the tasks to build are ${language}`,
      );
    }
    chosen.set(language, { mutators, exclude, active });
  }
  return chosen;
}
