export { ExecutionError } from './execution-error.js';
export { DEFAULT_LIMITS, jobTimeoutFor, jobTimeScale, resolveLimits, scaleTimeLimits } from './execution-limits.js';
export { calibrateTimeLimits, calibrationRungs, CALIBRATION_MARGIN, CALIBRATION_RUNGS, failsOnlyByTimeout } from './time-limit-calibration.js';
export type { CalibrationRung, TimeLimitCalibration } from './time-limit-calibration.js';
export { queryTestTimeoutMs, TEST_TIMEOUT_FIELD, withTestTimeout } from './task-time-limit.js';
export type { JobRunner } from './task-time-limit.js';
export type { ExecutionLimits } from './execution-limits.js';
export { NOT_RUN_OUTCOME, signalName } from './executor.js';
export type {
  ExecuteOptions,
  ExecutionJob,
  ExecutionVerdict,
  Executor,
  RuntimeDescription,
  SyntaxCheckJob,
  SyntaxCheckResult,
  SyntaxProblem,
} from './executor.js';
export { DEFAULT_PRELOAD_MODULES, HARNESS_VERSION } from './fork-server.js';
export { buildHardeningReport, formatHardeningReport } from './hardening-report.js';
export type { HardeningProtections, HardeningReport } from './hardening-report.js';
export { tasksPerJob } from './process-count.js';
export type { ProcessCount } from './process-count.js';
export { PythonExecutor } from './python-executor.js';
export type { PythonExecutorOptions } from './python-executor.js';
export { DEFAULT_TYPESCRIPT_LIMITS, TypeScriptExecutor } from './typescript-executor.js';
export type { TypeScriptExecutorOptions } from './typescript-executor.js';
export { JavaScriptExecutor } from './javascript-executor.js';
export type { JavaScriptExecutorOptions } from './javascript-executor.js';
export { CompiledLanguageExecutor, compileErrorOutcome, DEFAULT_COMPILED_LIMITS } from './compiled-language-executor.js';
export type { CompiledLanguageExecutorOptions } from './compiled-language-executor.js';
export type { BatchUnit, CompiledToolchain, RenderedBatch, ToolchainPaths, UnitSpan } from './compiled-toolchain.js';
export { CppExecutor } from './cpp-executor.js';
export { buildPrecompiledHeader, cppToolchain, createCppToolchain } from './cpp-toolchain.js';
export { RustExecutor } from './rust-executor.js';
export { rustToolchain } from './rust-toolchain.js';
export { GoExecutor } from './go-executor.js';
export { createGoToolchain, GO_PACKAGES, goCacheFolder } from './go-toolchain.js';
export { JavaExecutor } from './java-executor.js';
export { javaToolchain } from './java-toolchain.js';
export { SANDBOX_UID_RANGE } from './sandbox-plan.js';
export type { SandboxMode, SandboxOptions } from './sandbox-plan.js';
export { ExecutionCache, executionCacheKey, scaledRuntimeFingerprint, stoppedRuntimeFingerprint, STOPPED_RUNTIME_MARK, syntaxCheckCacheKey } from './execution-cache.js';
export { completeVerdicts, isLimitOutcome, LIMIT_OUTCOME_PREFIXES, outcomesToFirstFailure, runUntilLimit, truncateAfterLimit } from './run-until-limit.js';
export type { ExecutionCacheEntry, ExecutionCacheKey, ExportCacheOptions, ExportedSyntaxCheck, ImportCacheOptions, ImportCacheResult, SyntaxCheckCacheKey, SyntaxCheckedJob } from './execution-cache.js';
export { isInconclusive } from './syntax-check-result.js';
export { Oracle } from './oracle.js';
export type { OracleJob, OracleOptions, OracleRunOptions, OracleStats } from './oracle.js';
export { openLocalOracle } from './local-oracle.js';
export type { LocalOracle, LocalOracleOptions } from './local-oracle.js';
export { VerdictBook } from './verdict-book.js';
export type { EnsureVerdictsOptions } from './verdict-book.js';
export { writeDatasetValidation } from './gates/dataset-validation.js';
export type {
  BundleAudit,
  CanonicalRun,
  DatasetValidation,
  DistractorAudit,
  GateName,
  GateRecord,
  StackedEditsAudit,
  TaskAudit,
  TimeLimitAudit,
} from './gates/dataset-validation.js';
export { mutantSchemaProblems, taskSchemaProblems } from './gates/g1-schema.js';
export { CONFIRMATION_TIME_SCALE, confirmsOutcomes, isTimingSensitive } from './gates/g4-distractor-fails.js';
export { auditBundle } from './gates/g5-integrity.js';
export { bugTypePriority, selectionOrder } from './gates/select-distractors.js';
export { runValidationGates } from './gates/run-validation-gates.js';
export type { ValidationGateOptions, ValidationGateResult, ValidationPass } from './gates/run-validation-gates.js';
export type { TaskCandidates } from './gates/validation-gate.js';
export { DISAGREEMENT_KINDS, outcomeKind, verifyBundle } from './verify-bundle.js';
export type { BundleVerification, DisagreementKind, HereVerdict, SnippetPair, VerificationDisagreement, VerifyBundleOptions } from './verify-bundle.js';
export { applyEdit, applyEdits, editsOverlap, MAX_STACKED_EDITS, stackEdits } from './gates/stack-edits.js';
export type { LineEdit, StackedCandidate, StackedEdit, StackedEdits, StackEditsOptions, StackedMutant } from './gates/stack-edits.js';
