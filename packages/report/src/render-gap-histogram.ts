import { escapeHtml } from './escape-html.js';
import { formatNumber } from './format-number.js';
import { niceTicks } from './nice-ticks.js';

/** Options of {@link renderGapHistogram}. */
export interface GapHistogramOptions {
  /** Accessible name of the chart. */
  title: string;
  /** Gaps (canonical score − best paired distractor score), one per query. */
  gaps: readonly number[];
  /** Width in CSS pixels (default 380). */
  width?: number;
  /** Height in CSS pixels (default 210). */
  height?: number;
}

/** Bins of a gap histogram. */
export interface GapBins {
  /** Left edge of the first bin. */
  min: number;
  /** Right edge of the last bin. */
  max: number;
  /** Bin width (a quarter of the tick step); 0 is always a bin edge. */
  width: number;
  /** Count of nonzero gaps per bin, left to right (bin i covers [min + i·width, min + (i+1)·width)). */
  counts: number[];
  /** Gaps exactly 0 (canonical tied with its best distractor), counted apart. */
  zeros: number;
  /** Tick values of the x axis. */
  ticks: number[];
  /** Decimals that print every tick. */
  decimals: number;
}

/**
 * Bins gaps on a "nice" axis that spans 0: bins are a quarter of a tick step wide, so 0 is an edge
 * and no bin mixes negative and positive gaps; exact zeros are counted apart. A gap on the right
 * end of the axis falls in the last bin.
 */
export function binGaps(gaps: readonly number[]): GapBins {
  const low = Math.min(0, ...gaps);
  const high = Math.max(0, ...gaps);
  const axis = niceTicks(low, high, 4);
  const width = axis.step / 4;
  const binCount = Math.max(1, Math.round((axis.max - axis.min) / width));
  const counts = new Array<number>(binCount).fill(0);
  let zeros = 0;
  for (const gap of gaps) {
    if (gap === 0) {
      zeros += 1;
      continue;
    }
    const index = Math.min(binCount - 1, Math.max(0, Math.floor((gap - axis.min) / width + 1e-9)));
    counts[index] = (counts[index] as number) + 1;
  }
  return { min: axis.min, max: axis.max, width, counts, zeros, ticks: axis.ticks, decimals: Math.min(6, axis.decimals) };
}

const MARGIN = { left: 44, right: 12, top: 12, bottom: 40 };
const TIE_SLOT = 58;

// The fewest decimals (at most 8) that print a bin edge exactly: 3 for 0.005, 1 for 2.5.
function decimalsOf(width: number): number {
  for (let decimals = 0; decimals < 8; decimals += 1) {
    const scaled = width * 10 ** decimals;
    if (Math.abs(scaled - Math.round(scaled)) < 1e-6) return decimals;
  }
  return 8;
}

function coordinate(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/**
 * An inline SVG histogram of canonical-minus-best-distractor gaps: bins left of 0 (the canonical
 * loses) in red, right of 0 in blue, and exact ties as a grey bar in a slot of their own on the
 * right, on one count axis. Each bar has a `<title>` tooltip with its range and count.
 */
export function renderGapHistogram(options: GapHistogramOptions): string {
  const width = options.width ?? 380;
  const height = options.height ?? 210;
  const bins = binGaps(options.gaps);
  const peak = Math.max(1, bins.zeros, ...bins.counts);
  const countAxis = niceTicks(0, peak, 4, true);
  const plotWidth = width - MARGIN.left - MARGIN.right - TIE_SLOT;
  const plotHeight = height - MARGIN.top - MARGIN.bottom;
  const xAt = (value: number): number => MARGIN.left + ((value - bins.min) / (bins.max - bins.min)) * plotWidth;
  const yAt = (count: number): number => MARGIN.top + plotHeight - (count / countAxis.max) * plotHeight;
  const baseline = MARGIN.top + plotHeight;
  const edgeDecimals = decimalsOf(bins.width);
  const parts: string[] = [
    `<svg class="chart" xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(options.title)}">`,
    `<title>${escapeHtml(options.title)}</title>`,
  ];
  for (const tick of countAxis.ticks) {
    const y = coordinate(yAt(tick));
    parts.push(
      `<line class="grid" x1="${MARGIN.left}" x2="${width - MARGIN.right}" y1="${y}" y2="${y}"/>`,
      `<text class="tick" x="${MARGIN.left - 6}" y="${y}" text-anchor="end" dominant-baseline="middle">${formatNumber(tick, countAxis.decimals)}</text>`,
    );
  }
  bins.counts.forEach((count, index) => {
    if (count === 0) return;
    const left = bins.min + index * bins.width;
    const right = left + bins.width;
    const x = xAt(left) + 0.5;
    const barWidth = Math.max(1, xAt(right) - xAt(left) - 1);
    const kind = right <= 0 ? 'below' : 'above';
    parts.push(
      `<rect class="bar-${kind}" x="${coordinate(x)}" y="${coordinate(yAt(count))}" width="${coordinate(barWidth)}" height="${coordinate(baseline - yAt(count))}"><title>[${formatNumber(left, edgeDecimals)}, ${formatNumber(right, edgeDecimals)}): ${count}</title></rect>`,
    );
  });
  const zeroX = coordinate(xAt(0));
  parts.push(`<line class="zero" x1="${zeroX}" x2="${zeroX}" y1="${MARGIN.top}" y2="${coordinate(baseline)}"/>`);
  const tieX = width - MARGIN.right - TIE_SLOT + 28;
  const tieWidth = TIE_SLOT - 30;
  if (bins.zeros > 0) {
    parts.push(
      `<rect class="bar-tied" x="${tieX}" y="${coordinate(yAt(bins.zeros))}" width="${tieWidth}" height="${coordinate(baseline - yAt(bins.zeros))}"><title>exactly 0 (tied): ${bins.zeros}</title></rect>`,
    );
  }
  parts.push(`<text class="tick" x="${tieX + tieWidth / 2}" y="${coordinate(baseline + 16)}" text-anchor="middle">tied</text>`);
  parts.push(`<line class="axis" x1="${MARGIN.left}" x2="${width - MARGIN.right}" y1="${coordinate(baseline)}" y2="${coordinate(baseline)}"/>`);
  // Label every tick when there are few, else every other one, so labels never collide.
  const labelEvery = bins.ticks.length > 6 ? 2 : 1;
  const zeroIndex = Math.max(0, bins.ticks.indexOf(0));
  bins.ticks.forEach((tick, index) => {
    if ((index - zeroIndex) % labelEvery !== 0) return;
    parts.push(`<text class="tick" x="${coordinate(xAt(tick))}" y="${coordinate(baseline + 16)}" text-anchor="middle">${formatNumber(tick, bins.decimals)}</text>`);
  });
  parts.push(
    `<text class="axis-title" x="${coordinate(MARGIN.left + plotWidth / 2)}" y="${height - 6}" text-anchor="middle">canonical − best distractor score</text>`,
    '</svg>',
  );
  return parts.join('');
}
