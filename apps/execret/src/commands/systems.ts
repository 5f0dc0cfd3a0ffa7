import type { Command } from 'commander';
import { EXIT_CODES } from '../exit-codes.js';
import type { CommandIo } from '../io.js';
import { SYSTEM_ENTRIES, listSystems } from '../systems.js';

/** Adds `execret systems` (the known systems and their invocation profiles) to the program. */
export function registerSystemsCommand(program: Command, io: CommandIo, setExitCode: (code: number) => void): void {
  program
    .command('systems')
    .description('list known systems and their invocation profiles')
    .option('--json', 'print JSON')
    .action((options: { json?: boolean }) => {
      const rows = listSystems();
      if (options.json) {
        io.stdout(`${JSON.stringify(rows, null, 2)}\n`);
      } else {
        const width = Math.max(...rows.map((row) => row.system.length));
        for (const row of rows) io.stdout(`${row.system.padEnd(width)}  ${row.kind.padEnd(7)}  ${row.similarity.padEnd(6)}  ${row.settings}\n`);
        io.stdout(`\nSystem id syntax:\n${SYSTEM_ENTRIES.map((entry) => `  ${entry.syntax}`).join('\n')}\n`);
      }
      setExitCode(EXIT_CODES.OK);
    });
}
