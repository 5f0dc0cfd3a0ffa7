import { describe, expect, it } from '@jest/globals';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectIo } from '../__fixtures__/collect-io.js';
import { EXIT_CODES } from '../exit-codes.js';
import { main } from '../main.js';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'packages', 'report', 'src', '__fixtures__');

describe('execret report --format', () => {
  it('writes the paper tables and figures into paper/ beside the report, and refuses an unknown format', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-report-paper-'));
    try {
      await cp(join(fixtures, 'three-systems'), directory, { recursive: true });
      const io = collectIo();
      expect(await main(['report', directory, '--resamples', '50', '--format', 'csv', '--format', 'latex,svg', '--json'], io)).toBe(EXIT_CODES.OK);
      const written = (JSON.parse(io.out) as { files: string[] }).files.filter((file) => file.includes('/paper/')).map((file) => file.slice(directory.length + 1));
      expect(written).toEqual(expect.arrayContaining(['paper/leaderboard.csv', 'paper/leaderboard.tex', 'paper/tables.tex', 'paper/exec_at_k.svg']));
      const leaderboard = JSON.parse(await readFile(join(directory, 'full_leaderboard.json'), 'utf8')) as { rows: Array<{ system: string; metrics: Record<string, number> }> };
      const csv = (await readFile(join(directory, 'paper', 'exec_at_k.csv'), 'utf8')).trimEnd().split('\r\n');
      expect(csv.slice(1).map((line) => Number(line.split(',')[1]))).toEqual(leaderboard.rows.map((row) => row.metrics['exec@1']));

      const refused = collectIo();
      expect(await main(['report', directory, '--format', 'pdf'], refused)).toBe(EXIT_CODES.USAGE);
      expect(refused.err).toContain('unknown format "pdf"');
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
