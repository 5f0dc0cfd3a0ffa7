import { describe, expect, it } from '@jest/globals';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STUDY_RELEASE, studyReleaseBundle } from './__fixtures__/study-release-bundle.js';
import { buildReport } from './build-report.js';
import { formatNumber } from './format-number.js';
import { paperExports as sut } from './paper-exports.js';
import type { FullLeaderboard } from './report-types.js';
import type { StudyViews } from './study-views.js';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '__fixtures__');

function csvRows(text: string): string[][] {
  // the fixture's labels hold no comma or quote, so a plain split reads them
  return text.trimEnd().split('\r\n').map((line) => line.split(','));
}

// Strict XML: any error or warning of the parser fails the test.
function parseSvg(text: string): Element {
  const document = new DOMParser({
    onError: (level, message) => {
      throw new Error(`${level}: ${message}`);
    },
  }).parseFromString(text, 'image/svg+xml');
  return document.documentElement as Element;
}

// The bars a figure draws with their numbers, from the data attributes of its <rect>s.
function dataBars(root: Element): Array<Record<string, string>> {
  return Array.from(root.getElementsByTagName('rect'))
    .filter((rect) => rect.hasAttribute('data-system'))
    .map((rect) => Object.fromEntries(Array.from(rect.attributes).filter((attribute) => attribute.name.startsWith('data-') || attribute.name === 'width').map((attribute) => [attribute.name, attribute.value])));
}

const unescapeHtml = (text: string): string => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

const asNumber = (field: string | undefined): number | null => (field === undefined || field === '' ? null : Number(field));

