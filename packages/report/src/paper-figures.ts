import { escapeHtml as h } from './escape-html.js';
import type { FullLeaderboard } from './report-types.js';
import { bugTypeOrder } from './bug-type-order.js';
import { headlineK } from './build-leaderboard.js';
import { renderGapHistogram } from './render-gap-histogram.js';
import { renderGroupedBarsSvg, type GroupedBar } from './render-grouped-bars-svg.js';
import { renderLineChart } from './render-line-chart.js';
import { REPORT_STYLESHEET } from './report-stylesheet.js';
import type { ReportDiagnostics } from './report-types.js';
import { DECEPTION_SEGMENTS, RANK1_SEGMENTS, deceptionSegmentedBars, rank1SegmentedBars, type SegmentSet, type SegmentedBar } from './segmented-bars.js';
import type { StudyViews } from './study-views.js';
import { systemStyle } from './system-palette.js';

// The report stylesheet's chart rules with its colour variables written out, so a figure renders
// the same outside the page (in a paper, an editor, a browser opening the file alone).
const FIGURE_STYLE = [
  'text { font-family: "DejaVu Sans", Helvetica, Arial, sans-serif; fill: #1d2430; }',
  '.tick { font-size: 11px; fill: #5f6b7a; }',
  '.axis-title { font-size: 12px; fill: #5f6b7a; }',
  '.legend-label { font-size: 12px; }',
  '.grid { stroke: #e9edf1; stroke-width: 1; }',
  '.axis { stroke: #9aa3ad; stroke-width: 1; }',
  '.zero { stroke: #1d2430; stroke-width: 1; stroke-dasharray: 3 3; }',
  '.bar-below { fill: #d62728; }',
  '.bar-tied { fill: #a7adb5; }',
  '.bar-above { fill: #4f86c6; }',
].join(' ');

// A colour of the report stylesheet's `:root`, so a figure's segments match the page's.
function stylesheetColor(variable: string): string {
  const color = new RegExp(`${variable}: (#[0-9a-fA-F]{3,8})`).exec(REPORT_STYLESHEET)?.[1];
  if (color === undefined) throw new Error(`report stylesheet defines no colour ${variable}`);
  return color;
}

// Stacked bars (the page's deception and rank-1 bars) as grouped bars whose segments carry the
// numbers drawn: system, category, segment, count and total as data attributes.
function segmentedGroups(
  bars: readonly SegmentedBar[],
  segments: SegmentSet,
  groupOf: (bar: SegmentedBar) => string,
  noteOf: (bar: SegmentedBar) => string,
  displayName: (system: string) => string,
): Array<{ label: string; bars: GroupedBar[] }> {
  const colors = segments.colorVariables.map(stylesheetColor);
  const groups = new Map<string, GroupedBar[]>();
  for (const bar of bars) {
    const group = groups.get(groupOf(bar)) ?? [];
    groups.set(groupOf(bar), group);
    group.push({
      label: displayName(bar.system),
      color: colors[0] as string,
      value: bar.counts.reduce((sum, count) => sum + count, 0) / bar.total,
      note: noteOf(bar),
      segments: bar.counts.map((count, index) => ({
        value: count / bar.total,
        color: colors[index] as string,
        tooltip: bar.tooltips[index] ?? '',
        data: { system: bar.system, category: bar.category, segment: segments.keys[index] as string, count, total: bar.total },
      })),
    });
  }
  return [...groups].map(([label, grouped]) => ({ label, bars: grouped }));
}

const segmentLegend = (segments: SegmentSet): LegendEntry[] => segments.names.map((name, index) => ({ label: name, color: stylesheetColor(segments.colorVariables[index] as string) }));

interface LegendEntry {
  label: string;
  color: string;
  dash?: string | undefined;
}

/**
 * Wraps a chart of the report (an `<svg>` with `width` and `height`) into a standalone SVG file:
 * an XML declaration, the chart's styles inline, and a legend beside it when entries are given.
 */
