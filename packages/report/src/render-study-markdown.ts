import type { DeceptionCounts } from '@execret/metrics';
import { bugTypeOrder } from './bug-type-order.js';
import { escapeMarkdown } from './escape-markdown.js';
import { formatPercent } from './format-number.js';
import { ownEntry } from './own-entry.js';
import { plural } from './plural.js';
import type { Rank1MissGroup } from './rank1-misses-by-bug-type.js';
import type { FullLeaderboard } from './report-types.js';
import type { StudyViews } from './study-views.js';

const line = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;

/** The two parts of a deception cell, `48.0%` and `12/25`; undefined without pairs. */
export function deceptionParts(counts: Pick<DeceptionCounts, 'pairs' | 'above'> | undefined): { rate: string; counts: string } | undefined {
  if (counts === undefined || counts.pairs === 0) return undefined;
  return { rate: formatPercent(counts.above / counts.pairs), counts: `${counts.above}/${counts.pairs}` };
}

/** `48.0% (12/25)`, or `—` without pairs. */
export function formatDeception(counts: Pick<DeceptionCounts, 'pairs' | 'above'> | undefined): string {
  const parts = deceptionParts(counts);
  return parts === undefined ? '—' : `${parts.rate} (${parts.counts})`;
}

/** A column of the rank-1 table: its key and heading. */
export interface Rank1Column {
  /** `distractor:<type>`, `canonical`, `unlabelled` or `no result`. */
  key: string;
  /** The heading (the bug type, or the kind). */
  heading: string;
}

/** The key of a rank-1 miss group in {@link rank1Columns}. */
export function rank1GroupKey(group: Pick<Rank1MissGroup, 'kind' | 'bug_type'>): string {
  return group.kind === 'distractor' ? `distractor:${group.bug_type ?? 'unknown'}` : group.kind;
}

/** Every kind of rank-1 miss any system has, in display order (bug types first). */
export function rank1Columns(views: StudyViews): Rank1Column[] {
  const groups = Object.values(views.systems).flatMap((view) => view.rank1_misses_by_bug_type.groups);
  const types = bugTypeOrder(groups.filter((group) => group.kind === 'distractor').map((group) => group.bug_type ?? 'unknown'));
  const others = (['canonical', 'unlabelled', 'no result'] as const).filter((kind) => groups.some((group) => group.kind === kind));
  return [...types.map((type) => ({ key: `distractor:${type}`, heading: type })), ...others.map((kind) => ({ key: kind, heading: kind === 'canonical' ? 'correct code of another task' : kind }))];
}

/** The bug types of the deception table: every type any system or the pool has, execret's six first. */
export function deceptionBugTypes(views: StudyViews): string[] {
  return bugTypeOrder([
    ...Object.values(views.systems).flatMap((view) => Object.keys(view.diagnostics?.deception.byBugType ?? {})),
    ...(views.pooled_dense_deception?.by_bug_type.map((row) => row.bug_type) ?? []),
  ]);
}

/**
 * The study's views as markdown sections for `leaderboard.md`: the dataset tables (when the report
 * read a bundle), rank-1 misses by bug type per system, and the deception rate per bug type pooled
 * over the dense systems beside each system's. Systems in leaderboard order; ids escaped.
 */
