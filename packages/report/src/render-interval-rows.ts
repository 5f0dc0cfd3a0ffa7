import { breakableHtml } from './breakable-html.js';
import { escapeHtml } from './escape-html.js';
import { formatNumber } from './format-number.js';
import { percent, renderBarAxis } from './render-bar-axis.js';

/** One row of {@link renderIntervalRows}. */
export interface IntervalRow {
  /** System id. */
  label: string;
  /** Marker colour. */
  color: string;
  /** Point estimate in [0, 1]. */
  mean: number;
  /** Lower end of the interval. */
  low: number;
  /** Upper end of the interval. */
  high: number;
}

/**
 * A dot-and-whisker chart on a [0, 1] scale as an HTML table: one row per system with its mean as
 * a dot, its interval as a line, and the numbers beside it. Shapes use percent units, so nothing
 * is distorted when the column stretches.
 */
export function renderIntervalRows(caption: string, metricLabel: string, rows: readonly IntervalRow[]): string {
  const ticks = [0, 0.2, 0.4, 0.6, 0.8, 1].map((at) => ({ at, label: formatNumber(at, 1) }));
  const grid = [0.2, 0.4, 0.6, 0.8].map((at) => `<line class="grid" x1="${percent(at)}" x2="${percent(at)}" y1="0" y2="22"/>`).join('');
  const body = rows
    .map((row) => {
      const text = `${formatNumber(row.mean)} [${formatNumber(row.low)}, ${formatNumber(row.high)}]`;
      return (
        `<tr><th scope="row">${breakableHtml(row.label)}</th><td class="bar-cell"><svg class="bar" xmlns="http://www.w3.org/2000/svg" width="100%" height="22" role="img" aria-label="${escapeHtml(`${row.label}: ${metricLabel} ${text}`)}">${grid}` +
        `<line class="whisker" x1="${percent(row.low)}" x2="${percent(row.high)}" y1="11" y2="11" stroke="${row.color}"/>` +
        `<line class="whisker" x1="${percent(row.low)}" x2="${percent(row.low)}" y1="6" y2="16" stroke="${row.color}"/>` +
        `<line class="whisker" x1="${percent(row.high)}" x2="${percent(row.high)}" y1="6" y2="16" stroke="${row.color}"/>` +
        `<circle cx="${percent(row.mean)}" cy="11" r="5" fill="${row.color}"><title>${escapeHtml(`${row.label}: ${metricLabel} ${text}`)}</title></circle></svg></td>` +
        `<td class="num">${text}</td></tr>`
      );
    })
    .join('');
  return [
    `<table class="bars"><caption>${escapeHtml(caption)}</caption>`,
    `<thead><tr><th></th><th class="bar-cell">${renderBarAxis(ticks)}</th><th class="num">${escapeHtml(metricLabel)} [95% CI]</th></tr></thead>`,
    `<tbody>${body}</tbody></table>`,
  ].join('');
}
