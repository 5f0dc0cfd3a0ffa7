import { execFile } from 'node:child_process';
import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { findExecutable } from '@execret/core';
import type { DetectOptions, RepoDetection, RepoDiscovery, RepoFunction, RepoLanguageBackend, RunnerOptions, SwitchingRunner } from '../repo-language-backend.js';
import { RepoProjectError } from '../repo-project-error.js';
import { PytestSwitchingRunner } from './pytest-runner.js';
import helperSource from './execret_repo.py';

const exists = (path: string): Promise<boolean> => access(path).then(() => true, () => false);

/** Files whose presence says "Python project". */
const PYTHON_MARKERS = ['pyproject.toml', 'setup.py', 'setup.cfg', 'pytest.ini', 'tox.ini', 'conftest.py', 'requirements.txt'];

/**
 * Python projects tested with pytest. The interpreter is the project's own virtualenv
 * (`<project>/.venv/bin/python`, `<project>/venv/bin/python`), else `python3` on PATH; it must
 * import pytest. `--test-command` is `pytest <args>` or `python -m pytest <args>`: the arguments
 * after pytest are passed to the warm session (node ids, `-k`, `-m`, folders).
 */
export const pytestBackend: RepoLanguageBackend = {
  name: 'pytest',
  language: 'python',

  async detect(projectDir: string, options: DetectOptions = {}): Promise<RepoDetection | undefined> {
    const root = resolve(projectDir);
    const command = options.testCommand;
    const named = command !== undefined && command.length > 0;
    if (named && !command.some((part) => /(^|\/)pytest$|^py\.test$/.test(part) || part === 'pytest')) return undefined;
    let marked = false;
    for (const marker of PYTHON_MARKERS) if (await exists(join(root, marker))) marked = true;
    if (!marked && !named) {
      const { stdout } = await run('sh', ['-c', 'ls -R . 2>/dev/null | grep -m1 "\\.py$" || true'], root);
      if (stdout.trim() === '') return undefined;
    }
    let executable: string | undefined;
    const environmentDirs: string[] = [];
    for (const venv of ['.venv', 'venv']) {
      const candidate = join(root, venv, 'bin', 'python');
      if (await exists(candidate)) {
        executable = candidate;
        environmentDirs.push(join(root, venv));
        break;
      }
    }
    const interpreterInCommand = named ? command.find((part) => /python[0-9.]*$/.test(part)) : undefined;
    if (interpreterInCommand !== undefined) executable = interpreterInCommand.includes('/') ? resolve(root, interpreterInCommand) : findExecutable(interpreterInCommand);
    executable ??= findExecutable('python3');
    if (executable === undefined) throw new RepoProjectError('no Python interpreter: the project has no .venv or venv and python3 is not on PATH');
    const testArgs = named ? command.slice(command.findIndex((part) => /pytest$/.test(part)) + 1) : [];
    const check = await run(executable, ['-c', 'import pytest, sys; print(pytest.__version__, sys.version.split()[0])'], root).catch((error: Error) => ({ stdout: '', stderr: error.message }));
    if (check.stdout.trim() === '') throw new RepoProjectError(`${executable} cannot import pytest (install it in the project's environment: pip install pytest): ${check.stderr.trim().split('\n').pop() ?? ''}`);
    const [pytestVersion, pythonVersion] = check.stdout.trim().split(' ');
    return { backend: 'pytest', projectDir: root, executable, environmentDirs, testArgs, description: `pytest ${pytestVersion ?? '?'} on Python ${pythonVersion ?? '?'} (${executable})${testArgs.length > 0 ? ` with ${testArgs.join(' ')}` : ''}` };
  },

  async discover(projectDir: string): Promise<RepoDiscovery> {
    // ast only: no project code runs. The machine's python3 parses (a virtualenv's own Python
    // would parse its own syntax, but discovery must not need the environment).
    const python = findExecutable('python3');
    if (python === undefined) throw new RepoProjectError('python3 is not on PATH: it parses the project to find its functions');
    const folder = await mkdtemp(join(tmpdir(), 'execret-discover-'));
    try {
      const helper = join(folder, 'execret_repo.py');
      await writeFile(helper, helperSource);
      const { stdout } = await run(python, ['-B', helper, 'discover', resolve(projectDir)], projectDir, 256 * 1024 * 1024);
      return JSON.parse(stdout) as RepoDiscovery;
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  },

  async startRunner(detection: RepoDetection, functions: readonly RepoFunction[], options: RunnerOptions): Promise<SwitchingRunner> {
    return PytestSwitchingRunner.start(detection, functions, options);
  },
};

function run(command: string, args: readonly string[], cwd: string, maxBuffer = 16 * 1024 * 1024): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolvePromise, reject) => {
    execFile(command, [...args], { cwd, maxBuffer, env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', LANG: 'C.UTF-8' } }, (error, stdout, stderr) => {
      if (error !== null) reject(Object.assign(error, { stderr }));
      else resolvePromise({ stdout, stderr });
    });
  });
}

