import { formatNumber } from './format-number.js';
import type { PaperCell, PaperTable } from './paper-tables.js';

const LATEX_ESCAPES: Readonly<Record<string, string>> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  $: '\\$',
  '&': '\\&',
  '#': '\\#',
  '^': '\\textasciicircum{}',
  _: '\\_',
  '%': '\\%',
  '~': '\\textasciitilde{}',
  '<': '\\textless{}',
  '>': '\\textgreater{}',
  '|': '\\textbar{}',
};

/** Escapes text for LaTeX's text mode (`\ { } $ & # ^ _ % ~ < > |`). */
export function escapeLatex(text: string): string {
  return text.replace(/[\\{}$&#^_%~<>|]/g, (character) => LATEX_ESCAPES[character] as string);
}

function number(cell: PaperCell, integer = false): string {
  if (cell === null) return '--';
  if (typeof cell === 'string') return escapeLatex(cell);
  return integer ? cell.toLocaleString('en-US').replace(/,/g, '{,}') : formatNumber(cell);
}

/**
 * Renders a {@link PaperTable} as a LaTeX `table` with a booktabs `tabular` (`\toprule`,
 * `\midrule`, `\bottomrule`; needs `\usepackage{booktabs}`): a left-aligned label column and
 * right-aligned numbers rounded to three decimals (a mean with its interval under it, in a nested
 * `tabular`: `0.098` over `[0.080, 0.117]` in `\scriptsize`), `--` for no value, every label escaped. The label is
 * `tab:execret-<name>`.
 */
export function renderPaperLatex(table: PaperTable): string {
  const spec = table.latexColumns.map((_column, index) => (index === 0 ? 'l' : 'r')).join('');
  const cell = (row: PaperCell[], column: PaperTable['latexColumns'][number]): string => {
    const [main, low, high] = column.columns.map((index) => row[index] ?? null);
    // The interval under its mean (a nested tabular, no package needed), so the table stays narrow.
    if (column.columns.length === 3) return `\\begin{tabular}[t]{@{}r@{}}${number(main ?? null)} \\\\ {\\scriptsize [${number(low ?? null)}, ${number(high ?? null)}]}\\end{tabular}`;
    return number(main ?? null, column.integer === true);
  };
  return [
    `% ${table.name}: written by execret report (numbers from full_leaderboard.json and report_data.json, rounded to 3 decimals)`,
    '\\begin{table}[t]',
    '\\centering',
    '\\small',
    // Narrower gaps than LaTeX's 6pt, local to this float: a leaderboard of long system ids fits a single-column page.
    '\\setlength{\\tabcolsep}{3pt}',
    `\\caption{${table.caption.replace(/[&#_~^$]/g, (character) => `\\${character}`)}}`,
    `\\label{tab:execret-${table.name.replace(/_/g, '-')}}`,
    `\\begin{tabular}{${spec}}`,
    '\\toprule',
    `${table.latexColumns.map((column) => escapeLatex(column.header)).join(' & ')} \\\\`,
    '\\midrule',
    ...table.rows.map((row) => `${table.latexColumns.map((column) => cell(row, column)).join(' & ')} \\\\`),
    '\\bottomrule',
    '\\end{tabular}',
    '\\end{table}',
    '',
  ].join('\n');
}
