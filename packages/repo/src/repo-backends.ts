import { javascriptBackends } from './javascript/javascript-backend.js';
import { pytestBackend } from './python/pytest-backend.js';
import type { DetectOptions, RepoDetection, RepoLanguageBackend } from './repo-language-backend.js';
import { RepoProjectError } from './repo-project-error.js';

/** The backends `build --from repo` tries, in order (JavaScript/TypeScript runners join here). */
export const REPO_BACKENDS: readonly RepoLanguageBackend[] = [pytestBackend, ...javascriptBackends];

/**
 * The first backend that recognises the project.
 *
 * @throws RepoProjectError naming the backends tried when none does.
 */
export async function detectRepoBackend(projectDir: string, options: DetectOptions & { backends?: readonly RepoLanguageBackend[] } = {}): Promise<{ backend: RepoLanguageBackend; detection: RepoDetection }> {
  const backends = options.backends ?? REPO_BACKENDS;
  for (const backend of backends) {
    const detection = await backend.detect(projectDir, options);
    if (detection !== undefined) return { backend, detection };
  }
  throw new RepoProjectError(`${projectDir}: no test runner recognised (tried ${backends.map((backend) => backend.name).join(', ')}${options.testCommand === undefined ? '' : ` with --test-command ${options.testCommand.join(' ')}`}); a Python project needs pytest in its .venv, venv or python3`);
}
