import { breakableHtml } from './breakable-html.js';
import { escapeHtml } from './escape-html.js';
import { escapeMarkdown } from './escape-markdown.js';
import { formatNumber } from './format-number.js';
import { htmlSection } from './html-section.js';
import type { FullLeaderboard, LeaderboardRow } from './report-types.js';

function withInterval(row: LeaderboardRow, key: string): string {
  const mean = row.metrics[key];
  const low = row.metrics[`${key}_ci95_low`];
  const high = row.metrics[`${key}_ci95_high`];
  if (mean === undefined) return '—';
  return low === undefined || high === undefined ? formatNumber(mean) : `${formatNumber(mean)} [${formatNumber(low)}, ${formatNumber(high)}]`;
}

// nDCG@10 is the headline of CoREB, CoIR and MTEB; else the deepest cutoff.
function qualityK(leaderboard: FullLeaderboard): number {
  return leaderboard.ks.includes(10) ? 10 : Math.max(...leaderboard.ks, 1);
}

function hasQuality(leaderboard: FullLeaderboard, k: number): boolean {
  return leaderboard.rows.some((row) => [`graded_ndcg@${k}`, `test_share_ndcg@${k}`, 'ppa', 'mrs'].some((key) => row.metrics[key] !== undefined));
}

const NOTE =
  "Graded nDCG: gain 2 for the canonical, 1 for a paired distractor (CoREB); test-share nDCG: gain = share of the query's tests passed. " +
  'PPA: share of (canonical, paired distractor) pairs with the canonical ranked above; MRS: mean of 1/(1 + position of the canonical) − 1/(1 + position of the distractor), 0-based (CoQuIR). ' +
  'Expected PPA counts a pair tied in score as ½.';

/**
 * The leaderboard section of graded relevance and quality-aware metrics (what `execret run` writes
 * since its axes: `graded_ndcg@k`, `test_share_ndcg@k`, CoQuIR's `ppa` and `mrs` with their 95%
 * bootstrap intervals and tie-aware values), nDCG at 10 (else the deepest cutoff), one row per system in
 * leaderboard order (`—` where a system has no value). No lines when no system has any of them
 * (results files of older versions or of the study).
 */
export function renderQualityMarkdown(leaderboard: FullLeaderboard): string[] {
  const k = qualityK(leaderboard);
  if (!hasQuality(leaderboard, k)) return [];
  const line = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;
  const value = (row: LeaderboardRow, key: string): string => (row.metrics[key] === undefined ? '—' : formatNumber(row.metrics[key]));
  return [
    '',
    '## Graded relevance and quality-aware metrics',
    '',
    line(['system', `ndcg@${k}`, `graded ndcg@${k}`, `test-share ndcg@${k}`, 'PPA [95% CI]', 'expected PPA', 'MRS [95% CI]']),
    line([':--', '--:', '--:', '--:', '--:', '--:', '--:']),
    ...leaderboard.rows.map((row) =>
      line([escapeMarkdown(row.system), value(row, `ndcg@${k}`), value(row, `graded_ndcg@${k}`), value(row, `test_share_ndcg@${k}`), withInterval(row, 'ppa'), value(row, 'expected_ppa'), withInterval(row, 'mrs')]),
    ),
    '',
    NOTE,
  ];
}

/** The same table as {@link renderQualityMarkdown} as a `report.html` section (empty when no system has these metrics). */
export function renderQualityHtml(leaderboard: FullLeaderboard): string {
  const k = qualityK(leaderboard);
  if (!hasQuality(leaderboard, k)) return '';
  const cell = (text: string): string => `<td class="num">${text}</td>`;
  const value = (row: LeaderboardRow, key: string): string => (row.metrics[key] === undefined ? '—' : formatNumber(row.metrics[key]));
  const body = leaderboard.rows
    .map((row) => `<tr><th scope="row">${breakableHtml(row.system)}</th>${[value(row, `ndcg@${k}`), value(row, `graded_ndcg@${k}`), value(row, `test_share_ndcg@${k}`), withInterval(row, 'ppa'), value(row, 'expected_ppa'), withInterval(row, 'mrs')].map(cell).join('')}</tr>`)
    .join('');
  const head = ['system', `ndcg@${k}`, `graded ndcg@${k}`, `test-share ndcg@${k}`, 'PPA [95% CI]', 'expected PPA', 'MRS [95% CI]'].map((text, index) => `<th${index === 0 ? '' : ' class="num"'}>${text}</th>`).join('');
  return htmlSection('quality', 'Graded relevance and quality-aware metrics', escapeHtml(NOTE), `<div class="table-wrap"><table class="compact"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`);
}
