export { buildReport, DEFAULT_REPORT_RESAMPLES, DEFAULT_REPORT_SEED, REPORT_FILES } from './build-report.js';
export type { BuiltReport, ReportOptions, ReportSummary } from './build-report.js';
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
  LoadedResults,
  LoadedSystem,
  ReportDiagnostics,
} from './report-types.js';
