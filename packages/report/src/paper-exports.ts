import { paperFigures } from './paper-figures.js';
import { paperTables } from './paper-tables.js';
import { renderPaperCsv } from './render-paper-csv.js';
import { renderPaperLatex } from './render-paper-latex.js';
import type { FullLeaderboard } from './report-types.js';
import type { StudyViews } from './study-views.js';

/** The export formats of `execret report --format`. */
export const PAPER_FORMATS = ['latex', 'csv', 'svg'] as const;
/** One of {@link PAPER_FORMATS}. */
export type PaperFormat = (typeof PAPER_FORMATS)[number];
/** The folder, relative to the run folder, the exports are written into. */
export const PAPER_FOLDER = 'paper';

/**
 * The tables and figures of a report for a paper, by path relative to the run folder (`paper/…`),
 * in a stable order: with `latex`, `paper/<table>.tex` (booktabs) and `paper/tables.tex` (every
 * table, `\input`-able); with `csv`, `paper/<table>.csv`; with `svg`, `paper/<figure>.svg`. Tables
 * are those of `paperTables`, figures those of `paperFigures`; numbers come unchanged from the
 * leaderboard and the study's views (CSV unrounded, LaTeX to three decimals).
 */
export function paperExports(input: { leaderboard: FullLeaderboard; views: StudyViews; displayName?: (system: string) => string }, formats: readonly PaperFormat[]): Record<string, string> {
  const files: Record<string, string> = {};
  const tables = paperTables(input.leaderboard, input.views, input.displayName);
  if (formats.includes('latex')) {
    const rendered = tables.map((table) => [table.name, renderPaperLatex(table)] as const);
    for (const [name, text] of rendered) files[`${PAPER_FOLDER}/${name}.tex`] = text;
    files[`${PAPER_FOLDER}/tables.tex`] = `% every table of the report; needs \\usepackage{booktabs}\n${rendered.map(([, text]) => text).join('\n')}`;
  }
  if (formats.includes('csv')) for (const table of tables) files[`${PAPER_FOLDER}/${table.name}.csv`] = renderPaperCsv(table);
  if (formats.includes('svg')) for (const [name, svg] of Object.entries(paperFigures(input.leaderboard, input.views, input.displayName))) files[`${PAPER_FOLDER}/${name}.svg`] = svg;
  return files;
}
