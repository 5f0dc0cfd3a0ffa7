import { escapeHtml } from './escape-html.js';
import { formatNumber } from './format-number.js';
import { niceTicks } from './nice-ticks.js';

/** One line of a {@link renderLineChart}. */
export interface LineSeries {
  /** Name shown in tooltips (the legend is separate HTML). */
  label: string;
  /** Stroke colour. */
  color: string;
  /** SVG dash pattern, or undefined for a solid line. */
  dash?: string | undefined;
  /** One value per x position (null: no point there; the line breaks). */
  values: ReadonlyArray<number | null>;
}

/** Options of {@link renderLineChart}. */
export interface LineChartOptions {
  /** Accessible name of the chart. */
  title: string;
  /** Labels of the x positions, drawn evenly spaced. */
  xLabels: readonly string[];
  /** Axis title under the x labels. */
  xTitle: string;
  /** Axis title beside the y axis. */
  yTitle: string;
  /** The lines. */
  series: readonly LineSeries[];
  /** Lower end of the y axis (default 0). */
  yMin?: number;
  /** Upper end of the y axis (default 1). */
  yMax?: number;
  /** Width in CSS pixels (default 560). */
  width?: number;
  /** Height in CSS pixels (default 300). */
  height?: number;
}

const MARGIN = { left: 56, right: 20, top: 14, bottom: 48 };

function coordinate(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/**
 * An inline SVG line chart: evenly spaced categorical x positions, a linear y axis with gridlines,
 * one polyline and one marker per point for each series. Every marker carries a `<title>`
 * tooltip (`system · label: value`). Text is HTML-escaped; no script, no external resource.
 */
export function renderLineChart(options: LineChartOptions): string {
  const width = options.width ?? 560;
  const height = options.height ?? 300;
  const axis = niceTicks(options.yMin ?? 0, options.yMax ?? 1, 5);
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = height - MARGIN.top - MARGIN.bottom;
  const count = options.xLabels.length;
  const inset = 18;
  const xAt = (index: number): number => MARGIN.left + (count <= 1 ? plotWidth / 2 : inset + (index * (plotWidth - 2 * inset)) / (count - 1));
  const yAt = (value: number): number => MARGIN.top + plotHeight - ((value - axis.min) / (axis.max - axis.min)) * plotHeight;
  const parts: string[] = [];
  parts.push(
    `<svg class="chart" xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(options.title)}">`,
    `<title>${escapeHtml(options.title)}</title>`,
  );
  for (const tick of axis.ticks) {
    const y = coordinate(yAt(tick));
    parts.push(
      `<line class="grid" x1="${MARGIN.left}" x2="${width - MARGIN.right}" y1="${y}" y2="${y}"/>`,
      `<text class="tick" x="${MARGIN.left - 8}" y="${y}" text-anchor="end" dominant-baseline="middle">${formatNumber(tick, axis.decimals)}</text>`,
    );
  }
  parts.push(`<line class="axis" x1="${MARGIN.left}" x2="${width - MARGIN.right}" y1="${coordinate(MARGIN.top + plotHeight)}" y2="${coordinate(MARGIN.top + plotHeight)}"/>`);
  options.xLabels.forEach((label, index) => {
    parts.push(`<text class="tick" x="${coordinate(xAt(index))}" y="${MARGIN.top + plotHeight + 18}" text-anchor="middle">${escapeHtml(label)}</text>`);
  });
  parts.push(
    `<text class="axis-title" x="${coordinate(MARGIN.left + plotWidth / 2)}" y="${height - 8}" text-anchor="middle">${escapeHtml(options.xTitle)}</text>`,
    `<text class="axis-title" transform="translate(14 ${coordinate(MARGIN.top + plotHeight / 2)}) rotate(-90)" text-anchor="middle">${escapeHtml(options.yTitle)}</text>`,
  );
  for (const series of options.series) {
    const dash = series.dash === undefined ? '' : ` stroke-dasharray="${series.dash}"`;
    let path = '';
    let drawing = false;
    series.values.forEach((value, index) => {
      if (value === null || !Number.isFinite(value)) {
        drawing = false;
        return;
      }
      path += `${drawing ? 'L' : 'M'}${coordinate(xAt(index))} ${coordinate(yAt(value))}`;
      drawing = true;
    });
    const name = escapeHtml(series.label);
    parts.push(`<g class="series"><path d="${path}" fill="none" stroke="${series.color}" stroke-width="2"${dash}/>`);
    series.values.forEach((value, index) => {
      if (value === null || !Number.isFinite(value)) return;
      const label = escapeHtml(options.xLabels[index] ?? '');
      parts.push(
        `<circle cx="${coordinate(xAt(index))}" cy="${coordinate(yAt(value))}" r="3.5" fill="${series.color}"><title>${name} · ${label}: ${formatNumber(value)}</title></circle>`,
      );
    });
    parts.push('</g>');
  }
  parts.push('</svg>');
  return parts.join('');
}
