import { describe, expect, it } from '@jest/globals';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STUDY_RELEASE, studyReleaseBundle } from './__fixtures__/study-release-bundle.js';
import { buildReport } from './build-report.js';
import { renderDomainRowsHtml as sut } from './render-domain-rows-html.js';

describe(sut.name, () => {
  it('puts domains down the side with one column per system', () => {
    const html = sut(1, [{ domain: 'geometry', queries: 100 }, { domain: 'date_time', queries: 1000 }], [
      { system: 'bm25', metrics_by_domain: { geometry: { 'exec@1': 0.14 }, date_time: { 'exec@1': 0.1 } } },
      { system: 'dense', metrics_by_domain: { geometry: { 'exec@1': 0.5 } } },
    ]);
    expect(html).toContain('<tr><th scope="row">geometry</th><td class="num">100</td><td class="num">0.140</td><td class="num">0.500</td></tr>');
    expect(html).toContain('<tr><th scope="row">date_time</th><td class="num">1,000</td><td class="num">0.100</td><td class="num">—</td></tr>');
  });

  it('is the layout report.html uses when there are fewer systems than domains', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-domains-'));
    try {
      await cp(join(STUDY_RELEASE, 'data'), join(directory, 'data'), { recursive: true });
      await cp(join(STUDY_RELEASE, 'results', 'BM25.json'), join(directory, 'results', 'BM25.json'));
      const single = (await buildReport(directory, { resamples: 50, bundle: await studyReleaseBundle() })).files['report.html'];
      const section = single.slice(single.indexOf('<section id="exec-by-domain">'), single.indexOf('</section>', single.indexOf('<section id="exec-by-domain">')));
      expect(section).toContain('domains-down');
      expect(section.match(/<th scope="row">/g)).toHaveLength(3);
      // three systems, three domains: one row per system, as before
      const three = (await buildReport(STUDY_RELEASE, { resamples: 50, bundle: await studyReleaseBundle() })).files['report.html'];
      expect(three).not.toContain('domains-down');
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