// What a TeX engine would reject first: unbalanced groups or environments, rows whose cell count is off.
function checkLatex(text: string, columns: number): string[] {
  const problems: string[] = [];
  const body = text.replace(/\\[\\{}$&#%_]/g, 'x');
  let depth = 0;
  for (const character of body.replace(/%.*$/gm, '')) {
    depth += character === '{' ? 1 : character === '}' ? -1 : 0;
    if (depth < 0) problems.push('a } closes nothing');
  }
  if (depth !== 0) problems.push(`${depth} unclosed {`);
  const environments: string[] = [];
  for (const match of text.matchAll(/\\(begin|end)\{([a-z*]+)\}/g)) {
    if (match[1] === 'begin') environments.push(match[2] as string);
    else if (environments.pop() !== match[2]) problems.push(`\\end{${match[2]}} closes another environment`);
  }
  if (environments.length > 0) problems.push(`unclosed ${environments.join(', ')}`);
  const rows = text.slice(text.indexOf('\\toprule') + 8, text.indexOf('\\bottomrule')).split('\n').filter((line) => line.trim() !== '' && line.trim() !== '\\midrule');
  for (const row of rows) {
    if (!row.endsWith(' \\\\')) problems.push(`row does not end with \\\\: ${row}`);
    const cells = row.replace(/\\&/g, '').split('&').length;
    if (cells !== columns) problems.push(`${cells} cells instead of ${columns}: ${row}`);
  }
  if (!/\\toprule[^]*\\midrule[^]*\\bottomrule/.test(text)) problems.push('no booktabs rules');
  return problems;
}

describe(sut.name, () => {
  it('writes CSV with the numbers of full_leaderboard.json and report_data.json, unrounded', async () => {
    const report = await buildReport(STUDY_RELEASE, { resamples: 200, bundle: await studyReleaseBundle() });
    const files = sut(report, ['csv']);
    const leaderboard = JSON.parse(report.files['full_leaderboard.json']) as FullLeaderboard;
    const views = JSON.parse(report.files['report_data.json']) as StudyViews;
    expect(Object.keys(files)).toEqual(['paper/leaderboard.csv', 'paper/exec_at_k.csv', 'paper/exec_by_domain.csv', 'paper/deception_by_bug_type.csv']);

    const [header, ...rows] = csvRows(files['paper/leaderboard.csv'] as string);
    expect(rows.map((row) => row[0])).toEqual(leaderboard.rows.map((row) => row.system));
    leaderboard.rows.forEach((row, index) => {
      const cells = new Map((header as string[]).map((name, column) => [name, (rows[index] as string[])[column]]));
      for (const k of leaderboard.ks) {
        expect(asNumber(cells.get(`exec@${k}`))).toBe(row.metrics[`exec@${k}`]);
        expect(asNumber(cells.get(`exec@${k} ci95_low`))).toBe(row.intervals[`exec@${k}`]?.ci95_low);
        expect(asNumber(cells.get(`exec@${k} ci95_high`))).toBe(row.intervals[`exec@${k}`]?.ci95_high);
      }
      expect(asNumber(cells.get('expected_exec@1'))).toBe(row.expected_exec_at_1);
      expect(asNumber(cells.get('rank1_tied_share'))).toBe(row.rank1_tied_share);
    });

    const [domainHeader, ...domainRows] = csvRows(files['paper/exec_by_domain.csv'] as string);
    expect(domainHeader).toEqual(['domain', 'n_queries', ...leaderboard.rows.map((row) => row.system)]);
    for (const domainRow of domainRows) {
      leaderboard.rows.forEach((row, index) => expect(asNumber(domainRow[index + 2])).toBe(row.metrics_by_domain?.[domainRow[0] as string]?.['exec@1'] ?? null));
    }

    const [bugHeader, ...bugRows] = csvRows(files['paper/deception_by_bug_type.csv'] as string);
    for (const bugRow of bugRows) {
      (bugHeader as string[]).slice(1).forEach((system, index) => {
        const deception = views.systems[system]?.diagnostics?.deception;
        const counts = bugRow[0] === 'all' ? deception?.overall : deception?.byBugType[bugRow[0] as string];
        expect(asNumber(bugRow[index + 1])).toBe(counts === undefined || counts.pairs === 0 ? null : counts.above / counts.pairs);
      });
    }
    expect(bugRows.length).toBeGreaterThan(1);
  });

  it('writes booktabs LaTeX tables whose cells are the same numbers rounded, with system ids escaped', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-paper-'));
    try {
      await cp(join(fixtures, 'three-systems'), directory, { recursive: true });
      const report = await buildReport(directory, { resamples: 100 });
      const files = sut(report, ['latex']);
      // this fixture's files carry no metrics_by_domain: no domain table
      expect(Object.keys(files)).toEqual(['paper/leaderboard.tex', 'paper/exec_at_k.tex', 'paper/deception_by_bug_type.tex', 'paper/tables.tex']);
      const columns: Record<string, number> = { 'paper/leaderboard.tex': 7, 'paper/exec_at_k.tex': 1 + report.leaderboard.ks.length, 'paper/deception_by_bug_type.tex': 4 };
      for (const [file, count] of Object.entries(columns)) expect([file, checkLatex(files[file] as string, count)]).toEqual([file, []]);
      const leaderboard = files['paper/leaderboard.tex'] as string;
      // acme/<coder>?dim=256&q=a|b: every character LaTeX treats specially is escaped
      expect(leaderboard).toContain('acme/\\textless{}coder\\textgreater{}?dim=256\\&q=a\\textbar{}b & ');
      const top = report.leaderboard.rows[0];
      const interval = top?.intervals['exec@1'];
      expect(leaderboard).toContain(`& \\begin{tabular}[t]{@{}r@{}}${formatNumber(top?.metrics['exec@1'])} \\\\ {\\scriptsize [${formatNumber(interval?.ci95_low)}, ${formatNumber(interval?.ci95_high)}]}\\end{tabular} &`);
      expect(files['paper/tables.tex']).toContain(files['paper/exec_at_k.tex']);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });


  it('writes each chart as a standalone SVG file with its styles and legend inside, valid XML', async () => {
    const report = await buildReport(STUDY_RELEASE, { resamples: 100, bundle: await studyReleaseBundle() });
    const files = sut(report, ['svg']);
    expect(Object.keys(files)).toEqual([
      'paper/exec_at_k.svg',
      'paper/exec_at_1_intervals.svg',
      'paper/deception_by_bug_type.svg',
      'paper/deception_stacked_by_bug_type.svg',
      'paper/rank1_composition.svg',
      'paper/density_ablation.svg',
      'paper/gap_1.svg',
      'paper/gap_2.svg',
      'paper/gap_3.svg',
    ]);
    for (const row of report.leaderboard.rows) {
      const interval = row.intervals['exec@1'];
      expect(files['paper/exec_at_1_intervals.svg']).toContain(`${row.system}: ${formatNumber(row.metrics['exec@1'])} [${formatNumber(interval?.ci95_low)}, ${formatNumber(interval?.ci95_high)}]</title>`);
    }
    for (const [file, svg] of Object.entries(files)) {
      expect(svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect([file, parseSvg(svg).nodeName]).toEqual([file, 'svg']);
      expect(svg).toContain('<style>');
      expect(svg).not.toContain('var(--');
    }
    expect(files['paper/exec_at_k.svg']?.match(/class="legend-label"/g)).toHaveLength(report.leaderboard.rows.length);
    expect(files['paper/rank1_composition.svg']?.match(/class="legend-label"/g)).toHaveLength(5);
  });

  it('draws every chart of report.html as a figure, one to one', async () => {
    const report = await buildReport(STUDY_RELEASE, { resamples: 100, bundle: await studyReleaseBundle() });
    const html = report.files['report.html'] as string;
    // The page's charts: <svg class="chart"> (lines, histograms) and bar tables (intervals, stacked bars), by title.
    const pageCharts = [...html.matchAll(/<svg class="chart"[^>]* aria-label="([^"]*)"|<table class="bars"><caption>([^<]*)<\/caption>/g)].map((match) => unescapeHtml((match[1] ?? match[2]) as string));
    const figureTitles = Object.values(sut(report, ['svg'])).map((svg) => (parseSvg(svg).getElementsByTagName('svg')[0] as Element).getAttribute('aria-label') as string);
    expect(pageCharts).toHaveLength(8);
    expect(pageCharts.map((title) => [title, figureTitles.filter((figure) => figure.startsWith(title)).length])).toEqual(pageCharts.map((title) => [title, 1]));
    // The one figure the page does not draw: the deception rates alone, as grouped bars.
    expect(figureTitles.filter((figure) => !pageCharts.some((title) => figure.startsWith(title)))).toEqual(['Deception rate per bug type: share of pairs whose distractor scores above the canonical']);
  });

  it('draws the stacked bars and intervals with the numbers of report_data.json and full_leaderboard.json', async () => {
    const report = await buildReport(STUDY_RELEASE, { resamples: 100, bundle: await studyReleaseBundle() });
    const files = sut(report, ['svg']);
    const leaderboard = JSON.parse(report.files['full_leaderboard.json']) as FullLeaderboard;
    const views = JSON.parse(report.files['report_data.json']) as StudyViews;
    const width = (count: number, total: number): string => ((count / total) * 380).toFixed(1);

    const deception = dataBars(parseSvg(files['paper/deception_stacked_by_bug_type.svg'] as string));
    const expectedDeception = Object.entries(views.systems).flatMap(([system, view]) => {
      const counts = view.diagnostics?.deception;
      if (counts === undefined) return [];
      return [['all bug types', counts.overall] as const, ...Object.entries(counts.byBugType)].flatMap(([category, pair]) =>
        pair.pairs === 0
          ? []
          : (['above', 'tied', 'below'] as const)
              .filter((segment) => pair[segment] > 0)
              .map((segment) => ({ 'data-system': system, 'data-category': category, 'data-segment': segment, 'data-count': String(pair[segment]), 'data-total': String(pair.pairs), width: width(pair[segment], pair.pairs) })),
      );
    });
    expect(expectedDeception.length).toBeGreaterThan(10);
    expect(deception).toHaveLength(expectedDeception.length);
    expect(deception).toEqual(expect.arrayContaining(expectedDeception));

    const rank1 = dataBars(parseSvg(files['paper/rank1_composition.svg'] as string));
    const expectedRank1 = Object.entries(views.systems).flatMap(([system, view]) => {
      const diagnostics = view.diagnostics;
      if (diagnostics === null) return [];
      const misses = diagnostics.rank1Misses;
      const counts = { hit: diagnostics.queries - misses.misses, own_paired_distractor: misses.ownPairedDistractor.count, other_query: misses.otherQuery.count, other: misses.other.count, no_result: misses.noResult.count };
      return Object.entries(counts)
        .filter(([, count]) => count > 0)
        .map(([segment, count]) => ({ 'data-system': system, 'data-category': 'rank-1 result', 'data-segment': segment, 'data-count': String(count), 'data-total': String(diagnostics.queries), width: width(count, diagnostics.queries) }));
    });
    expect(expectedRank1.some((bar) => bar['data-segment'] === 'own_paired_distractor')).toBe(true);
    expect(rank1).toHaveLength(expectedRank1.length);
    expect(rank1).toEqual(expect.arrayContaining(expectedRank1));

    const intervals = dataBars(parseSvg(files['paper/exec_at_1_intervals.svg'] as string));
    expect(intervals.map((bar) => [bar['data-system'], Number(bar['data-value']), Number(bar['data-ci95-low']), Number(bar['data-ci95-high'])])).toEqual(
      leaderboard.rows.map((row) => [row.system, row.metrics['exec@1'], row.intervals['exec@1']?.ci95_low, row.intervals['exec@1']?.ci95_high]),
    );
  });
});
