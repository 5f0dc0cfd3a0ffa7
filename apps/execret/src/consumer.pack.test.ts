/**
 * The packages as a user receives them: every workspace packed by `npm run pack:all`
 * (scripts/pack-all.mjs, the documented route before a release), the tarballs installed into a new
 * project outside the repository, and the `execret` command run through the bin npm linked there;
 * and every package checked by `npm publish --dry-run`. Needs the workspaces built (turbo's `test` depends on `build`) and reads
 * third-party packages from the npm cache that `npm ci` filled (`--prefer-offline`).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { packAll, type PackedTarball } from '../../../scripts/pack-all.mjs';

const run = promisify(execFile);
const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const repositoryRoot = join(packageRoot, '..', '..');
const exampleBundle = join(repositoryRoot, 'examples', 'tiny-bundle');

// Installing @huggingface/transformers (onnxruntime-node and -web, about 450 MB) would dwarf the
// rest; the app takes it as an optional peer and works without it.
const NOT_INSTALLED = new Set(['@execret/embeddings-transformers']);
// npm passes its own settings to scripts as npm_* variables; the local prefix, the workspace and
// the package among them would make npm in the consumer project act on this repository.
const KEPT_NPM_VARIABLES = new Set(['npm_config_cache', 'npm_config_registry', 'npm_config_userconfig', 'npm_config_globalconfig', 'npm_config_cafile', 'npm_config_nodedir']);

/** The environment of a user's shell: no npm script variables, no repository tools on PATH. */
function userEnvironment(): NodeJS.ProcessEnv {
  const environment: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (name === 'INIT_CWD' || name === 'NODE_OPTIONS') continue;
    if (/^npm_/i.test(name) && !KEPT_NPM_VARIABLES.has(name.toLowerCase())) continue;
    environment[name] = value;
  }
  const insideRepository = (entry: string): boolean => entry === repositoryRoot || entry.startsWith(repositoryRoot + sep);
  environment.PATH = (process.env.PATH ?? '').split(delimiter).filter((entry) => !insideRepository(entry)).join(delimiter);
  return environment;
}

