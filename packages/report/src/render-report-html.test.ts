import { describe, expect, it } from '@jest/globals';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareSystems } from '@execret/stats';
import { buildLeaderboard, comparedMetricKeys } from './build-leaderboard.js';
import { STUDY_RELEASE, studyReleaseBundle } from './__fixtures__/study-release-bundle.js';
import { buildReport } from './build-report.js';
import { loadResults } from './load-results.js';
import { renderReportHtml as sut } from './render-report-html.js';
import type { LoadedResults } from './report-types.js';
import { createHash } from 'node:crypto';
import { buildDrillDown } from './drill-down.js';
import { PAGE_SCRIPT_SOURCE } from './page-script.js';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '__fixtures__');
const settings = { resamples: 200, seed: 3, method: 'percentile' as const, confidenceLevel: 0.95 };

async function render(results: LoadedResults): Promise<string> {
  const comparison = compareSystems(new Map(results.systems.map((system) => [system.system, { queryIds: results.queryIds, perQuery: system.perQuery }])), {
    metrics: comparedMetricKeys(results),
    resamples: settings.resamples,
    seed: settings.seed,
  });
  return sut({ results, leaderboard: buildLeaderboard(results, comparison, settings), comparison });
}

function sectionOf(html: string, id: string): string {
  const start = html.indexOf(`<section id="${id}">`);
  expect(start).toBeGreaterThanOrEqual(0);
  return html.slice(start, html.indexOf('</section>', start));
}

