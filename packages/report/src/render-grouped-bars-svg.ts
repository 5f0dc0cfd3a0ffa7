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
  /** Segments drawn end to end instead of one bar (optional; `value` is then their total). */
  segments?: readonly BarSegment[] | undefined;
  /** Text right of the plot, beside the bar (optional; the chart widens to hold it). */
  note?: string | undefined;
  /** Attributes written on the bar's `<rect>` as `data-<name>` (optional): the exact numbers drawn, for readers and tests. */
  data?: Readonly<Record<string, string | number>> | undefined;
}

/** One segment of a stacked {@link GroupedBar}. */
export interface BarSegment {
  /** Length on the 0–1 axis. */
  value: number;
  /** Fill colour. */
  color: string;
  /** Tooltip. */
  tooltip: string;
  /** Attributes written on the segment's `<rect>` as `data-<name>`. */
  data?: Readonly<Record<string, string | number>> | undefined;
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

const MIN_LABEL_WIDTH = 190;
const PLOT_WIDTH = 380;
const BAR = 12;
const GAP = 10;
// Room per character of a label or note in 11px type, and the margins either side of it.
const NOTE_CHARACTER = 7;
const NOTE_MARGIN = 16;

// `data-*` attributes from a map; numbers as JavaScript writes them, so they read back exactly.
function dataAttributes(data: Readonly<Record<string, string | number>> | undefined): string {
  return Object.entries(data ?? {})
    .map(([name, value]) => ` data-${name.replace(/[^a-z0-9-]/g, '-')}="${h(String(value))}"`)
    .join('');
}

/**
 * Horizontal grouped bars on a 0–1 axis, as one `<svg class="chart">` (the classes of the report's
 * charts): a label per group, a bar per series with its value as a tooltip, and a whisker per bar
 * that has an interval; a bar with segments is stacked, each segment with its own tooltip; a bar's
 * note is written right of the plot. Height grows with the bars.
 */
export function renderGroupedBarsSvg(options: GroupedBarsOptions): string {
  // Wide enough for the longest group label (a long system id would otherwise run off the left edge).
  const labelWidth = Math.max(MIN_LABEL_WIDTH, Math.ceil(2 * NOTE_MARGIN + Math.max(0, ...options.groups.map((group) => group.label.length)) * NOTE_CHARACTER));
  const rows: string[] = [];
  let y = 10;
  for (const group of options.groups) {
    const groupHeight = group.bars.length * BAR;
    rows.push(`<text class="tick" x="${labelWidth - 8}" y="${y + groupHeight / 2}" text-anchor="end" dominant-baseline="middle">${h(group.label)}</text>`);
    group.bars.forEach((bar, index) => {
      const top = y + index * BAR;
      if (bar.note !== undefined) rows.push(`<text class="tick" x="${labelWidth + PLOT_WIDTH + 8}" y="${top + BAR / 2}" dominant-baseline="middle">${h(bar.note)}</text>`);
      if (bar.segments !== undefined) {
        let start = 0;
        for (const segment of bar.segments) {
          const length = Math.max(0, segment.value);
          if (length > 0) {
            rows.push(
              `<rect x="${(labelWidth + start * PLOT_WIDTH).toFixed(1)}" y="${top + 1}" width="${(length * PLOT_WIDTH).toFixed(1)}" height="${BAR - 2}" fill="${segment.color}"${dataAttributes(segment.data)}><title>${h(segment.tooltip)}</title></rect>`,
            );
          }
          start += length;
        }
        return;
      }
      if (bar.value === null) return;
      const tooltip = `<title>${h(`${group.label} · ${bar.label}: ${formatNumber(bar.value)}${bar.interval === undefined ? '' : ` [${formatNumber(bar.interval[0])}, ${formatNumber(bar.interval[1])}]`}`)}</title>`;
      rows.push(`<rect x="${labelWidth}" y="${top + 1}" width="${(bar.value * PLOT_WIDTH).toFixed(1)}" height="${BAR - 2}" fill="${bar.color}"${dataAttributes(bar.data)}>${tooltip}</rect>`);
      if (bar.interval !== undefined) {
        const [low, high] = bar.interval.map((value) => (labelWidth + value * PLOT_WIDTH).toFixed(1));
        rows.push(`<line x1="${low}" x2="${high}" y1="${top + BAR / 2}" y2="${top + BAR / 2}" stroke="#1d2430" stroke-width="1.5"/>`);
      }
    });
    y += groupHeight + GAP;
  }
  const plotBottom = y;
  const axis = [0, 0.2, 0.4, 0.6, 0.8, 1].map((tick) => {
    const x = labelWidth + tick * PLOT_WIDTH;
    return `<line class="grid" x1="${x}" x2="${x}" y1="4" y2="${plotBottom}"/><text class="tick" x="${x}" y="${plotBottom + 14}" text-anchor="middle">${tick.toFixed(1)}</text>`;
  });
  const longestNote = Math.max(0, ...options.groups.flatMap((group) => group.bars.map((bar) => bar.note?.length ?? 0)));
  const width = labelWidth + PLOT_WIDTH + (longestNote === 0 ? 16 : Math.ceil(NOTE_MARGIN + longestNote * NOTE_CHARACTER));
  const height = plotBottom + 40;
  return (
    `<svg class="chart" xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${h(options.title)}"><title>${h(options.title)}</title>` +
    `${axis.join('')}<line class="axis" x1="${labelWidth}" x2="${labelWidth}" y1="4" y2="${plotBottom}"/>${rows.join('')}` +
    `<text class="axis-title" x="${labelWidth + PLOT_WIDTH / 2}" y="${plotBottom + 34}" text-anchor="middle">${h(options.xTitle)}</text></svg>`
  );
}