/** Runs a command as a user would; a failure names the command and carries its whole output. */
async function command(file: string, args: string[], cwd: string, extraEnvironment: NodeJS.ProcessEnv = {}): Promise<{ stdout: string; stderr: string }> {
  try {
    return await run(file, args, { cwd, env: { ...userEnvironment(), ...extraEnvironment }, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const { code, stdout, stderr } = error as { code?: unknown; stdout?: string; stderr?: string };
    throw new Error(`${[file, ...args].join(' ')} (in ${cwd}) exited with ${String(code)}\n${stdout ?? ''}${stderr ?? ''}`, { cause: error });
  }
}

/**
 * The files of the extending guide's last section ("Use it in your own project"): every code block
 * whose first line is `// <file name>`, the tasks (the JSON block) and the operator table it shows.
 */
async function guideProject(): Promise<{ files: Map<string, string>; tasks: string; table: string }> {
  const guide = await readFile(join(repositoryRoot, 'docs', 'extending-the-mutator.md'), 'utf8');
  const section = guide.slice(guide.indexOf('## Use it in your own project'));
  const files = new Map<string, string>();
  let tasks = '';
  let table = '';
  for (const [, language, body] of section.matchAll(/```(\w*)\n([\s\S]*?)```/g)) {
    const named = /^\/\/ (\S+)\n/.exec(body ?? '');
    if (named !== null) files.set(named[1] as string, body as string);
    else if (language === 'json') tasks = body as string;
    else if (language === '' && (body ?? '').startsWith('operator ')) table = body as string;
  }
  return { files, tasks, table };
}

async function installedVersion(name: string): Promise<string> {
  const manifest = JSON.parse(await readFile(join(repositoryRoot, 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

let work: string;
let project: string;
let tarballs: PackedTarball[];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'execret-consumer-'));
  const tarballFolder = join(work, 'tarballs');
  project = join(work, 'project');
  await mkdir(tarballFolder);
  await mkdir(project);
  tarballs = await packAll(tarballFolder, { env: userEnvironment() });

  // Every internal package comes from its tarball (a range such as ^0.1.0 in a dependent then
  // resolves to it, never to the registry).
  const dependencies: Record<string, string> = {};
  for (const tarball of tarballs) {
    if (!NOT_INSTALLED.has(tarball.name)) dependencies[tarball.name] = `file:../tarballs/${tarball.filename}`;
  }
  const manifest = {
    name: 'execret-consumer',
    private: true,
    type: 'module',
    dependencies,
    // What the extending guide has users install to test their operator.
    devDependencies: Object.fromEntries(await Promise.all(['@types/node', 'jest', '@jest/globals', '@swc/jest', '@swc/core'].map(async (name) => [name, await installedVersion(name)] as const))),
    // better-sqlite3 compiles for minutes where its prebuilt binary cannot be downloaded: the
    // project takes the version this repository built and copies that binary in (below).
    // @swc/core's and @parcel/watcher's scripts only check or build what npm installs as binaries.
    allowScripts: { 'better-sqlite3': false, '@swc/core': false, '@parcel/watcher': false },
    overrides: { 'better-sqlite3': await installedVersion('better-sqlite3') },
  };
  await writeFile(join(project, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await command('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], project);
  const binary = join('better-sqlite3', 'build', 'Release', 'better_sqlite3.node');
  await mkdir(dirname(join(project, 'node_modules', binary)), { recursive: true });
  await cp(join(repositoryRoot, 'node_modules', binary), join(project, 'node_modules', binary));
  await command('node', ['-e', "require('better-sqlite3')(':memory:').close()"], project);
  await cp(exampleBundle, join(project, 'tiny-bundle'), { recursive: true });
}, 600_000);

afterAll(async () => {
  if (work !== undefined) await rm(work, { recursive: true, force: true });
});

describe('the packed packages', () => {
  it('ship built code and sources, not tests, fixtures, build caches or build audits', () => {
    expect(tarballs.map((tarball) => tarball.name).sort()).toContain('execret');
    for (const tarball of tarballs) {
      const paths = tarball.files.map((file) => file.path);
      expect(paths).toContain('dist/index.js');
      expect(paths.filter((path) => /\.test\.ts$|__fixtures__|__snapshots__|-build-cache\.jsonl$|dataset_validation\.json$/.test(path))).toEqual([]);
    }
    const app = tarballs.find((tarball) => tarball.name === 'execret');
    expect(app?.files.map((file) => file.path)).toEqual(expect.arrayContaining(['bin/execret.js', 'dist/cli.js']));
  });

  it('bring no native build tooling for the grammar the mutator loads as WebAssembly', async () => {
    const mutator = tarballs.find((tarball) => tarball.name === '@execret/mutator');
    expect(mutator?.files.map((file) => file.path)).toEqual(expect.arrayContaining(['grammars/tree-sitter-python.wasm', 'grammars/LICENSE-tree-sitter-python']));
    const lock = JSON.parse(await readFile(join(project, 'package-lock.json'), 'utf8')) as { packages: Record<string, unknown> };
    // (node-addon-api is there for the guide's jest, through @parcel/watcher, not for a grammar.)
    expect(Object.keys(lock.packages).filter((path) => /node_modules\/(tree-sitter-python|node-gyp-build)$/.test(path))).toEqual([]);
  });

  it('install from their tarballs, not from the registry', async () => {
    const lock = JSON.parse(await readFile(join(project, 'package-lock.json'), 'utf8')) as { packages: Record<string, { resolved?: string }> };
    const internal = Object.entries(lock.packages).filter(([path]) => /node_modules\/(@execret\/[^/]+|execret)$/.test(path));
    expect(internal.length).toBe(tarballs.length - NOT_INSTALLED.size);
    for (const [path, entry] of internal) expect({ path, resolved: entry.resolved }).toEqual({ path, resolved: expect.stringMatching(/^file:/) });
  });

  it('publish as they are: npm publish --dry-run of every package, public, with nothing for npm to correct', async () => {
    const published = await command('npm', ['publish', '--dry-run', '--workspaces', '--json'], repositoryRoot);
    const entries = JSON.parse(published.stdout) as Record<string, { name: string; version: string }>;
    expect(Object.keys(entries).sort()).toEqual(tarballs.map((tarball) => tarball.name).sort());
    expect(published.stderr).not.toMatch(/auto-corrected|errors corrected/);
    expect(published.stderr).toContain('with tag latest and public access (dry-run)');
    for (const tarball of tarballs) {
      const manifest = JSON.parse(await readFile(join(repositoryRoot, tarball.name === 'execret' ? 'apps/execret' : `packages/${tarball.name.slice('@execret/'.length)}`, 'package.json'), 'utf8')) as { publishConfig?: { access?: string }; files?: string[] };
      expect({ name: tarball.name, access: manifest.publishConfig?.access, files: manifest.files?.includes('dist') }).toEqual({ name: tarball.name, access: 'public', files: true });
    }
  }, 300_000);

  it('type-check in a consumer with skipLibCheck: false', async () => {
    const imports = tarballs
      .filter((tarball) => !NOT_INSTALLED.has(tarball.name))
      .map((tarball, index) => `import * as package${index} from '${tarball.name}';\nconsole.log(Object.keys(package${index}).length);`);
    await writeFile(join(project, 'consumer.ts'), `${imports.join('\n')}\nimport { MockEmbeddingModel } from '@execret/embeddings/testing';\nconsole.log(MockEmbeddingModel.name);\n`);
    const compilerOptions = { module: 'NodeNext', target: 'ES2022', strict: true, skipLibCheck: false, noEmit: true, types: ['node'] };
    await writeFile(join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['consumer.ts'] }));
    // tsc comes with typescript, a dependency of @execret/oracle; a failure lists the errors.
    await expect(command('npx', ['--no-install', 'tsc', '-p', '.'], project)).resolves.toEqual({ stdout: '', stderr: '' });
  }, 300_000);
});

describe('the installed execret command', () => {
  it('is the bin file of the installed package', async () => {
    const target = await realpath(join(project, 'node_modules', '.bin', 'execret'));
    expect(relative(project, target).split(sep).join('/')).toBe('node_modules/execret/bin/execret.js');
  });

  it('prints its version', async () => {
    const { version } = JSON.parse(await readFile(join(packageRoot, 'package.json'), 'utf8')) as { version: string };
    const result = await command('npx', ['--no-install', 'execret', '--version'], project);
    expect(result.stdout.trim()).toBe(version);
  }, 120_000);

  it('validates the built-in bundle it ships without its build audit', async () => {
    const result = await command('npx', ['--no-install', 'execret', 'validate', 'builtin'], project);
    expect(result.stderr).toContain("dataset_validation.json (the build's audit) is listed in manifest.json but not shipped");
    expect(result.stdout.trim().endsWith('valid')).toBe(true);
  }, 120_000);

  it("runs the README's example for your own project (on the tiny bundle) and reports it", async () => {
    const readme = await readFile(join(repositoryRoot, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Use the packages in your own project'));
    const lines = [...section.matchAll(/^npx execret (run .*|report .*)$/gm)].map((match) => (match[1] as string).split(/\s+/));
    expect(lines.map((words) => words[0])).toEqual(['run', 'report']);
    const [runWords, reportWords] = lines as [string[], string[]];
    const ran = await command('npx', ['--no-install', 'execret', ...runWords, '--bundle', 'tiny-bundle', '--json'], project);
    expect((JSON.parse(ran.stdout) as Array<{ status: string }>).map((outcome) => outcome.status)).toEqual(['computed', 'computed']);
    await command('npx', ['--no-install', 'execret', ...reportWords], project);
    expect(await readFile(join(project, 'execret-out', 'leaderboard.md'), 'utf8')).toContain('bm25:lucene');
  }, 300_000);

  it('validates a bundle', async () => {
    const result = await command('npx', ['--no-install', 'execret', 'validate', 'tiny-bundle'], project);
    expect(result.stdout).toContain('snippets    10 (3 canonical, 7 distractors)');
    expect(result.stdout.trim().endsWith('valid')).toBe(true);
  }, 120_000);
});

describe("the extending guide's project", () => {
  it('tests the operator as the guide writes it, builds a bundle with it, and runs a retriever of its own on that bundle', async () => {
    const { files, tasks, table } = await guideProject();
    expect([...files.keys()].sort()).toEqual(['expect-mutation.ts', 'jest.config.js', 'swap-min-max.test.ts', 'swap-min-max.ts']);
    for (const [name, text] of files) await writeFile(join(project, name), text);
    await writeFile(join(project, 'tasks.jsonl'), tasks);

    const tested = await command('npx', ['--no-install', 'jest', 'swap-min-max'], project, { NODE_OPTIONS: '--experimental-vm-modules' });
    expect(tested.stderr).toMatch(/Tests: +2 passed, 2 total/);

    const built = await command('npx', ['--no-install', 'execret', 'build', '--from', 'jsonl', 'tasks.jsonl', '--mutators', 'swap-min-max.ts', '--no-builtin-mutators', '--out', 'my-bench'], project);
    expect(built.stdout).toContain(table.trimEnd());
    const metadata = (await readFile(join(project, 'my-bench', 'distractor_metadata.jsonl'), 'utf8')).trimEnd().split('\n').map((line) => JSON.parse(line) as { operator: string });
    expect(metadata.map((row) => row.operator)).toEqual(['swap-min-max', 'swap-min-max']);
    const withBuiltins = await command('npx', ['--no-install', 'execret', 'build', '--from', 'jsonl', 'tasks.jsonl', '--mutators', 'swap-min-max.ts', '--out', 'my-bench-all', '--json'], project);
    const report = JSON.parse(withBuiltins.stdout) as { distractors: { by_operator: Record<string, { kept: number; candidates: number; duplicates?: number }> } };
    expect(Object.keys(report.distractors.by_operator).length).toBeGreaterThan(1);
    // The built-in min-max makes the same two edits first: the guide's copies are duplicates.
    expect(report.distractors.by_operator['swap-min-max']).toMatchObject({ candidates: 0, duplicates: 2, duplicates_of: { 'min-max': 2 } });
    expect(report.distractors.by_operator['min-max']).toMatchObject({ candidates: 2 });

    // A retriever of the project's own, in TypeScript, that knows the clamp idiom.
    await writeFile(
      join(project, 'idiom-first.ts'),
      `import type { Retriever } from '@execret/core';

let documents: Array<{ id: string; text: string }> = [];

export const idiomFirst: Retriever = {
  systemId: 'idiom-first',
  describe: () => ({ rule: 'max(low, min(x, high)) first' }),
  async index(corpus) {
    documents = corpus.map((document) => ({ id: document.id, text: document.text }));
  },
  async search(queries) {
    return new Map(queries.map((query) => [query.id, documents.map((document) => ({ corpusId: document.id, score: document.text.includes('max(low, min(') ? 1 : 0 }))]));
  },
};
`,
    );
    const ran = await command('npx', ['--no-install', 'execret', 'run', '--bundle', 'my-bench', '--system', 'module:idiom-first.ts#idiomFirst', '--out', 'my-results', '--json'], project);
    const outcomes = JSON.parse(ran.stdout) as Array<{ status: string; metrics: Record<string, number> }>;
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['computed']);
    // The canonical is the one snippet with the idiom: rank 1 for the one query.
    expect(outcomes[0]?.metrics['exec@1']).toBe(1);
  }, 300_000);
});
