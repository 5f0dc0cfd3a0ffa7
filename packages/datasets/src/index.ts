export { DOMAINS, TaskFileError, loadTaskDirectory, parseTaskFile } from './task-file.js';
export type { Domain, TaskFileContext } from './task-file.js';
export { builtinBundleDirectory, builtinTaskDirectory, loadBuiltinTasks } from './builtin.js';
export { assembleBundle } from './assemble.js';
export type { AssembleOptions, AssembledTask, VerifiedMutant } from './assemble.js';
export { IMPORTERS, IMPORT_KINDS, importSource, importTasks, isImportKind } from './importers/import-tasks.js';
export type { ImportKind, ImportTasksOptions } from './importers/import-tasks.js';
export type { ImportOptions, ImportReport, ImportResult, Importer, SkippedRecord } from './importers/import-result.js';
export { taskTooBig } from './importers/import-result.js';
export { importHumanEval, splitHumanEvalPrompt, splitHumanEvalTests } from './importers/humaneval-importer.js';
export type { HumanEvalPromptParts, HumanEvalTests } from './importers/humaneval-importer.js';
export { importJsonlTasks } from './importers/jsonl-task-importer.js';
export { importMbpp } from './importers/mbpp-importer.js';
export { importRelease } from './importers/release-importer.js';
export { importHumanEvalPlus } from './importers/humanevalplus-importer.js';
export { HUMANEVAL_X_LANGUAGES, humanEvalXEntryPoint, importHumanEvalX } from './importers/humaneval-x-importer.js';
export { GO_TESTIFY_SETUP, JAVASCRIPT_CONSOLE_ASSERT_SETUP, humanEvalXExamples, splitHumanEvalXTests, type HumanEvalXLanguage, type HumanEvalXTests } from './importers/humaneval-x-tests.js';
export { importMbppPlus, splitMbppPlusPrompt } from './importers/mbppplus-importer.js';
export type { EvalPlusImportOptions } from './importers/evalplus-importer.js';
export { DEFAULT_MAX_PLUS_INPUTS, MAX_ARGUMENTS_CHARS, planEvalPlusTests } from './importers/evalplus-test-plan.js';
export type { DroppedInput, EvalPlusTestPlan, PlannedInput } from './importers/evalplus-test-plan.js';
export {
  ALLCLOSE_SETUP,
  EXPECTED_OUTPUT_PROBE_SETUP,
  MAX_EXPECTED_OUTPUT_CHARS,
  expectedOutputProbe,
  expectedOutputTest,
  readProbeOutcome,
} from './importers/expected-output-probe.js';
export type { ExpectedOutputProbeJob, ProbeResult } from './importers/expected-output-probe.js';
export { pendingTestPlan, resolveExpectedOutputs } from './importers/resolve-expected-outputs.js';
export type { EvalPlusTestSummary, ExpectedOutputRunner, ResolveExpectedOutputsOptions } from './importers/resolve-expected-outputs.js';
export { findEntryPoint } from './importers/find-entry-point.js';
export { HARD_NEGATIVE_SOURCES, collectHardNegatives, sentenceTransformersColumns, sentenceTransformersRecords, tripletRecords } from './hard-negatives.js';
export type {
  HardNegative,
  HardNegativeCounts,
  HardNegativeOptions,
  HardNegativeSet,
  HardNegativeSkipReason,
  HardNegativeSource,
  SentenceTransformersOptions,
  SentenceTransformersRecords,
  SentenceTransformersRowIds,
  SkippedSnippet,
  TripletRecord,
  VerdictSource,
} from './hard-negatives.js';
export { amplifyTests, GENERATED_TESTS_FIELD, INPUTS_PER_TEST, NOT_AMPLIFIED_REASONS } from './amplify/amplify-tests.js';
export type { AmplificationReport, AmplifyCandidates, AmplifyJob, AmplifyRunner, AmplifyStage, AmplifyTestsOptions, AmplifyTestsResult, TaskAmplification } from './amplify/amplify-tests.js';
export { withoutGeneratedTests } from './amplify/without-generated-tests.js';
export type { WithoutGeneratedTestsResult } from './amplify/without-generated-tests.js';
