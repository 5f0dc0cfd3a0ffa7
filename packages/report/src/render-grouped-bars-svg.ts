import { escapeHtml as h } from './escape-html.js';
import { formatNumber } from './format-number.js';

/** One bar of a group in {@link renderGroupedBarsSvg}. */
export interface GroupedBar {
  /** Tooltip name of the series (a system). */
  label: string;
  /** Fill colour. */
  color: string;
  /** Value on the 0–1 axis (null: no bar). */
  value: number | null;
  /** Lower and upper end of an interval drawn as a whisker (optional). */
  interval?: [number, number] | undefined;
}

/** Options of {@link renderGroupedBarsSvg}. */
export interface GroupedBarsOptions {
  /** Accessible name of the chart. */
  title: string;
  /** Axis title under the 0–1 axis. */
  xTitle: string;
  /** One group per category (a bug type, or a single group), drawn top to bottom. */
  groups: ReadonlyArray<{ label: string; bars: readonly GroupedBar[] }>;
}

const LABEL_WIDTH = 190;
const PLOT_WIDTH = 380;
const BAR = 12;
const GAP = 10;

/**
 * Horizontal grouped bars on a 0–1 axis, as one `<svg class="chart">` (the classes of the report's
 * charts): a label per group, a bar per series with its value as a tooltip, and a whisker per bar
 * that has an interval. Height grows with the bars.
 */
export function renderGroupedBarsSvg(options: GroupedBarsOptions): string {
  const rows: string[] = [];
  let y = 10;
  for (const group of options.groups) {
    const groupHeight = group.bars.length * BAR;
    rows.push(`<text class="tick" x="${LABEL_WIDTH - 8}" y="${y + groupHeight / 2}" text-anchor="end" dominant-baseline="middle">${h(group.label)}</text>`);
    group.bars.forEach((bar, index) => {
      const top = y + index * BAR;
      if (bar.value === null) return;
      const tooltip = `<title>${h(`${group.label} · ${bar.label}: ${formatNumber(bar.value)}${bar.interval === undefined ? '' : ` [${formatNumber(bar.interval[0])}, ${formatNumber(bar.interval[1])}]`}`)}</title>`;
      rows.push(`<rect x="${LABEL_WIDTH}" y="${top + 1}" width="${(bar.value * PLOT_WIDTH).toFixed(1)}" height="${BAR - 2}" fill="${bar.color}">${tooltip}</rect>`);
      if (bar.interval !== undefined) {
        const [low, high] = bar.interval.map((value) => (LABEL_WIDTH + value * PLOT_WIDTH).toFixed(1));
        rows.push(`<line x1="${low}" x2="${high}" y1="${top + BAR / 2}" y2="${top + BAR / 2}" stroke="#1d2430" stroke-width="1.5"/>`);
      }
    });
    y += groupHeight + GAP;
  }
  const plotBottom = y;
  const axis = [0, 0.2, 0.4, 0.6, 0.8, 1].map((tick) => {
    const x = LABEL_WIDTH + tick * PLOT_WIDTH;
    return `<line class="grid" x1="${x}" x2="${x}" y1="4" y2="${plotBottom}"/><text class="tick" x="${x}" y="${plotBottom + 14}" text-anchor="middle">${tick.toFixed(1)}</text>`;
  });
  const width = LABEL_WIDTH + PLOT_WIDTH + 16;
  const height = plotBottom + 40;
  return (
    `<svg class="chart" xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${h(options.title)}"><title>${h(options.title)}</title>` +
    `${axis.join('')}<line class="axis" x1="${LABEL_WIDTH}" x2="${LABEL_WIDTH}" y1="4" y2="${plotBottom}"/>${rows.join('')}` +
    `<text class="axis-title" x="${LABEL_WIDTH + PLOT_WIDTH / 2}" y="${plotBottom + 34}" text-anchor="middle">${h(options.xTitle)}</text></svg>`
  );
}