export function standaloneSvg(chart: string, legend: readonly LegendEntry[] = []): string {
  const width = Number(/ width="([\d.]+)"/.exec(chart)?.[1] ?? 560);
  const height = Number(/ height="([\d.]+)"/.exec(chart)?.[1] ?? 300);
  const legendWidth = legend.length === 0 ? 0 : 24 + 7 * Math.max(...legend.map((entry) => entry.label.length)) + 36;
  const totalHeight = Math.max(height, 16 + legend.length * 20);
  const items = legend.map((entry, index) => {
    const y = 20 + index * 20;
    const dash = entry.dash === undefined ? '' : ` stroke-dasharray="${entry.dash}"`;
    return `<line x1="${width + 12}" x2="${width + 40}" y1="${y}" y2="${y}" stroke="${entry.color}" stroke-width="3"${dash}/><text class="legend-label" x="${width + 46}" y="${y}" dominant-baseline="middle">${h(entry.label)}</text>`;
  });
  // The chart becomes a nested <svg> at the origin; its own attributes (viewBox, role, label) stay.
  const inner = chart.replace(/^<svg\b/, '<svg x="0" y="0"');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width + legendWidth}" height="${totalHeight}" viewBox="0 0 ${width + legendWidth} ${totalHeight}">` +
    `<style>${FIGURE_STYLE}</style><rect width="100%" height="100%" fill="#ffffff"/>${inner}${items.join('')}</svg>\n`
  );
}

/**
 * The report's charts as standalone SVG files, by file stem: `exec_at_k` (exec@k by cutoff, one
 * line per system), `exec_at_1_intervals` (the headline exec@k with its 95% interval per system),
 * `deception_by_bug_type` (grouped bars, when systems have diagnostics),
 * `deception_stacked_by_bug_type` and `rank1_composition` (the page's stacked bars: distractor
 * above, tied with, below the canonical per bug type and system; what sits at rank 1 per system;
 * when systems have diagnostics), `density_ablation` (expected exec@1 by paired distractors kept, when systems
 * have diagnostics) and `gap_<n>` per system with per-query gaps (canonical minus best distractor;
 * n is the system's leaderboard position, its id is in the title). Colours follow the report's.
 * Bars carry the numbers they draw as `data-*` attributes (`data-system`, `data-value`,
 * `data-ci95-low`/`-high`; stacked segments `data-category`, `data-segment`, `data-count`,
 * `data-total`), as in `report_data.json` and `full_leaderboard.json`.
 */
