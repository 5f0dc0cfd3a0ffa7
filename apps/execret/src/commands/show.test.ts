import { describe, expect, it } from '@jest/globals';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBundle } from '@execret/core';
import { collectIo } from '../__fixtures__/collect-io.js';
import { EXIT_CODES } from '../exit-codes.js';
import { main } from '../main.js';
import { runShow as sut } from './show.js';

// A bundle in the study's released layout (data/*.jsonl with an execution cache) and three systems' results.
const release = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'packages', 'report', 'src', '__fixtures__', 'study-release');

describe(sut.name, () => {
  it('writes bundle.html with every task, the kills from the execution cache and the build funnel of build_report.json', async () => {
    const work = await mkdtemp(join(tmpdir(), 'execret-show-'));
    try {
      await cp(join(release, 'data'), join(work, 'bundle'), { recursive: true });
      const io = collectIo();
      const first = await sut(join(work, 'bundle'), { out: join(work, 'view') }, io);
      const { bundle } = await readBundle(join(work, 'bundle'));
      expect(first).toMatchObject({ tasks: bundle.queries.length, build_report: false, file: join(work, 'view', 'bundle.html') });
      const html = await readFile(first.file, 'utf8');
      expect(html.match(/<details class="fi dq task"/g)).toHaveLength(bundle.queries.length);
      expect(html).toContain('killed by');
      expect(html).not.toContain('id="funnel"');
      expect(io.out).toContain(`${bundle.queries.length} tasks of `);

      await writeFile(join(work, 'bundle', 'build_report.json'), JSON.stringify({ distractors: { by_operator: { 'comparison-flip': { bug_type: 'wrong_comparison', candidates: 7, failing: 6, kept: 2 } } } }));
      const json = collectIo();
      expect(await main(['show', join(work, 'bundle'), '--out', join(work, 'view'), '--json'], json)).toBe(EXIT_CODES.OK);
      expect(JSON.parse(json.out)).toMatchObject({ build_report: true, tasks: bundle.queries.length });
      expect(await readFile(first.file, 'utf8')).toContain('<th scope="row">comparison-flip</th><td>wrong_comparison</td><td class="num">7</td>');
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });

  it('exits with code 3 when the folder holds no bundle', async () => {
    const work = await mkdtemp(join(tmpdir(), 'execret-show-'));
    try {
      const io = collectIo();
      expect(await main(['show', work, '--out', join(work, 'view')], io)).toBe(EXIT_CODES.IO);
      expect(io.err).toContain('no bundle at');
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});
