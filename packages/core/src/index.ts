export {
  BUG_TYPES,
  LANGUAGES,
  compareScoredItems,
  isBugType,
  isTestOutcome,
} from './types.js';
export type {
  BugType,
  CorpusLabel,
  CorpusRow,
  DistractorMetadataRow,
  ExecutionCacheRow,
  ExecutionResult,
  IndexOptions,
  Language,
  Mutant,
  QueryRow,
  Ranking,
  RetrievalDocument,
  RetrievalQuery,
  Retriever,
  Run,
  ScoredItem,
  SearchOptions,
  Task,
  TaskExample,
  TestOutcome,
  VerifiedMutant,
  VerifiedTask,
} from './types.js';
export {
  AbortedError,
  BundleError,
  ExecretError,
  ExecretErrorCode,
  InvalidArgumentError,
  InvalidUtf8Error,
  IoError,
  JsonlParseError,
  SchemaError,
  formatLocation,
  formatProblem,
  throwIfAborted,
  toExecretError,
} from './errors.js';
export type { BundleProblem, BundleProblemKind, ExecretErrorOptions, SourceLocation } from './errors.js';
export { decodeUtf8 } from './decode-utf8.js';
export { JSONL_LINE_MAX_BYTES, readJsonl, readJsonlFile, writeJsonl } from './jsonl.js';
export type { JsonlRecord, ReadJsonlOptions, RowLocation } from './jsonl.js';
export { writeChunksAtomic, writeFileAtomic, writeLinesAtomic } from './write-chunks-atomic.js';
export type { WrittenFile } from './write-chunks-atomic.js';
export {
  FieldReader,
  describeValue,
  parseCorpusRow,
  parseDistractorMetadataRow,
  parseExecutionCacheRow,
  parseQueryRow,
} from './schema.js';
export { BUNDLE_AUDIT_FILES, BUNDLE_FILES, BUNDLE_FORMAT, BUNDLE_FORMAT_VERSION } from './bundle-format.js';
export type { Bundle, BundleCounts, BundleManifest, ManifestFileEntry } from './bundle-format.js';
export { checkIdOrderLeak } from './check-id-order-leak.js';
export { countBundle } from './count-bundle.js';
export { readBundle } from './read-bundle.js';
export { resolveBundleDirectory } from './resolve-bundle-directory.js';
export { validateBundle } from './validate-bundle.js';
export type { BundleValidationReport, ReadBundleOptions } from './validate-bundle.js';
export { writeBundle } from './write-bundle.js';
export type { WriteBundleOptions } from './write-bundle.js';
export { codeSha256, serializeTests, sha256Hex, testsSha256 } from './hash.js';
export { BUNDLE_CONTENT_FILES, bundleSha256, sha256File } from './bundle-sha256.js';
export { describeFileKind, fileKind } from './file-kind.js';
export { codeSizeProblem, TASK_SIZE_LIMITS, taskSizeProblem } from './task-size-limits.js';
export type { TaskSizeLimits } from './task-size-limits.js';
export type { FileKind } from './file-kind.js';
export type { BundleContentHash } from './bundle-sha256.js';
export { DEFAULT_SEED, SeededRandom } from './seeded-random.js';
export { compareCodeUnits } from './compare-code-units.js';
export { findExecutable } from './find-executable.js';
export { sortedRecord } from './sorted-record.js';
export { findSystemEntry, parseSystemId } from './system-entry.js';
export type { ParsedSystemId, SystemContext, SystemEntry, SystemListing } from './system-entry.js';