export function paperFigures(leaderboard: FullLeaderboard, views: StudyViews, displayName: (system: string) => string = (system) => system): Record<string, string> {
  const rows = leaderboard.rows;
  const styles = rows.map((row, index) => ({ row, style: systemStyle(index) }));
  const legend = styles.map(({ row, style }) => ({ label: displayName(row.system), color: style.color, dash: style.dash }));
  const figures: Record<string, string> = {};
  figures['exec_at_k'] = standaloneSvg(
    renderLineChart({
      title: 'exec@k by cutoff k, one line per system',
      xLabels: leaderboard.ks.map((k) => `k = ${k}`),
      xTitle: 'cutoff k',
      yTitle: 'exec@k',
      series: styles.map(({ row, style }) => ({ label: displayName(row.system), color: style.color, dash: style.dash, values: leaderboard.ks.map((k) => row.metrics[`exec@${k}`] ?? null) })),
    }),
    legend,
  );
  const headline = `exec@${headlineK(leaderboard.ks)}`;
  figures['exec_at_1_intervals'] = standaloneSvg(
    renderGroupedBarsSvg({
      title: `${headline} with its 95% bootstrap interval, per system`,
      xTitle: headline,
      groups: styles.map(({ row, style }) => {
        const interval = row.intervals[headline];
        const value = row.metrics[headline] ?? interval?.mean ?? null;
        const data = { system: row.system, ...(value === null ? {} : { value }), ...(interval === undefined ? {} : { 'ci95-low': interval.ci95_low, 'ci95-high': interval.ci95_high }) };
        return { label: displayName(row.system), bars: [{ label: displayName(row.system), color: style.color, value, interval: interval === undefined ? undefined : [interval.ci95_low, interval.ci95_high], data }] };
      }),
    }),
  );
  const deceived = styles.filter(({ row }) => views.systems[row.system]?.diagnostics != null);
  if (deceived.length > 0) {
    const deception = (system: string) => views.systems[system]?.diagnostics?.deception;
    const types = bugTypeOrder(deceived.flatMap(({ row }) => Object.keys(deception(row.system)?.byBugType ?? {})));
    const rate = (counts: { pairs: number; above: number } | undefined): number | null => (counts === undefined || counts.pairs === 0 ? null : counts.above / counts.pairs);
    figures['deception_by_bug_type'] = standaloneSvg(
      renderGroupedBarsSvg({
        title: 'Deception rate per bug type: share of pairs whose distractor scores above the canonical',
        xTitle: 'deception rate',
        groups: [...types, 'all bug types'].map((type) => ({
          label: type,
          bars: deceived.map(({ row, style }) => {
            const counts = type === 'all bug types' ? deception(row.system)?.overall : deception(row.system)?.byBugType[type];
            const data: Record<string, string | number> = { system: row.system, category: type, ...(counts === undefined ? {} : { above: counts.above, pairs: counts.pairs }) };
            return { label: displayName(row.system), color: style.color, value: rate(counts), data };
          }),
        })),
      }),
      deceived.map(({ row, style }) => ({ label: displayName(row.system), color: style.color })),
    );
  }
  const diagnosed = deceived.map(({ row }) => ({ system: row.system, diagnostics: views.systems[row.system]?.diagnostics as ReportDiagnostics }));
  const deceptionBars = deceptionSegmentedBars(diagnosed, displayName);
  if (deceptionBars.length > 0) {
    // Several systems share a bug type's group: the note beside each bar names its system.
    const note = diagnosed.length === 1 ? (bar: SegmentedBar) => bar.note : (bar: SegmentedBar) => `${displayName(bar.system)}: ${bar.note}`;
    figures['deception_stacked_by_bug_type'] = standaloneSvg(
      renderGroupedBarsSvg({
        title: 'Distractor versus canonical score, per bug type and system: share of pairs above, tied, below',
        xTitle: 'share of scored (query, paired distractor) pairs',
        groups: segmentedGroups(deceptionBars, DECEPTION_SEGMENTS, (bar) => bar.category, note, displayName),
      }),
      segmentLegend(DECEPTION_SEGMENTS),
    );
  }
  const rank1Bars = rank1SegmentedBars(diagnosed, displayName);
  if (rank1Bars.length > 0) {
    figures['rank1_composition'] = standaloneSvg(
      renderGroupedBarsSvg({
        title: 'Rank-1 result of every query, per system (note: own paired distractors’ share of the misses)',
        xTitle: 'share of queries',
        groups: segmentedGroups(rank1Bars, RANK1_SEGMENTS, (bar) => displayName(bar.system), (bar) => bar.note, displayName),
      }),
      segmentLegend(RANK1_SEGMENTS),
    );
  }
  const withDensity = styles.filter(({ row }) => (views.systems[row.system]?.diagnostics?.densityAblation.length ?? 0) > 0);
  if (withDensity.length > 0) {
    const kept = [...new Set(withDensity.flatMap(({ row }) => views.systems[row.system]?.diagnostics?.densityAblation.map((entry) => entry.keptDistractors) ?? []))].sort((left, right) => left - right);
    figures['density_ablation'] = standaloneSvg(
      renderLineChart({
        title: 'Expected exec@1 by number of paired distractors kept',
        xLabels: kept.map(String),
        xTitle: 'paired distractors kept per query (j)',
        yTitle: 'expected exec@1',
        series: withDensity.map(({ row, style }) => ({
          label: displayName(row.system),
          color: style.color,
          dash: style.dash,
          values: kept.map((j) => views.systems[row.system]?.diagnostics?.densityAblation.find((entry) => entry.keptDistractors === j)?.expectedExec1 ?? null),
        })),
      }),
      withDensity.map(({ row, style }) => ({ label: displayName(row.system), color: style.color, dash: style.dash })),
    );
  }
  styles.forEach(({ row }, index) => {
    const gaps = views.systems[row.system]?.diagnostics?.canonicalVersusDistractors.gaps;
    if (gaps === undefined || gaps.length === 0) return;
    figures[`gap_${index + 1}`] = standaloneSvg(renderGapHistogram({ title: `${displayName(row.system)}: canonical minus best distractor score`, gaps }));
  });
  return figures;
}
