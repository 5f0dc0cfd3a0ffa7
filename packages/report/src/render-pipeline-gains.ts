import { breakableHtml } from './breakable-html.js';
import { escapeHtml } from './escape-html.js';
import { escapeMarkdown } from './escape-markdown.js';
import { formatNumber } from './format-number.js';
import { htmlSection } from './html-section.js';
import { inputTieNotes } from './input-tie-notes.js';
import type { PipelineGain, PipelineGainRow } from './pipeline-gains.js';

/** The metric the gain tables show (every metric is in `report_data.json`). */
const SHOWN_METRIC = 'exec@1';

const signed = (value: number): string => `${value > 0 ? '+' : ''}${formatNumber(value)}`;

function pValue(gain: PipelineGain): string {
  if (gain.mcnemar_exact_p === undefined) return '—';
  return `${formatNumber(gain.mcnemar_exact_p, 4)}${gain.mcnemar_exact_p_holm === undefined ? '' : ` (Holm ${formatNumber(gain.mcnemar_exact_p_holm, 4)})`}`;
}

function shown(row: PipelineGainRow): PipelineGain | undefined {
  return row.metrics.find((gain) => gain.metric === SHOWN_METRIC);
}

const INTRO = `A reranking pipeline against the stage it reranks, on the same queries: ${SHOWN_METRIC} of each, the gain with its 95% paired bootstrap interval, the queries only one of them gets right, and McNemar's exact test on those.`;

function missingNote(rows: readonly PipelineGainRow[]): string[] {
  return rows.filter((row) => shown(row) === undefined).map((row) => row.first_stage);
}

/** The pipelines' gains as a markdown section for `leaderboard.md`; no lines when the folder has no reranking pipeline. */
export function renderPipelineGainsMarkdown(rows: readonly PipelineGainRow[]): string[] {
  if (rows.length === 0) return [];
  const line = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;
  const lines = ['', '## Pipelines: gain over the first stage', '', INTRO, '', line(['pipeline', 'first stage', SHOWN_METRIC, 'first stage', 'gain', '95% CI', 'only pipeline / only first stage', 'McNemar p']), line([':--', ':--', '--:', '--:', '--:', '--:', '--:', '--:'])];
  for (const row of rows) {
    const gain = shown(row);
    if (gain === undefined) continue;
    lines.push(
      line([
        escapeMarkdown(row.pipeline),
        escapeMarkdown(row.first_stage),
        formatNumber(gain.pipeline),
        formatNumber(gain.first_stage),
        signed(gain.gain),
        `[${signed(gain.ci95[0])}, ${signed(gain.ci95[1])}]`,
        gain.pipeline_only === undefined ? '—' : `${gain.pipeline_only} / ${gain.first_stage_only ?? 0}`,
        pValue(gain),
      ]),
    );
  }
  const missing = missingNote(rows);
  if (missing.length > 0) lines.push('', `No results for the first stage of ${missing.map(escapeMarkdown).join(', ')} in this folder: run it too (\`execret run --system <first stage>\`) to see the gain.`);
  for (const note of inputTieNotes(rows)) lines.push('', `**Ties in the input of ${escapeMarkdown(note.pipeline)}:** ${escapeMarkdown(note.text)}.`);
  return lines;
}

/** The pipelines' gains as a `report.html` section; empty when the folder has no reranking pipeline. */
export function renderPipelineGainsHtml(rows: readonly PipelineGainRow[]): string {
  if (rows.length === 0) return '';
  const body = rows
    .map((row) => {
      const gain = shown(row);
      if (gain === undefined) return '';
      const tone = ' class="num"';
      return (
        `<tr><th scope="row">${breakableHtml(row.pipeline)}</th><td>${breakableHtml(row.first_stage)}</td><td class="num">${formatNumber(gain.pipeline)}</td><td class="num">${formatNumber(gain.first_stage)}</td>` +
        `<td${tone}>${signed(gain.gain)}<span class="ci">[${signed(gain.ci95[0])}, ${signed(gain.ci95[1])}]</span></td>` +
        `<td class="num">${gain.pipeline_only === undefined ? '—' : `${gain.pipeline_only} / ${gain.first_stage_only ?? 0}`}</td><td class="num">${pValue(gain)}</td></tr>`
      );
    })
    .join('');
  const missing = missingNote(rows);
  const note =
    (missing.length === 0 ? '' : `<p class="note">No results for the first stage of ${missing.map((stage) => `<code>${escapeHtml(stage)}</code>`).join(', ')} in this folder: run it too to see the gain.</p>`) +
    inputTieNotes(rows).map((tie) => `<p class="note"><strong>Ties in the input of <code>${escapeHtml(tie.pipeline)}</code>:</strong> ${escapeHtml(tie.text)}.</p>`).join('');
  const table =
    body === ''
      ? ''
      : `<div class="table-wrap"><table class="compact"><thead><tr><th>pipeline</th><th>first stage</th><th class="num">${SHOWN_METRIC}</th><th class="num">first stage</th><th class="num">gain<span class="sub">95% CI</span></th><th class="num">only pipeline / only first stage</th><th class="num">McNemar p</th></tr></thead><tbody>${body}</tbody></table></div>`;
  return htmlSection('pipeline-gains', 'Pipelines: gain over the first stage', escapeHtml(INTRO), table + note);
}
