import { describe, expect, it } from '@jest/globals';
import { STUDY_RELEASE, studyReleaseBundle } from './__fixtures__/study-release-bundle.js';
import { buildDrillDown } from './drill-down.js';
import { loadResults } from './load-results.js';
import { renderDrillDownHtml as sut } from './render-drill-down-html.js';
import type { FullLeaderboard } from './report-types.js';

async function drillDown(): Promise<ReturnType<typeof buildDrillDown>> {
  const results = await loadResults(STUDY_RELEASE);
  return buildDrillDown(results, { rows: results.systems.map((system) => ({ system: system.system })) } as unknown as FullLeaderboard, await studyReleaseBundle());
}

const count = (html: string, pattern: RegExp): number => html.match(pattern)?.length ?? 0;

describe(sut.name, () => {
  it('lists every query of every system, stores each shared snippet once, and shows the first system only until filtered', async () => {
    const view = await drillDown();
    const html = sut(view, { bundle: await studyReleaseBundle() });
    expect(count(html, /<details class="fi dq (hit|miss)"/g)).toBe(12);
    expect(count(html, /<details class="fi dq (hit|miss)"[^>]*hidden>/g)).toBe(8);
    const templateIds = [...html.matchAll(/<template id="([^"]+)">/g)].map((match) => match[1]);
    expect(new Set(templateIds).size).toBe(templateIds.length);
    // every slot names a template of the page
    for (const match of html.matchAll(/data-template="([^"]+)"/g)) expect(templateIds).toContain(match[1]);
    expect(html).toContain('3 queries some systems get right at rank 1 and others not');
  });

  it('leaves out hits, then misses beyond a share per system, when the page would exceed its budget', async () => {
    const view = await drillDown();
    const bundle = await studyReleaseBundle();
    const full = sut(view, { bundle });
    const withoutHits = sut(view, { bundle, maxChars: full.length - 1 });
    expect(count(withoutHits, /data-outcome="hit"/g)).toBe(0);
    expect(count(withoutHits, /data-outcome="miss"/g)).toBe(view.systems.reduce((sum, system) => sum + system.misses, 0));
    expect(withoutHits).toContain('hits are left out');
    const tiny = sut(view, { bundle, maxChars: 1 });
    expect(count(tiny, /data-outcome="miss"/g)).toBe(view.systems.length);
    expect(tiny).toContain('only its first 1 rank-1 misses');
  });
});
