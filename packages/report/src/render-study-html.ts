import { breakableHtml } from './breakable-html.js';
import { escapeHtml } from './escape-html.js';
import { formatPercent } from './format-number.js';
import { htmlSection } from './html-section.js';
import { ownEntry } from './own-entry.js';
import { plural } from './plural.js';
import { deceptionBugTypes, deceptionParts, rank1Columns, rank1GroupKey } from './render-study-markdown.js';
import type { StudyViews, SystemStudyView } from './study-views.js';

const h = escapeHtml;
const id = breakableHtml;

function viewOf(views: StudyViews, system: string): SystemStudyView | undefined {
  return ownEntry(views.systems, system);
}

/**
 * The Dataset section of `report.html` (the study's Tables 1 and 2): tasks, snippets and
 * distractors per domain, paired distractors per task, distractors per bug type. Empty without a
 * bundle.
 */
export function renderDatasetSectionHtml(views: StudyViews): string {
  const dataset = views.dataset;
  if (dataset === null || views.bundle === null) return '';
  const { totals } = dataset;
  const domains =
    '<div class="table-wrap side"><table class="compact"><thead><tr><th>domain</th><th class="num">tasks</th><th class="num">snippets</th><th class="num">distractors</th></tr></thead><tbody>' +
    dataset.by_domain.map((row) => `<tr><th scope="row">${id(row.domain)}</th><td class="num">${row.tasks}</td><td class="num">${row.snippets}</td><td class="num">${row.distractors}</td></tr>`).join('') +
    `<tr><th scope="row">all</th><td class="num"><b>${totals.tasks}</b></td><td class="num"><b>${totals.snippets}</b></td><td class="num"><b>${totals.distractors}</b></td></tr></tbody></table></div>`;
  const bugTypes =
    '<div class="table-wrap side"><table class="compact"><thead><tr><th>bug type</th><th class="num">distractors</th><th class="num">share</th></tr></thead><tbody>' +
    dataset.by_bug_type.map((row) => `<tr><th scope="row">${id(row.bug_type)}</th><td class="num">${row.distractors}</td><td class="num">${formatPercent(row.share)}</td></tr>`).join('') +
    '</tbody></table></div>';
  const perTask = dataset.distractors_per_task.map((entry) => `${entry.distractors} (${plural(entry.tasks, 'task')})`).join(', ');
  const intro =
    `Bundle <code>${h(views.bundle.name)}</code> (sha256 ${h(views.bundle.sha256.slice(0, 12))}…): ${plural(totals.tasks, 'task')} in ${plural(totals.domains, 'domain')}, ` +
    `${plural(totals.snippets, 'snippet')} in the pool (${plural(totals.canonicals, 'canonical')}, ${plural(totals.distractors, 'distractor')}` +
    `${totals.unpaired_snippets > 0 ? `; ${plural(totals.unpaired_snippets, 'snippet')} no task lists` : ''}). Paired distractors per task: ${h(perTask)}.`;
  return htmlSection('dataset', 'Dataset', intro, `<div class="figure-row">${domains}${bugTypes}</div>`);
}

/** The table of rank-1 misses by bug type (systems in `systems` order); empty when no system has a miss. */
export function renderRank1BugTypeTableHtml(views: StudyViews, systems: readonly string[]): string {
  const columns = rank1Columns(views);
  if (columns.length === 0) return '';
  const rows = systems
    .map((system) => {
      const misses = viewOf(views, system)?.rank1_misses_by_bug_type;
      if (misses === undefined) return '';
      const byKey = new Map(misses.groups.map((group) => [rank1GroupKey(group), group]));
      const cells = columns.map((column) => {
        const group = byKey.get(column.key);
        return group === undefined ? '<td class="num muted">0</td>' : `<td class="num">${group.count}<span class="ci">${formatPercent(group.share)}</span></td>`;
      });
      return `<tr><th scope="row">${id(system)}</th><td class="num">${misses.misses}/${misses.queries}</td>${cells.join('')}</tr>`;
    })
    .join('');
  return (
    '<h3 class="subhead">Rank-1 misses by bug type</h3><div class="table-wrap"><table class="compact"><thead><tr><th>system</th><th class="num">misses</th>' +
    columns.map((column) => `<th class="num">${id(column.heading)}</th>`).join('') +
    `</tr></thead><tbody>${rows}</tbody></table></div>` +
    '<p class="note">What the failing rank-1 result is: the bug type of the buggy code ranked first (the query’s own near-clone or another query’s), or correct code of another task that fails this query’s tests. Second line: share of the system’s misses.</p>'
  );
}

/**
 * The table of deception rates per bug type: pooled over the dense systems (every scored pair of
 * every dense system counted once) beside each system's own rate (systems in `systems` order).
 * Empty when no system has diagnostics.
 */
export function renderDeceptionTableHtml(views: StudyViews, systems: readonly string[]): string {
  const shown = systems.filter((system) => (viewOf(views, system)?.diagnostics ?? null) !== null);
  if (shown.length === 0) return '';
  const pooled = views.pooled_dense_deception;
  const types = deceptionBugTypes(views);
  const cell = (counts: Parameters<typeof deceptionParts>[0]): string => {
    const parts = deceptionParts(counts);
    return parts === undefined ? '<td class="num muted">—</td>' : `<td class="num">${parts.rate}<span class="ci">${parts.counts}</span></td>`;
  };
  const row = (label: string, bugType: string | undefined): string => {
    const pooledCell = pooled === null ? '' : cell(bugType === undefined ? pooled.overall : pooled.by_bug_type.find((entry) => entry.bug_type === bugType));
    const cells = shown.map((system) => {
      const deception = viewOf(views, system)?.diagnostics?.deception;
      return cell(bugType === undefined ? deception?.overall : ownEntry(deception?.byBugType, bugType));
    });
    return `<tr><th scope="row">${label}</th>${pooledCell}${cells.join('')}</tr>`;
  };
  const head =
    '<th>bug type</th>' +
    (pooled === null ? '' : `<th class="num">pooled dense<span class="sub">${plural(pooled.systems.length, 'system')}</span></th>`) +
    shown.map((system) => `<th class="num">${id(system)}${viewOf(views, system)?.dense ? '' : '<span class="sub">not dense</span>'}</th>`).join('');
  const pooledNote =
    pooled === null
      ? 'No dense system has diagnostics, so nothing is pooled.'
      : `Pooled over ${pooled.systems.map((system) => `<code>${h(system)}</code>`).join(', ')}: every scored (system, query, distractor) triple counts once, as in the study.`;
  return (
    `<h3 class="subhead">Deception rate per bug type</h3><div class="table-wrap"><table class="compact"><thead><tr>${head}</tr></thead><tbody>` +
    `${row('all bug types', undefined)}${types.map((type) => row(id(type), type)).join('')}</tbody></table></div>` +
    `<p class="note">Distractor scored strictly above the canonical; second line: deceived / scored pairs. ${pooledNote} Dense: ${h(views.dense_rule)}.</p>`
  );
}

/** A note naming the systems whose diagnostics were derived from their top results and the bundle; empty when none. */
export function renderDerivedNoteHtml(views: StudyViews, systems: readonly string[]): string {
  const derived = systems.filter((system) => viewOf(views, system)?.diagnostics_source === 'derived');
  if (derived.length === 0 || views.bundle === null) return '';
  return `<p class="note">Derived from the top results listed in the results files and bundle <code>${h(views.bundle.name)}</code> (the files have no diagnostics): ${derived.map((system) => `<code>${h(system)}</code>`).join(', ')}.</p>`;
}
