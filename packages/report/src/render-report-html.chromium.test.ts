import { describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { buildReport } from './build-report.js';
import { renderReportHtml as sut } from './render-report-html.js';

const here = dirname(fileURLToPath(import.meta.url));
const packageRoot = join(here, '..');
const screenshotPath = join(packageRoot, 'test-artifacts', 'report.png');
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

describe(`${sut.name} in Chromium`, () => {
  it('renders offline with no console error and no request, and lists every system', async () => {
    if (!existsSync(chromiumPath)) {
      throw new Error(`this test needs Chromium at ${chromiumPath}: install it with "apt-get install -y chromium" (or set EXECRET_CHROMIUM to its path)`);
    }
    const directory = await mkdtemp(join(tmpdir(), 'execret-report-html-'));
    await cp(join(here, '__fixtures__', 'three-systems'), directory, { recursive: true });
    const report = await buildReport(directory, { resamples: 500 });
    await writeFile(join(directory, 'report.html'), report.files['report.html']);
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
      const requests: string[] = [];
      const blocked: string[] = [];
      const problems: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await page.route('**/*', async (route) => {
        if (route.request().url() === fileUrl) return route.continue();
        blocked.push(route.request().url());
        return route.abort();
      });
      await page.goto(fileUrl, { waitUntil: 'load' });

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
      // a string expression: the test's TypeScript has no DOM types
      const overflow = (await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')) as number;
      expect(overflow).toBeLessThanOrEqual(0);

      await mkdir(dirname(screenshotPath), { recursive: true });
      await page.screenshot({ path: screenshotPath, fullPage: true });
      expect(existsSync(screenshotPath)).toBe(true);
    } finally {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
      await rm(directory, { recursive: true, force: true });
    }
  }, 90_000);
});
