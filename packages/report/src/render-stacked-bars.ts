import { breakableHtml } from './breakable-html.js';
import { escapeHtml } from './escape-html.js';
import { percent, renderBarAxis } from './render-bar-axis.js';

/** One bar of {@link renderStackedBars}. */
export interface StackedBarRow {
  /** Row label (a system id or a bug type). */
  label: string;
  /** Heading of the group the row belongs to; a heading row is drawn when it changes. */
  group?: string;
  /** Segment lengths as shares of the full width, in segment order. */
  values: readonly number[];
  /** Tooltip of each segment. */
  tooltips: readonly string[];
  /** Text right of the bar (e.g. `11.4% deceived`). */
  note: string;
}

/** Options of {@link renderStackedBars}. */
export interface StackedBarsOptions {
  /** Table caption. */
  caption: string;
  /** Segment names, in order (shown in the legend). */
  segmentNames: readonly string[];
  /** CSS class of each segment (colours live in the stylesheet). */
  segmentClasses: readonly string[];
  /** The rows, in display order. */
  rows: readonly StackedBarRow[];
  /** Heading of the note column. */
  noteHeading: string;
}

/**
 * Horizontal 100%-scale stacked bars as an HTML table: the label column wraps long system ids,
 * each bar is an inline SVG whose segments are drawn in percent units (so the bar stretches with
 * the column without distorting), with a tick axis, a legend, and a tooltip per segment.
 */
export function renderStackedBars(options: StackedBarsOptions): string {
  const legend = options.segmentNames
    .map((name, index) => `<li><span class="swatch ${options.segmentClasses[index] ?? ''}"></span>${escapeHtml(name)}</li>`)
    .join('');
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((at) => ({ at, label: `${at * 100}%` }));
  const body: string[] = [];
  let group: string | undefined;
  for (const row of options.rows) {
    if (row.group !== undefined && row.group !== group) {
      group = row.group;
      body.push(`<tr class="group"><th colspan="3">${escapeHtml(group)}</th></tr>`);
    }
    let start = 0;
    const segments = row.values
      .map((value, index) => {
        const width = Math.max(0, value);
        const rect =
          width > 0
            ? `<rect class="${options.segmentClasses[index] ?? ''}" x="${percent(start)}" y="3" width="${percent(width)}" height="16"><title>${escapeHtml(row.tooltips[index] ?? '')}</title></rect>`
            : '';
        start += width;
        return rect;
      })
      .join('');
    const grid = [0.25, 0.5, 0.75].map((at) => `<line class="grid" x1="${percent(at)}" x2="${percent(at)}" y1="0" y2="22"/>`).join('');
    body.push(
      `<tr><th scope="row">${breakableHtml(row.label)}</th><td class="bar-cell"><svg class="bar" xmlns="http://www.w3.org/2000/svg" width="100%" height="22" role="img" aria-label="${escapeHtml(
        `${row.label}: ${row.note}`,
      )}">${grid}${segments}</svg></td><td class="num">${escapeHtml(row.note)}</td></tr>`,
    );
  }
  return [
    `<ul class="legend">${legend}</ul>`,
    `<table class="bars"><caption>${escapeHtml(options.caption)}</caption>`,
    `<thead><tr><th></th><th class="bar-cell">${renderBarAxis(ticks)}</th><th class="num">${escapeHtml(options.noteHeading)}</th></tr></thead>`,
    `<tbody>${body.join('')}</tbody></table>`,
  ].join('');
}
