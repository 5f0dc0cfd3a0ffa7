import { bugTypeOrder } from './bug-type-order.js';
import { formatNumber, formatPercent } from './format-number.js';
import type { ReportDiagnostics } from './report-types.js';

/** The segments of one kind of stacked bar, in drawing order (left to right). */
export interface SegmentSet {
  /** Legend name of each segment. */
  names: readonly string[];
  /** CSS class of each segment in `report.html`. */
  classes: readonly string[];
  /** The report stylesheet's colour variable of each segment (`--deceived`), for figures drawn outside the page. */
  colorVariables: readonly string[];
  /** Short key of each segment, written as `data-segment` in the paper's figures. */
  keys: readonly string[];
}

/** One stacked bar: what a segment of a system's bar counts, over which total. */
export interface SegmentedBar {
  /** System id. */
  system: string;
  /** What the bar is about: a bug type or `all bug types` (deception), `rank-1 result` (rank-1 composition). */
  category: string;
  /** Count of each segment, in {@link SegmentSet} order (fractional for expectations). */
  counts: readonly number[];
  /** The denominator of every segment's share (pairs scored, or queries). */
  total: number;
  /** Tooltip of each segment. */
  tooltips: readonly string[];
  /** Text beside the bar (e.g. `11.4% (5/44)`). */
  note: string;
}

/** A system and its diagnostics, in display order. */
export interface DiagnosedSystem {
  /** System id. */
  system: string;
  /** Its diagnostics. */
  diagnostics: ReportDiagnostics;
}

/** Segments of the deception bars: distractor above, tied with, below the canonical. */
export const DECEPTION_SEGMENTS: SegmentSet = {
  names: ['distractor above canonical (deceived)', 'tied', 'canonical above distractor'],
  classes: ['seg-deceived', 'seg-tied', 'seg-safe'],
  colorVariables: ['--deceived', '--tied', '--safe'],
  keys: ['above', 'tied', 'below'],
};

/** Segments of the rank-1 composition bars: what sits at rank 1 of every query. */
export const RANK1_SEGMENTS: SegmentSet = {
  names: ['passes', 'own paired distractor', 'another query’s snippet', 'other', 'no result'],
  classes: ['seg-hit', 'seg-own', 'seg-other-query', 'seg-other', 'seg-none'],
  colorVariables: ['--hit', '--own', '--other-query', '--other', '--none'],
  keys: ['hit', 'own_paired_distractor', 'other_query', 'other', 'no_result'],
};

// The tooltips say "passes (hit)" where the legend says "passes".
const RANK1_TOOLTIP_NAMES = ['passes (hit)', ...RANK1_SEGMENTS.names.slice(1)];

/** The name under which all bug types are pooled in the deception bars. */
export const ALL_BUG_TYPES = 'all bug types';

/**
 * The deception bars of `report.html` and the paper's `deception_stacked` figure: per bug type
 * (`all bug types` first, then `bugTypeOrder`) and per system, the pairs whose distractor scores
 * above, the same as, below the canonical, over the pairs scored; (bug type, system) cells without a
 * scored pair are left out. `name` turns a system id into the label tooltips show.
 */
export function deceptionSegmentedBars(systems: readonly DiagnosedSystem[], name: (system: string) => string = (system) => system): SegmentedBar[] {
  const types = bugTypeOrder(systems.flatMap(({ diagnostics }) => Object.keys(diagnostics.deception.byBugType)));
  const bars: SegmentedBar[] = [];
  for (const category of [ALL_BUG_TYPES, ...types]) {
    for (const { system, diagnostics } of systems) {
      const counts = category === ALL_BUG_TYPES ? diagnostics.deception.overall : diagnostics.deception.byBugType[category];
      if (counts === undefined || counts.pairs === 0) continue;
      const share = (count: number): string => formatPercent(count / counts.pairs);
      bars.push({
        system,
        category,
        counts: [counts.above, counts.tied, counts.below],
        total: counts.pairs,
        tooltips: [
          `${name(system)} · ${category}: deceived ${counts.above}/${counts.pairs} (${share(counts.above)})`,
          `${name(system)} · ${category}: tied ${counts.tied}/${counts.pairs} (${share(counts.tied)})`,
          `${name(system)} · ${category}: canonical above ${counts.below}/${counts.pairs} (${share(counts.below)})`,
        ],
        note: `${share(counts.above)} (${counts.above}/${counts.pairs})`,
      });
    }
  }
  return bars;
}

/**
 * The rank-1 composition bars of `report.html` and the paper's `rank1_composition` figure: per
 * system, the queries whose rank-1 result passes, is one of the query's own paired distractors,
 * another query's snippet, something else, or missing, over the queries scored (1 when none).
 */
export function rank1SegmentedBars(systems: readonly DiagnosedSystem[], name: (system: string) => string = (system) => system): SegmentedBar[] {
  return systems.map(({ system, diagnostics }) => {
    const misses = diagnostics.rank1Misses;
    const queries = diagnostics.queries || 1;
    const counts = [Math.max(0, queries - misses.misses), misses.ownPairedDistractor.count, misses.otherQuery.count, misses.other.count, misses.noResult.count];
    return {
      system,
      category: 'rank-1 result',
      counts,
      total: queries,
      tooltips: counts.map(
        (count, index) => `${name(system)} · ${RANK1_TOOLTIP_NAMES[index]}: ${formatNumber(count, Number.isInteger(count) ? 0 : 2)} of ${queries} (${formatPercent(count / queries)})`,
      ),
      note: `${formatPercent(misses.ownPairedDistractor.share)} own`,
    };
  });
}
