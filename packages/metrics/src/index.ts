export { DEFAULT_KS, EXECUTION_METRIC_NAMES, METRIC_NAMES } from './types.js';
export type {
  BugTypeLookup,
  Judgements,
  MetricKey,
  MetricName,
  QueryJudgement,
  QuerySet,
  TieRule,
  UnexecutedPolicy,
  VerdictLookup,
} from './types.js';
export { evaluateRun } from './evaluate-run.js';
export type { EvaluateRunOptions, EvaluationCounts, RunEvaluation } from './evaluate-run.js';
export { pairsNeedingVerdicts } from './pairs-needing-verdicts.js';
export type { PairsNeedingVerdictsOptions } from './pairs-needing-verdicts.js';
export { diagnoseRun } from './diagnose-run.js';
export type {
  CanonicalComparison,
  CanonicalVersusDistractors,
  CountShare,
  DeceptionCounts,
  DeceptionReport,
  DensityAblationRow,
  DiagnoseRunOptions,
  Rank1MissComposition,
  RunDiagnostics,
  TieSummary,
} from './diagnose-run.js';
export { compareTrecEval, orderRanking } from './order-ranking.js';
export { compareUtf8 } from './compare-utf8.js';
export { readTrecRun, readTrecRunLines } from './read-trec-run.js';
export { TEXT_LINE_MAX_BYTES } from './text-lines.js';
export type { ReadTrecOptions, TrecRunFile, TrecRunLine } from './read-trec-run.js';
export { trecRunLines, writeTrecRun } from './write-trec-run.js';
export type { WriteTrecRunOptions } from './write-trec-run.js';
export { readQrels, readQrelsLines } from './read-qrels.js';
export type { Qrels, QrelsLine } from './read-qrels.js';
export { qrelsLines, writeQrels } from './write-qrels.js';
export { judgementsToQrels, qrelsToJudgements } from './qrels-to-judgements.js';
export type { QrelsToJudgementsOptions } from './qrels-to-judgements.js';
export { judgementsFromQueries } from './judgements-from-queries.js';
export type { JudgementSource } from './judgements-from-queries.js';
export { meansByGroup } from './means-by-group.js';
export type { GroupMeans } from './means-by-group.js';
export { gradedJudgements, RELEVANCE_GRADES, RELEVANCE_SCHEMES } from './graded-judgements.js';
export type { GradedJudgementsOptions, RelevanceScheme, TestShareLookup } from './graded-judgements.js';
export { evaluatePreferences } from './evaluate-preferences.js';
export type { EvaluatePreferencesOptions, PreferenceEvaluation } from './evaluate-preferences.js';
