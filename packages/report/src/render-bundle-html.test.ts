import { describe, expect, it } from '@jest/globals';
import { studyReleaseBundle } from './__fixtures__/study-release-bundle.js';
import { renderBundleHtml as sut } from './render-bundle-html.js';

const buildReport = {
  format: 'execret-build-report',
  tasks: { total: 5, accepted: 4, rejected: 1 },
  distractors: {
    kept: 12,
    by_bug_type: { wrong_operator: { candidates: 40, failing: 30, kept: 3 }, off_by_one: { candidates: 20, failing: 10, kept: 4 } },
    by_operator: { 'arithmetic-operator': { bug_type: 'wrong_operator', candidates: 40, failing: 30, kept: 3 } },
  },
};

function templateOf(html: string, index: number): string {
  const start = html.indexOf(`<template id="task${index}">`);
  expect(start).toBeGreaterThanOrEqual(0);
  return html.slice(start, html.indexOf('</template>', start));
}

describe(sut.name, () => {
  it('shows every task with its canonical and each distractor as a diff with the tests that kill it, from the execution cache', async () => {
    const bundle = await studyReleaseBundle();
    const html = sut({ bundle, examplesOf: (query) => [`example of ${query.query_id}`] });
    expect(html.match(/<details class="fi dq task"/g)).toHaveLength(bundle.bundle.queries.length);
    bundle.bundle.queries.forEach((query, index) => {
      const body = templateOf(html, index);
      expect(body).toContain(`Canonical <code>${query.correct_corpus_ids[0]}</code>`);
      expect(body).toContain(`<li><code>example of ${query.query_id}</code></li>`);
      for (const corpusId of query.paired_distractor_corpus_ids) {
        const verdict = bundle.verdictOf?.(query.query_id, corpusId);
        const meta = bundle.bundle.distractorMetadata?.find((row) => row.corpus_id === corpusId);
        const block = body.slice(body.indexOf(`<h4><code>${corpusId}</code>`));
        const killed = verdict?.testResults.filter((outcome) => outcome !== 'pass').length;
        expect(block.slice(0, block.indexOf('</h4>'))).toContain(`killed by ${killed} of ${verdict?.testResults.length} tests`);
        if (meta !== undefined) expect(block.slice(0, block.indexOf('</h4>'))).toContain(`(${meta.operator}, line ${meta.line})`);
        const kills = block.slice(block.indexOf('<ol class="tests kills">'), block.indexOf('</ol>'));
        expect(kills.match(/<li /g)).toHaveLength(killed as number);
        expect(block.slice(0, block.indexOf('</pre>'))).toMatch(/class="[ra]"/);
      }
    });
    // no build report: no funnel
    expect(html).not.toContain('id="funnel"');
  });

  it('draws the build funnel per bug type and per operator when the bundle has a build report', async () => {
    const html = sut({ bundle: await studyReleaseBundle(), buildReport });
    const funnel = html.slice(html.indexOf('<section id="funnel">'), html.indexOf('</section>', html.indexOf('<section id="funnel">')));
    // execret's bug type order, not the file's
    expect(funnel.indexOf('<th scope="row">off_by_one</th>')).toBeLessThan(funnel.indexOf('<th scope="row">wrong_operator</th>'));
    expect(funnel).toContain('<th scope="row">arithmetic-operator</th><td>wrong_operator</td><td class="num">40</td><td class="num">30</td><td class="num">3</td><td class="num">75.0%</td><td class="num">10.0%</td>');
    expect(funnel).toContain('<dt>tasks rejected</dt><dd>1</dd>');
  });
});
