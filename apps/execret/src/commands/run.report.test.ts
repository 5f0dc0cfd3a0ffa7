import { describe, expect, it } from '@jest/globals';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectIo } from '../__fixtures__/collect-io.js';
import { EXIT_CODES } from '../exit-codes.js';
import { main } from '../main.js';

// Four queries whose every (query, snippet) verdict is in the bundle's execution cache: nothing is executed.
const release = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'packages', 'report', 'src', '__fixtures__', 'study-release');

describe('execret run --report', () => {
  it('writes the report after the run and does not tell the user to run it', async () => {
    const work = await mkdtemp(join(tmpdir(), 'execret-run-report-'));
    try {
      await cp(join(release, 'data'), join(work, 'bundle'), { recursive: true });
      const io = collectIo();
      expect(await main(['run', '--bundle', join(work, 'bundle'), '--system', 'bm25', '--out', join(work, 'out'), '--report'], io)).toBe(EXIT_CODES.OK);
      expect(io.out).not.toContain('next: execret report');
      expect(io.out).toContain(`open ${join(work, 'out', 'report.html')} in a browser`);
      expect(await readFile(join(work, 'out', 'report.html'), 'utf8')).toContain('<section id="per-query">');

      const plain = collectIo();
      expect(await main(['run', '--bundle', join(work, 'bundle'), '--system', 'bm25', '--out', join(work, 'plain')], plain)).toBe(EXIT_CODES.OK);
      expect(plain.out).toContain(`next: execret report ${join(work, 'plain')}`);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});
