import { createRequire } from 'node:module';
import { access, readdir, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Language } from '@execret/core';
import type { DetectOptions, RepoDetection, RepoDiscovery, RepoFunction, RepoLanguageBackend, RunnerOptions, SwitchingRunner } from '../repo-language-backend.js';
import { RepoProjectError } from '../repo-project-error.js';
import { discoverJavaScript, listJavaScriptFiles, type JavaScriptFunction } from './javascript-discovery.js';
import { JavaScriptSwitchingRunner } from './javascript-switching-runner.js';
import { nodeModulesChain } from './node-modules-chain.js';

/** The JavaScript test runners execret can keep warm. */
export type JavaScriptRunnerKind = 'node-test' | 'jest' | 'vitest';

const exists = (path: string): Promise<boolean> => access(path).then(() => true, () => false);

interface PackageJson {
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

/**
 * Which runner a project uses: `--test-command` first (`node --test …`, `jest …`, `npx vitest …`),
 * else `package.json`'s `test` script, else its devDependencies and config files
 * (`jest.config.*`, `vitest.config.*`), else `node:test` imports in test files.
 */
export async function detectJavaScriptRunner(projectDir: string, testCommand?: readonly string[]): Promise<{ kind: JavaScriptRunnerKind; testArgs: string[] } | undefined> {
  if (testCommand !== undefined && testCommand.length > 0) {
    const words = [...testCommand];
    const at = (pattern: RegExp): number => words.findIndex((word) => pattern.test(word));
    const vitest = at(/(^|\/)vitest(\.m?js)?$/);
    if (vitest >= 0) return { kind: 'vitest', testArgs: words.slice(vitest + 1).filter((word) => word !== 'run') };
    const jest = at(/(^|\/)jest(\.js)?$/);
    if (jest >= 0) return { kind: 'jest', testArgs: words.slice(jest + 1) };
    const nodeTest = at(/^--test$/);
    if (nodeTest >= 0 && words.some((word) => /(^|\/)node$/.test(word))) return { kind: 'node-test', testArgs: words.slice(nodeTest + 1) };
    return undefined;
  }
  const packageText = await readFile(join(projectDir, 'package.json'), 'utf8').catch(() => undefined);
  if (packageText === undefined) return undefined;
  let manifest: PackageJson;
  try {
    manifest = JSON.parse(packageText) as PackageJson;
  } catch {
    throw new RepoProjectError(`${join(projectDir, 'package.json')}: not valid JSON`);
  }
  const script = manifest.scripts?.['test'] ?? '';
  if (/\bvitest\b/.test(script)) return { kind: 'vitest', testArgs: [] };
  if (/\bjest\b/.test(script)) return { kind: 'jest', testArgs: [] };
  if (/\bnode\b[^|&;]*\s--test\b/.test(script)) {
    const words = script.split(/\s+/);
    const args = words.slice(words.indexOf('--test') + 1);
    return { kind: 'node-test', testArgs: args.filter((word) => !word.startsWith('-')).map((word) => word.replace(/^['"]|['"]$/g, '')) };
  }
  const dependencies = { ...manifest.dependencies, ...manifest.devDependencies };
  const names = await readdir(projectDir);
  if ('vitest' in dependencies || names.some((name) => /^vitest\.config\./.test(name))) return { kind: 'vitest', testArgs: [] };
  if ('jest' in dependencies || names.some((name) => /^jest\.config\./.test(name))) return { kind: 'jest', testArgs: [] };
  for (const file of await listJavaScriptFiles(projectDir)) {
    if (!/(^|\/)(test|tests|__tests__)\/|[._-]test\.[cm]?js$/.test(file)) continue;
    if (/['"]node:test['"]/.test(await readFile(join(projectDir, file), 'utf8'))) return { kind: 'node-test', testArgs: [] };
  }
  return undefined;
}

/** True when the project's sources are TypeScript (a `tsconfig.json`, or more `.ts` than `.js` files). */
async function isTypeScriptProject(projectDir: string): Promise<boolean> {
  if (await exists(join(projectDir, 'tsconfig.json'))) return true;
  const files = await listJavaScriptFiles(projectDir);
  return files.filter((file) => /\.[cm]?tsx?$/.test(file)).length > files.length / 2;
}

/**
 * A JavaScript/TypeScript backend for one runner and one language (TypeScript projects give
 * `typescript` queries, others `javascript`). Discovery parses with ts-morph; the runner copies and
 * instruments the project with mutant schemata and keeps the test runner warm
 * ({@link JavaScriptSwitchingRunner}).
 */
export function createJavaScriptBackend(kind: JavaScriptRunnerKind, language: Extract<Language, 'javascript' | 'typescript'>): RepoLanguageBackend {
  const functionsOf = new WeakMap<readonly RepoFunction[], JavaScriptFunction[]>();
  return {
    name: kind,
    language,

    async detect(projectDir: string, options: DetectOptions = {}): Promise<RepoDetection | undefined> {
      const root = resolve(projectDir);
      const runner = await detectJavaScriptRunner(root, options.testCommand);
      if (runner?.kind !== kind) return undefined;
      if ((await isTypeScriptProject(root)) !== (language === 'typescript')) return undefined;
      const environmentDirs = await nodeModulesChain(root);
      let executable = process.execPath;
      let version = process.version;
      if (kind === 'vitest') throw new RepoProjectError(`${root}: vitest projects are recognised but not supported yet; run with --test-command "node --test …" or "jest …" if the tests allow it`);
      if (kind === 'node-test' && language === 'typescript') throw new RepoProjectError(`${root}: node --test on TypeScript sources needs a loader Node 20 does not have; use jest (ts-jest) or compile first`);
      if (kind === 'jest') {
        try {
          executable = createRequire(join(root, 'package.json')).resolve('jest');
          const manifest = JSON.parse(await readFile(join(dirname(executable), '..', 'package.json'), 'utf8').catch(() => '{}')) as { version?: string };
          version = `jest ${manifest.version ?? '?'}`;
        } catch (error) {
          throw new RepoProjectError(`${root}: the tests run with jest, but jest cannot be resolved from the project (npm install it)`, error);
        }
      }
      return {
        backend: kind,
        projectDir: root,
        executable,
        environmentDirs,
        testArgs: runner.testArgs,
        description: `${kind === 'node-test' ? 'node --test' : version} on Node ${process.version} (${language}, warm ${kind === 'node-test' ? 'prepared worker threads' : 'jest runCLI'})${runner.testArgs.length > 0 ? ` with ${runner.testArgs.join(' ')}` : ''}`,
      };
    },

    async discover(projectDir: string): Promise<RepoDiscovery> {
      const discovery = await discoverJavaScript(projectDir);
      functionsOf.set(discovery.functions, discovery.functions);
      return discovery;
    },

    async startRunner(detection: RepoDetection, functions: readonly RepoFunction[], options: RunnerOptions): Promise<SwitchingRunner> {
      let detailed = functionsOf.get(functions);
      if (detailed === undefined) {
        // Functions that did not come from this backend's discover (e.g. filtered copies): find them again.
        const fresh = await discoverJavaScript(detection.projectDir);
        const byId = new Map(fresh.functions.map((fn) => [fn.id, fn]));
        detailed = functions.map((fn) => byId.get(fn.id)).filter((fn): fn is JavaScriptFunction => fn !== undefined);
      }
      return JavaScriptSwitchingRunner.start(detection, detailed, options);
    },
  };
}

/** Every JavaScript/TypeScript backend, in the order `detect` tries them. */
export const javascriptBackends: readonly RepoLanguageBackend[] = (['node-test', 'jest', 'vitest'] as const).flatMap((kind) => [createJavaScriptBackend(kind, 'typescript'), createJavaScriptBackend(kind, 'javascript')]);