export function renderStudyMarkdown(leaderboard: FullLeaderboard, views: StudyViews): string[] {
  const lines: string[] = [];
  const dataset = views.dataset;
  if (dataset !== null && views.bundle !== null) {
    const { totals } = dataset;
    lines.push(
      '',
      '## Dataset',
      '',
      `Bundle ${escapeMarkdown(views.bundle.name)} (sha256 ${views.bundle.sha256.slice(0, 12)}…): ${plural(totals.tasks, 'task')} in ${plural(totals.domains, 'domain')}, ` +
        `${plural(totals.snippets, 'snippet')} (${plural(totals.canonicals, 'canonical')}, ${plural(totals.distractors, 'distractor')})` +
        `${totals.unpaired_snippets > 0 ? `, ${plural(totals.unpaired_snippets, 'snippet')} no task lists` : ''}.`,
      '',
      line(['domain', 'tasks', 'snippets', 'distractors']),
      line([':--', '--:', '--:', '--:']),
      ...dataset.by_domain.map((row) => line([escapeMarkdown(row.domain), String(row.tasks), String(row.snippets), String(row.distractors)])),
      line(['**all**', `**${totals.tasks}**`, `**${totals.snippets}**`, `**${totals.distractors}**`]),
      '',
      `Paired distractors per task: ${dataset.distractors_per_task.map((entry) => `${entry.distractors} (${plural(entry.tasks, 'task')})`).join(', ')}.`,
      '',
      line(['bug type', 'distractors', 'share']),
      line([':--', '--:', '--:']),
      ...dataset.by_bug_type.map((row) => line([escapeMarkdown(row.bug_type), String(row.distractors), formatPercent(row.share)])),
    );
  }
  const rows = leaderboard.rows.filter((row) => ownEntry(views.systems, row.system) !== undefined);
  const columns = rank1Columns(views);
  if (columns.length > 0) {
    lines.push(
      '',
      '## Rank-1 misses by bug type',
      '',
      `What the failing rank-1 result is (exec@1 = 0): the bug type of the buggy code ranked first (the query's own near-clone or another query's), correct code of another task, or nothing. Cells: queries and share of the system's misses.`,
      '',
      line(['system', 'misses', ...columns.map((column) => escapeMarkdown(column.heading))]),
      line([':--', '--:', ...columns.map(() => '--:')]),
      ...rows.map((row) => {
        const misses = (ownEntry(views.systems, row.system) as StudyViews['systems'][string]).rank1_misses_by_bug_type;
        const byKey = new Map(misses.groups.map((group) => [rank1GroupKey(group), group]));
        return line([
          escapeMarkdown(row.system),
          `${misses.misses}/${misses.queries}`,
          ...columns.map((column) => {
            const group = byKey.get(column.key);
            return group === undefined ? '0' : `${group.count} (${formatPercent(group.share)})`;
          }),
        ]);
      }),
    );
  }
  const withDiagnostics = rows.filter((row) => ownEntry(views.systems, row.system)?.diagnostics !== null);
  if (withDiagnostics.length > 0) {
    const pooled = views.pooled_dense_deception;
    const types = deceptionBugTypes(views);
    const pooledHeading = pooled === null ? [] : [`pooled dense (${plural(pooled.systems.length, 'system')})`];
    const perSystem = (bugType: string | undefined) => withDiagnostics.map((row) => {
      const deception = (ownEntry(views.systems, row.system) as StudyViews['systems'][string]).diagnostics?.deception;
      return formatDeception(bugType === undefined ? deception?.overall : ownEntry(deception?.byBugType, bugType));
    });
    lines.push(
      '',
      '## Deception by bug type',
      '',
      'Share of scored (query, paired distractor) pairs whose distractor scores strictly above the canonical (ties are not counted as deceived). ' +
        (pooled === null ? 'No dense system has diagnostics, so nothing is pooled.' : `Pooled: every pair of every dense system counted once (${pooled.systems.map(escapeMarkdown).join(', ')}).`),
      '',
      line(['bug type', ...pooledHeading, ...withDiagnostics.map((row) => escapeMarkdown(row.system) + (ownEntry(views.systems, row.system)?.dense ? '' : ' (not dense)'))]),
      line([':--', ...pooledHeading.map(() => '--:'), ...withDiagnostics.map(() => '--:')]),
      line(['**all**', ...(pooled === null ? [] : [formatDeception(pooled.overall)]), ...perSystem(undefined)]),
      ...types.map((bugType) =>
        line([escapeMarkdown(bugType), ...(pooled === null ? [] : [formatDeception(pooled.by_bug_type.find((row) => row.bug_type === bugType))]), ...perSystem(bugType)]),
      ),
      '',
      `Dense systems: ${escapeMarkdown(views.dense_rule)}.`,
    );
  }
  const derived = rows.filter((row) => ownEntry(views.systems, row.system)?.diagnostics_source === 'derived').map((row) => escapeMarkdown(row.system));
  if (derived.length > 0 && views.bundle !== null) {
    lines.push('', `Diagnostics of ${derived.join(', ')} derived from the top results listed in their results files and bundle ${escapeMarkdown(views.bundle.name)} (the files have none).`);
  }
  const missing = rows.filter((row) => ownEntry(views.systems, row.system)?.diagnostics === null).map((row) => escapeMarkdown(row.system));
  if (missing.length > 0) lines.push('', `No diagnostics for ${missing.join(', ')}: their results files have none; give the report their bundle to derive them from the top results.`);
  return lines;
}
