export { buildReport, DEFAULT_REPORT_RESAMPLES, DEFAULT_REPORT_SEED, REPORT_FILES } from './build-report.js';
export type { BuiltReport, ReportOptions, ReportSummary } from './build-report.js';
export type { ReportBundle } from './report-bundle.js';
export { applyBundle } from './apply-bundle.js';
export type { BundleApplication } from './apply-bundle.js';
export { deriveDiagnostics } from './derive-diagnostics.js';
export type { DerivedDiagnostics } from './derive-diagnostics.js';
export { buildStudyViews } from './study-views.js';
export type { PooledDenseDeception, StudyViews, SystemStudyView } from './study-views.js';
export { datasetTables, NO_DOMAIN } from './dataset-tables.js';
export type { DatasetBugTypeRow, DatasetDomainRow, DatasetTables } from './dataset-tables.js';
export { DENSE_SYSTEM_RULE, isDenseSystem } from './dense-systems.js';
export { rank1MissesByBugType } from './rank1-misses-by-bug-type.js';
export type { Rank1MissesByBugType, Rank1MissGroup, Rank1MissKind } from './rank1-misses-by-bug-type.js';
export { poolDeception } from './pooled-deception.js';
export type { PooledDeception } from './pooled-deception.js';
export { taskDomain } from './task-domain.js';
export { compareEdits } from './compare-edits.js';
export type { CompareEditsOptions, EditsComparison, EditsDeception, EditsSide, EditsSideSummary, EditsSystemComparison } from './compare-edits.js';
export { buildResultsFile, parseResultsFile, readResultsFile, RESULTS_FILE_TOP_RESULTS, serializeResultsFile } from './results-file.js';
export type {
  BuildResultsFileOptions,
  ParsedResultsFile,
  ResultsFile,
  ResultsFileExecret,
  ResultsFileQuery,
  ResultsFileResult,
  ResultVerdict,
  VerdictLookup,
} from './results-file.js';
export { loadResults, NON_SYSTEM_RESULT_FILES } from './load-results.js';
export { buildLeaderboard, commonKs, COMPARED_METRIC_FAMILIES, comparedMetricKeys, headlineK, TIE_FLAG_THRESHOLD } from './build-leaderboard.js';
export { formatTieCell, formatWithInterval, renderLeaderboardMarkdown } from './render-leaderboard-markdown.js';
export { renderReportHtml } from './render-report-html.js';
export type { ReportHtmlInput } from './render-report-html.js';
export type {
  BootstrapSettings,
  FullLeaderboard,
  IntervalValue,
  LeaderboardRow,
  ListedQuery,
  ListedResult,
  LoadedResults,
  LoadedSystem,
  ReportDiagnostics,
} from './report-types.js';
export { pipelineGains, rerankedStage } from './pipeline-gains.js';
export type { PipelineGain, PipelineGainRow } from './pipeline-gains.js';
export { renderPipelineGainsHtml, renderPipelineGainsMarkdown } from './render-pipeline-gains.js';
export { checkReleaseFolder, RELEASE_CHECKS } from './check-release-folder.js';
export type { ReleaseCheckOptions, ReleaseCheckReport, ReleaseCheckResult, ReleaseCheckStatus, SavedEmbeddings } from './check-release-folder.js';
export { releasedVerdicts } from './released-verdicts.js';
export type { ReleasedVerdicts } from './released-verdicts.js';
export { isTemporaryFileName, RELEASE_FOLDER_FILES } from './release-folder-files.js';
export { formatSha256Sums, listChecksummedFiles, parseSha256Sums, SHA256SUMS_FILE, verifySha256Sums, writeSha256Sums } from './sha256-sums.js';
export type { MalformedSha256SumsLine, Sha256SumsEntry, Sha256SumsReport } from './sha256-sums.js';
export { buildDrillDown } from './drill-down.js';
export type { DrillDown, DrillDownDisagreement, DrillDownEntry, DrillDownFailure, DrillDownResult, DrillDownSystem } from './drill-down.js';
export { DRILL_DOWN_MAX_CHARS, renderDrillDownHtml } from './render-drill-down-html.js';
export type { DrillDownHtmlOptions } from './render-drill-down-html.js';
export { renderBundleHtml } from './render-bundle-html.js';
export type { BundleHtmlInput } from './render-bundle-html.js';
export { codeListingHtml, snippetDiffHtml } from './snippet-diff-html.js';
export { PAPER_FOLDER, PAPER_FORMATS, paperExports } from './paper-exports.js';
export type { PaperFormat } from './paper-exports.js';
export { paperTables } from './paper-tables.js';
export type { PaperCell, PaperTable } from './paper-tables.js';
export { paperFigures, standaloneSvg } from './paper-figures.js';
export { renderPaperCsv } from './render-paper-csv.js';
export { escapeLatex, renderPaperLatex } from './render-paper-latex.js';
