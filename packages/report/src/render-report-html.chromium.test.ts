import { describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { STUDY_RELEASE, studyReleaseBundle } from './__fixtures__/study-release-bundle.js';
import { buildReport } from './build-report.js';
import { renderReportHtml as sut } from './render-report-html.js';
import { readdir, readFile } from 'node:fs/promises';
import { renderBundleHtml } from './render-bundle-html.js';
import { paperExports } from './paper-exports.js';

const here = dirname(fileURLToPath(import.meta.url));
const packageRoot = join(here, '..');
const screenshotPath = join(packageRoot, 'test-artifacts', 'report.png');
const studyScreenshotPath = join(packageRoot, 'test-artifacts', 'report-study-release.png');
// Debian's chromium (apt-get install -y chromium); EXECRET_CHROMIUM points elsewhere if needed.
const chromiumPath = process.env['EXECRET_CHROMIUM'] ?? '/usr/bin/chromium';
// Flags that keep headless Chromium from reaching the network or a GPU on a CI machine.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface OpenedPage {
  page: import('playwright-core').Page;
  requests: string[];
  blocked: string[];
  problems: string[];
  fileUrl: string;
}

// Opens report.html offline in Chromium, recording every request, blocked load and console error.
async function withPage(html: string, check: (opened: OpenedPage) => Promise<void>): Promise<void> {
  if (!existsSync(chromiumPath)) {
    throw new Error(`this test needs Chromium at ${chromiumPath}: install it with "apt-get install -y chromium" (or set EXECRET_CHROMIUM to its path)`);
  }
  const directory = await mkdtemp(join(tmpdir(), 'execret-report-html-'));
  await writeFile(join(directory, 'report.html'), html);
  const fileUrl = pathToFileURL(join(directory, 'report.html')).href;
  const userDataDir = await mkdtemp(join(tmpdir(), 'execret-chromium-profile-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1200, height: 900 },
    offline: true,
  });
  try {
    const page = await context.newPage();
    const opened: OpenedPage = { page, requests: [], blocked: [], problems: [], fileUrl };
    page.on('request', (request) => opened.requests.push(request.url()));
    page.on('console', (message) => {
      if (message.type() === 'error') opened.problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => opened.problems.push(`page error: ${error.message}`));
    await page.route('**/*', async (route) => {
      if (route.request().url() === fileUrl) return route.continue();
      opened.blocked.push(route.request().url());
      return route.abort();
    });
    await page.goto(fileUrl, { waitUntil: 'load' });
    await check(opened);
  } finally {
    await context.close();
    await rm(userDataDir, { recursive: true, force: true });
    await rm(directory, { recursive: true, force: true });
  }
}

// The drill-down of the study fixture in the page against its results files: per system the rank-1
// misses first with the files' scores and canonical ranks; an opened miss shows its diff.
async function checkDrillDown(page: import('playwright-core').Page): Promise<void> {
  const files = await readdir(join(STUDY_RELEASE, 'results'));
  const raw = await Promise.all(files.map(async (file) => JSON.parse(await readFile(join(STUDY_RELEASE, 'results', file), 'utf8')) as { model: string; per_query: Array<{ query_id: string; correct_corpus_ids: string[]; top_results: Array<{ corpus_id: string; similarity: number; passes_all_tests: boolean }> }> }));
  const list = page.locator('#drill-down-list');
  const options = await list.locator('select[data-filter="system"] option').evaluateAll((nodes) => nodes.map((node) => [(node as unknown as { value: string }).value, node.textContent ?? '']));
  for (const file of raw) {
    const option = options.find(([, label]) => label.startsWith(`${file.model} (`));
    expect(option).toBeDefined();
    await list.locator('select[data-filter="system"]').selectOption(option?.[0] as string);
    const entries = list.locator('details.dq:visible');
    const misses = file.per_query.filter((query) => !(query.top_results[0]?.passes_all_tests ?? false));
    expect(await list.locator('[data-count]').textContent()).toBe(String(file.per_query.length));
    expect(await entries.count()).toBe(file.per_query.length);
    const shown = await entries.evaluateAll((nodes) => nodes.map((node) => ({ query: node.getAttribute('data-query'), outcome: node.getAttribute('data-outcome'), score: node.querySelector('.rs')?.textContent ?? null, rank: node.querySelector('.cr')?.textContent ?? null })));
    const expected = [...misses, ...file.per_query.filter((query) => !misses.includes(query))].map((query) => {
      const canonical = query.top_results.findIndex((result) => result.corpus_id === query.correct_corpus_ids[0]);
      return { query: query.query_id, outcome: misses.includes(query) ? 'miss' : 'hit', score: String(query.top_results[0]?.similarity), rank: canonical === -1 ? null : String(canonical + 1) };
    });
    expect(shown).toEqual(expected);
  }
  // filters combine: misses only, then one domain
  await list.locator('select[data-filter="outcome"]').selectOption('miss');
  const firstMiss = list.locator('details.dq:visible').first();
  await firstMiss.locator('summary').click();
  // the toggle event fills the entry after the click returns
  await firstMiss.locator('pre.diff').first().waitFor({ state: 'attached' });
  expect(await firstMiss.locator('pre.diff > .r, pre.diff > .a').count()).toBeGreaterThan(0);
  expect(await firstMiss.locator('.query').count()).toBe(1);
  expect(await firstMiss.locator('.fails .outcome').textContent()).toMatch(/^(FAIL|ERROR|TIMEOUT)/);
  const disagreements = page.locator('#per-query .filterable').nth(1).locator('details.dq');
  expect(await disagreements.count()).toBe(3);
  await disagreements.first().locator('summary').click();
  await disagreements.first().locator('.side-col pre.diff').first().waitFor({ state: 'attached' });
  expect(await disagreements.first().locator('.side-col').count()).toBeGreaterThanOrEqual(2);
  expect(await disagreements.first().locator('.side-col pre.diff').count()).toBeGreaterThanOrEqual(2);
}

async function checkBundleView(page: import('playwright-core').Page): Promise<void> {
  const bundle = await studyReleaseBundle();
  await page.setContent(renderBundleHtml({ bundle, buildReport: { tasks: { total: 4 }, distractors: { by_bug_type: { off_by_one: { candidates: 3, failing: 2, kept: 1 } } } } }), { waitUntil: 'load' });
  expect(await page.title()).toBe('execret bundle · study-release');
  const tasks = page.locator('details.task');
  expect(await tasks.count()).toBe(bundle.bundle.queries.length);
  expect(await page.locator('section#funnel tbody tr').count()).toBe(1);
  await page.locator('input[data-search]').fill('clamp closed');
  expect(await page.locator('details.task:visible').count()).toBe(1);
  expect(await page.locator('[data-count]').textContent()).toBe('1');
  await page.locator('details.task:visible summary').click();
  const opened = page.locator('details.task:visible');
  await opened.locator('.distractor').first().waitFor({ state: 'attached' });
  expect(await opened.locator('.distractor').count()).toBe(bundle.bundle.queries[0]?.paired_distractor_corpus_ids.length);
  expect(await opened.locator('.distractor pre.diff > .r, .distractor pre.diff > .a').count()).toBeGreaterThan(0);
  expect(await opened.locator('.kills li').count()).toBeGreaterThan(0);
  await page.locator('input[data-search]').fill('');
  expect(await page.locator('details.task:visible').count()).toBe(bundle.bundle.queries.length);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
}

async function horizontalOverflow(page: import('playwright-core').Page): Promise<number> {
  // a string expression: the test's TypeScript has no DOM types
  return (await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')) as number;
}

describe(`${sut.name} in Chromium`, () => {
  it('renders offline with no console error and no request, and lists every system', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-report-html-'));
    await cp(join(here, '__fixtures__', 'three-systems'), directory, { recursive: true });
    const report = await buildReport(directory, { resamples: 500 });
    await rm(directory, { recursive: true, force: true });
    await withPage(report.files['report.html'], async ({ page, requests, blocked, problems, fileUrl }) => {
      expect(requests).toEqual([fileUrl]);
      expect(blocked).toEqual([]);
      expect(problems).toEqual([]);
      expect(await page.title()).toBe('execret report · 3 systems');
      const systems = (await page.locator('table.leaderboard tbody th[scope="row"]').allTextContents()).map((text) => text.trim());
      expect(systems).toEqual(['acme/<coder>?dim=256&q=a|b', 'npz:matrices/run.npz', 'bm25']);
      // the charts are drawn at a readable size, and nothing pushes the page sideways
      const charts = page.locator('svg.chart');
      expect(await charts.count()).toBe(4);
      for (const box of await Promise.all((await charts.all()).map((chart) => chart.boundingBox()))) {
        expect(box?.width ?? 0).toBeGreaterThan(300);
        expect(box?.height ?? 0).toBeGreaterThan(150);
      }
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      await mkdir(dirname(screenshotPath), { recursive: true });
      await page.screenshot({ path: screenshotPath, fullPage: true });
      expect(existsSync(screenshotPath)).toBe(true);
    });
  }, 90_000);

  it('renders the study\'s views of released results with their bundle: dataset, derived diagnostics, pooled deception', async () => {
    const report = await buildReport(STUDY_RELEASE, { resamples: 200, bundle: await studyReleaseBundle() });
    await withPage(report.files['report.html'], async ({ page, requests, problems, fileUrl }) => {
      expect(requests).toEqual([fileUrl]);
      expect(problems).toEqual([]);
      // every section a reader navigates to is there and visible
      for (const id of ['leaderboard', 'exec-at-k', 'dataset', 'exec-by-domain', 'deception', 'gaps', 'rank1', 'density', 'pairwise', 'per-query']) {
        expect(await page.locator(`section#${id}`).isVisible()).toBe(true);
        expect(await page.locator(`nav a[href="#${id}"]`).count()).toBe(1);
      }
      const datasetRows = (await page.locator('section#dataset tbody th[scope="row"]').allTextContents()).map((text) => text.trim());
      expect(datasetRows).toEqual(['bit_manipulation', 'math_numerical', 'string_processing', 'all', 'off_by_one', 'off_by_one_boundary', 'wrong_comparison', 'wrong_operator', 'remove_edge_case_check']);
      // exec@k, three gap histograms, density: five charts; none is squeezed
      const charts = page.locator('svg.chart');
      expect(await charts.count()).toBe(5);
      for (const box of await Promise.all((await charts.all()).map((chart) => chart.boundingBox()))) expect(box?.width ?? 0).toBeGreaterThan(300);
      expect(await page.locator('section#deception').textContent()).toContain('pooled dense2 systems');
      await checkDrillDown(page);
      expect(problems).toEqual([]);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: studyScreenshotPath, fullPage: true });
      // the bundle view (execret show) in the same browser: searchable, a task opens to its diffs
      await checkBundleView(page);
      // the paper's figures are well-formed XML with an <svg> root, as the browser's XML parser reads them
      const figures = Object.values(paperExports(report, ['svg']));
      expect(figures.length).toBeGreaterThan(0);
      const parsed = (await page.evaluate(
        `${JSON.stringify(figures)}.map((text) => { const doc = new DOMParser().parseFromString(text, 'image/svg+xml'); return doc.getElementsByTagName('parsererror').length === 0 ? doc.documentElement.nodeName : 'parsererror'; })`,
      )) as string[];
      expect(parsed).toEqual(figures.map(() => 'svg'));
      expect(requests).toEqual([fileUrl]);
      expect(problems).toEqual([]);
    });
  }, 90_000);
});
