export type {
  DetectOptions,
  DiscoverOptions,
  DiscoveryDropReason,
  DroppedFunction,
  Replacement,
  RepoDetection,
  RepoDiscovery,
  RepoFunction,
  RepoLanguageBackend,
  RunnerOptions,
  SwitchingRunner,
  SwitchRequest,
  SwitchVerdict,
  TestCoverage,
} from './repo-language-backend.js';
export { buildRepoBenchmark } from './repo-benchmark.js';
export type { RepoBuildOptions, RepoBuildResult } from './repo-benchmark.js';
export { emptyFunnel, formatRepoBuildReport } from './repo-build-report.js';
export type { RepoBuildReport, RepoFunnel, RepoSurvivor } from './repo-build-report.js';
export { detectRepoBackend, REPO_BACKENDS } from './repo-backends.js';
export { RepoProjectError } from './repo-project-error.js';
export { copyProject, findBubblewrap, removePrivateCopy, sandboxedCommand, UNCOPIED_FOLDERS } from './repo-sandbox.js';
export type { SandboxedCommandOptions } from './repo-sandbox.js';
export { materializeSnapshot, snapshotProject } from './repo-snapshot.js';
export type { RepoSnapshot } from './repo-snapshot.js';
export { DEFAULT_TIME_LIMIT_RULE, switchTimeoutMs } from './switch-time-limit.js';
export type { TimeLimitRule } from './switch-time-limit.js';
export { pytestBackend } from './python/pytest-backend.js';
export { PytestSwitchingRunner } from './python/pytest-runner.js';
export { repoQueryMetadata, RepoVerdictBook } from './repo-verdict-book.js';
export type { RepoVerdictBookOptions, RunVerdictLookups } from './repo-verdict-book.js';
export { createJavaScriptBackend, detectJavaScriptRunner, javascriptBackends } from './javascript/javascript-backend.js';
export type { JavaScriptRunnerKind } from './javascript/javascript-backend.js';
export { discoverJavaScript } from './javascript/javascript-discovery.js';
export type { JavaScriptDiscovery, JavaScriptFunction } from './javascript/javascript-discovery.js';
export { JavaScriptSwitchingRunner } from './javascript/javascript-switching-runner.js';
