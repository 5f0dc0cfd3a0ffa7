import { escapeHtml } from './escape-html.js';

/**
 * The tick labels above a column of HTML bar rows: one label per tick, placed at its share of the
 * column width (`left: x%`), so labels line up with bars drawn in percent units.
 */
export function renderBarAxis(ticks: ReadonlyArray<{ at: number; label: string }>): string {
  const labels = ticks.map((tick) => `<span style="left:${percent(tick.at)}">${escapeHtml(tick.label)}</span>`).join('');
  return `<div class="bar-axis">${labels}</div>`;
}

/** A share in [0, 1] as a CSS/SVG percentage with two decimals (`12.5%`), clamped to [0%, 100%]. */
export function percent(share: number): string {
  const clamped = Math.min(1, Math.max(0, Number.isFinite(share) ? share : 0));
  return `${Math.round(clamped * 10000) / 100}%`;
}
