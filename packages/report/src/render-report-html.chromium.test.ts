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
      for (const id of ['leaderboard', 'exec-at-k', 'dataset', 'exec-by-domain', 'deception', 'gaps', 'rank1', 'density', 'pairwise']) {
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
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: studyScreenshotPath, fullPage: true });
    });
  }, 90_000);
});
