import { breakableHtml } from './breakable-html.js';
import type { DomainColumn } from './domain-columns.js';
import { escapeHtml } from './escape-html.js';
import { formatNumber } from './format-number.js';
import type { LeaderboardRow } from './report-types.js';

/**
 * The per-domain exec@k table of `report.html` with one row per domain and one column per system
 * (leaderboard order), with each domain's query count: the layout that fits the page when there are
 * fewer systems than domains.
 */
export function renderDomainRowsHtml(k: number, domains: readonly DomainColumn[], rows: readonly Pick<LeaderboardRow, 'system' | 'metrics_by_domain'>[]): string {
  const head = `<tr><th>domain</th><th class="num">queries</th>${rows.map((row) => `<th class="num">${breakableHtml(row.system)}</th>`).join('')}</tr>`;
  const body = domains
    .map(
      (column) =>
        `<tr><th scope="row">${escapeHtml(column.domain)}</th><td class="num">${column.queries.toLocaleString('en-US')}</td>` +
        `${rows.map((row) => `<td class="num">${formatNumber(row.metrics_by_domain?.[column.domain]?.[`exec@${k}`])}</td>`).join('')}</tr>`,
    )
    .join('');
  return `<div class="table-wrap"><table class="compact domains-down"><thead>${head}</thead><tbody>${body}</tbody></table></div>`;
}
