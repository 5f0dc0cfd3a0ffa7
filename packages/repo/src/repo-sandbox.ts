import { execFileSync } from 'node:child_process';
import { chmod, cp, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { RepoProjectError } from './repo-project-error.js';

/** Folder names never copied into the private copy (environments, caches, version control). */
export const UNCOPIED_FOLDERS: readonly string[] = ['.git', '.hg', '.svn', '.venv', 'venv', '.tox', '.nox', 'node_modules', '__pycache__', '.pytest_cache', '.mypy_cache', '.execret-cache'];

/**
 * Copies the project into a new private folder (`<tmp>/execret-repo-XXXX/project`), leaving out
 * {@link UNCOPIED_FOLDERS} and any folder holding a `pyvenv.cfg` (a virtualenv, which runs from its
 * original, read-only place). The copy is readable and writable by the sandbox's user. Returns the
 * private folder (the project copy is its `project` child).
 */
export async function copyProject(projectDir: string, skip: readonly string[] = UNCOPIED_FOLDERS): Promise<string> {
  const privateDir = await mkdtemp(join(tmpdir(), 'execret-repo-'));
  const target = join(privateDir, 'project');
  const skipped = new Set(skip);
  const environments = new Set<string>();
  await cp(projectDir, target, {
    recursive: true,
    filter: async (source) => {
      const path = relative(projectDir, source);
      if (path === '') return true;
      const name = path.split(sep).pop() as string;
      if (skipped.has(name)) return false;
      const info = await stat(source).catch(() => undefined);
      if (info?.isDirectory() && (await stat(join(source, 'pyvenv.cfg')).catch(() => undefined)) !== undefined) {
        environments.add(path);
        return false;
      }
      return true;
    },
  });
  await makeShared(privateDir);
  return privateDir;
}

async function makeShared(folder: string): Promise<void> {
  await chmod(folder, 0o777);
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) await makeShared(path);
    else if (entry.isFile()) await chmod(path, 0o666 | ((await stat(path)).mode & 0o111));
  }
}

/** Removes a private folder made by {@link copyProject}. */
export async function removePrivateCopy(privateDir: string): Promise<void> {
  await rm(privateDir, { recursive: true, force: true });
}

let bubblewrapPath: string | null | undefined;

/** The `bwrap` executable on PATH, or undefined. */
export function findBubblewrap(): string | undefined {
  if (bubblewrapPath === undefined) {
    try {
      bubblewrapPath = execFileSync('sh', ['-c', 'command -v bwrap'], { encoding: 'utf8' }).trim() || null;
    } catch {
      bubblewrapPath = null;
    }
  }
  return bubblewrapPath ?? undefined;
}

/** Options of {@link sandboxedCommand}. */
export interface SandboxedCommandOptions {
  /** The only folder the command may write (the private folder), besides a private `/tmp`. */
  writableDir: string;
  /** Working directory inside the sandbox. */
  cwd: string;
  /** Names of environment variables copied from this process (`--pass-env`); nothing else is passed. */
  passEnv?: readonly string[];
  /**
   * Folders mounted read-only at their own path after the private `/tmp` (the project's virtualenv
   * and the original project, which the whole-root mount would not show when they live under `/tmp`).
   */
  readOnlyDirs?: readonly string[];
  /** `auto` (bubblewrap when installed), `bwrap` (required), `none` (no namespace; the environment is still emptied). */
  sandbox?: 'auto' | 'bwrap' | 'none';
}

/**
 * The command line and environment that run `executable args` sandboxed: with bubblewrap, the whole
 * file system read-only (the project's environment included), the private folder writable, a
 * private `/tmp`, no network, a new PID namespace, uid 65534 when run as root; always an empty
 * environment apart from `PATH`, `HOME=/tmp`, `LANG` and the `--pass-env` names.
 */
export function sandboxedCommand(executable: string, args: readonly string[], options: SandboxedCommandOptions): { command: string; args: string[]; env: Record<string, string>; sandboxed: boolean } {
  const env: Record<string, string> = { PATH: '/usr/local/bin:/usr/bin:/bin', HOME: '/tmp', LANG: 'C.UTF-8', PYTHONDONTWRITEBYTECODE: '1', PYTHONHASHSEED: '0' };
  for (const name of options.passEnv ?? []) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  const mode = options.sandbox ?? 'auto';
  const bwrap = mode === 'none' ? undefined : findBubblewrap();
  if (bwrap === undefined) {
    if (mode === 'bwrap') throw new RepoProjectError('--sandbox bwrap: bubblewrap (bwrap) is not installed; install it (apt-get install bubblewrap) or run without it');
    return { command: executable, args: [...args], env, sandboxed: false };
  }
  const setenv = Object.entries(env).flatMap(([name, value]) => ['--setenv', name, value]);
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  return {
    command: bwrap,
    args: [
      '--ro-bind', '/', '/',
      '--dev', '/dev',
      '--proc', '/proc',
      '--tmpfs', '/tmp',
      ...(options.readOnlyDirs ?? []).flatMap((folder) => ['--ro-bind', folder, folder]),
      '--bind', options.writableDir, options.writableDir,
      '--unshare-all',
      ...(root ? ['--unshare-user', '--uid', '65534', '--gid', '65534'] : []),
      '--die-with-parent',
      '--new-session',
      '--chdir', options.cwd,
      '--clearenv',
      ...setenv,
      executable,
      ...args,
    ],
    env: {},
    sandboxed: true,
  };
}
