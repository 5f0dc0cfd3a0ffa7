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
  TestOutcome,
} from './types.js';
export {
  BundleError,
  ExecretError,
  ExecretErrorCode,
  InvalidArgumentError,
  IoError,
  JsonlParseError,
  SchemaError,
  formatLocation,
  formatProblem,
  toExecretError,
} from './errors.js';
export type { BundleProblem, BundleProblemKind, ExecretErrorOptions, SourceLocation } from './errors.js';
export { readJsonl, readJsonlFile, writeChunksAtomic, writeFileAtomic, writeJsonl, writeLinesAtomic } from './jsonl.js';
export type { JsonlRecord, ReadJsonlOptions, RowLocation, WrittenFile } from './jsonl.js';
export {
  FieldReader,
  describeValue,
  parseCorpusRow,
  parseDistractorMetadataRow,
  parseExecutionCacheRow,
  parseQueryRow,
} from './schema.js';
export {
  BUNDLE_FILES,
  BUNDLE_FORMAT,
  BUNDLE_FORMAT_VERSION,
  checkIdOrderLeak,
  countBundle,
  readBundle,
  resolveBundleDirectory,
  validateBundle,
  writeBundle,
} from './bundle.js';
export type {
  Bundle,
  BundleCounts,
  BundleManifest,
  BundleValidationReport,
  ManifestFileEntry,
  ReadBundleOptions,
  WriteBundleOptions,
} from './bundle.js';
export { codeSha256, serializeTests, sha256Hex, testsSha256 } from './hash.js';
export { SeededRandom } from './seeded-random.js';
