import type { PaperCell, PaperTable } from './paper-tables.js';

function csvField(cell: PaperCell): string {
  if (cell === null) return '';
  // Numbers as JSON writes them, so they read back identical to full_leaderboard.json and report_data.json.
  const text = typeof cell === 'number' ? JSON.stringify(cell) : cell;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Renders a {@link PaperTable} as CSV (RFC 4180: comma-separated, fields with a comma, quote or
 * line break quoted, CRLF line ends, a header row): numbers unrounded as JSON writes them, an empty
 * field for no value.
 */
export function renderPaperCsv(table: PaperTable): string {
  return [table.columns, ...table.rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