describe(sut.name, () => {
  it('never lets a system id become markup', async () => {
    const html = await render(await loadResults(join(fixtures, 'three-systems')));
    expect(html).not.toContain('<coder>');
    expect(html).not.toContain('&q=');
    expect(html).toContain('acme/<wbr>&lt;coder&gt;?<wbr>dim=<wbr>256&amp;<wbr>q=<wbr>a|<wbr>b');
  });

  it('loads nothing: no script, link, image, frame or URL reference, and a policy that forbids loads', async () => {
    const html = await render(await loadResults(join(fixtures, 'three-systems')));
    expect(html).not.toMatch(/<script|<link|<img|<iframe|<object|<embed|@import|url\(|\bsrc=|href="(?!#)/i);
    // the only URL is the SVG namespace, which is a name, not a request
    expect(html.match(/https?:\/\/[^"\s)]+/g)?.filter((url) => url !== 'http://www.w3.org/2000/svg') ?? []).toEqual([]);
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:; script-src ${PAGE_SCRIPT_SOURCE}">`);
  });

  it('with the drill-down runs one inline script, the one the policy allows by its hash, and still loads nothing', async () => {
    const results = await loadResults(join(fixtures, 'three-systems'));
    const comparison = compareSystems(new Map(results.systems.map((system) => [system.system, { queryIds: results.queryIds, perQuery: system.perQuery }])), { metrics: comparedMetricKeys(results), resamples: 50, seed: 1 });
    const leaderboard = buildLeaderboard(results, comparison, settings);
    const html = sut({ results, leaderboard, comparison, drillDown: buildDrillDown(results, leaderboard) });
    const scripts = [...html.matchAll(/<script>([^]*?)<\/script>/g)].map((match) => match[1] as string);
    expect(scripts).toHaveLength(1);
    expect(html).toContain(`script-src 'sha256-${createHash('sha256').update(scripts[0] as string).digest('base64')}'`);
    expect(html).not.toMatch(/<link|<img|<iframe|<object|<embed|@import|url\(|\bsrc=|href="(?!#)/i);
    expect(html).toContain('<section id="per-query">');
  });

  it('lists every system in the leaderboard, in leaderboard order, with its tie flag', async () => {
    const html = await render(await loadResults(join(fixtures, 'three-systems')));
    const leaderboard = sectionOf(html, 'leaderboard');
    const rows = leaderboard.split('<tr').filter((part) => part.includes('scope="row"') && part.includes('class="dot"'));
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('acme/<wbr>&lt;coder');
    expect(rows[1]).toContain('npz:<wbr>matrices/<wbr>run.npz');
    expect(rows[2]).toContain('bm25');
    expect(rows[1]).toContain('⚠ 16.7%');
    expect(rows[2]).toContain('⚠ 50.0%');
    expect(rows[0]).not.toContain('⚠');
    // exec@1 of bm25 with its interval column, expected exec@1 0.5 / 6
    expect(rows[2]).toContain('<span class="value">0.167</span>');
    expect(rows[2]).toContain('<td class="num">0.083</td>');
  });

  it('draws every section from the diagnostics', async () => {
    const html = await render(await loadResults(join(fixtures, 'three-systems')));
    // exec@k: one line per system with four points
    expect(sectionOf(html, 'exec-at-k').match(/<circle/g)).toHaveLength(12);
    // deception: overall + off_by_one + wrong_operator for three systems, bm25 off_by_one 2/6
    const deception = sectionOf(html, 'deception');
    expect(deception.match(/<tr class="group">/g)).toHaveLength(3);
    expect(deception).toContain('33.3% (2/6)');
    expect(deception).toContain('41.7% (5/12)');
    // gaps: histograms for the two systems with per-query gaps, mean and median only for bm25
    const gaps = sectionOf(html, 'gaps');
    expect(gaps.match(/<svg class="chart"/g)).toHaveLength(2);
    expect(gaps).toContain('Per-query gaps are not in this results file');
    expect(gaps).toContain('mean gap -1.5000 · median -0.7500');
    // rank-1: bm25 misses 5 of 6, 3 of them its own paired distractors
    const rank1 = sectionOf(html, 'rank1');
    expect(rank1).toContain('bm25 · own paired distractor: 3 of 6 (50.0%)');
    expect(rank1).toContain('60.0% own');
    // density ablation: j = 0, 1, 2 for three systems
    const density = sectionOf(html, 'density');
    expect(density.match(/<circle/g)).toHaveLength(9);
    expect(density).toContain('<td class="num" title="6 queries">0.917</td>');
  });

  it('shows the exec@1 pairwise tests with the McNemar counts', async () => {
    const html = await render(await loadResults(join(fixtures, 'three-systems')));
    const pairwise = sectionOf(html, 'pairwise');
    // acme vs bm25: a_only 4, b_only 0, both 1, neither 1; p = 2 / 16 = 0.125; Holm × 3 = 0.375 (significant? no)
    expect(pairwise).toContain('<td class="num">4</td><td class="num">0</td><td class="num">1</td><td class="num">1</td><td class="num">0.1250</td><td class="num">0.3750</td>');
    expect(pairwise).not.toContain('class="significant"');
  });

  it('works without diagnostics and with a single system', async () => {
    const results = await loadResults(join(fixtures, 'study-format'));
    const single: LoadedResults = { ...results, systems: results.systems.slice(0, 1) };
    const html = await render(single);
    expect(html).toContain('<title>execret report · BM25</title>');
    expect(html).not.toContain('<section id="pairwise">');
    expect(sectionOf(html, 'deception')).toContain('No diagnostics in the results file of <code>BM25</code>');
    expect(html).toContain('Per-query values recomputed from the top-10 results');
    expect(html).toContain('Not per-system results, skipped: <code>results/full_leaderboard.json</code>');
  });

  it('is the same every time', async () => {
    const results = await loadResults(join(fixtures, 'three-systems'));
    expect(await render(results)).toBe(await render(results));
  });

  it('draws the study\'s views: pooled deception beside each system, and rank-1 misses by bug type', async () => {
    const report = await buildReport(join(fixtures, 'three-systems'), { resamples: 50 });
    const html = report.files['report.html'];
    expect(html).not.toContain('<section id="dataset">');
    const deception = sectionOf(html, 'deception');
    expect(deception).toContain('<th class="num">pooled dense<span class="sub">2 systems</span></th>');
    expect(deception).toContain('<th class="num">bm25<span class="sub">not dense</span></th>');
    // all bug types: pooled 3/22, then acme 1/12, npz 2/10, bm25 5/12 (leaderboard order)
    expect(deception).toContain(
      '<tr><th scope="row">all bug types</th><td class="num">13.6%<span class="ci">3/22</span></td><td class="num">8.3%<span class="ci">1/12</span></td><td class="num">20.0%<span class="ci">2/10</span></td><td class="num">41.7%<span class="ci">5/12</span></td></tr>',
    );
    const rank1 = sectionOf(html, 'rank1');
    expect(rank1).toContain('<h3 class="subhead">Rank-1 misses by bug type</h3>');
    expect(rank1).toContain('<tr><th scope="row">bm25</th><td class="num">5/6</td><td class="num">5<span class="ci">100.0%</span></td></tr>');
  });

  it('with the bundle, shows the dataset and every diagnostic section of the study\'s files, derived', async () => {
    const report = await buildReport(STUDY_RELEASE, { resamples: 50, bundle: await studyReleaseBundle() });
    const html = report.files['report.html'];
    expect(html).not.toContain('No diagnostics');
    const dataset = sectionOf(html, 'dataset');
    expect(dataset).toContain('4 tasks in 3 domains, 16 snippets in the pool (4 canonicals, 12 distractors)');
    expect(dataset).toContain('<tr><th scope="row">string_<wbr>processing</th><td class="num">2</td><td class="num">8</td><td class="num">6</td></tr>');
    expect(sectionOf(html, 'exec-by-domain')).toContain('<th scope="row">BM25</th><td class="num">0.000</td><td class="num">1.000</td><td class="num">0.500</td>');
    for (const id of ['deception', 'gaps', 'rank1', 'density']) {
      expect(sectionOf(html, id)).toContain('Derived from the top results listed in the results files and bundle <code>study-release</code>');
    }
    // three gap histograms (one per system), three density lines of j = 0..4, the pooled column over the two dense systems
    expect(sectionOf(html, 'gaps').match(/<svg class="chart"/g)).toHaveLength(3);
    expect(sectionOf(html, 'density').match(/<circle/g)).toHaveLength(3 * 5);
    expect(sectionOf(html, 'deception')).toContain('pooled dense<span class="sub">2 systems</span>');
    expect(sectionOf(html, 'rank1')).toContain('BM25 · own paired distractor: 2 of 4 (50.0%)');
  });
});
