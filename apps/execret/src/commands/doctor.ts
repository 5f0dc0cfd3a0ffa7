import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { HTTP_PROVIDERS } from '@execret/embeddings';
import { formatHardeningReport, openLocalOracle } from '@execret/oracle';
import type { Command } from 'commander';
import { EXIT_CODES } from '../exit-codes.js';
import type { CommandIo } from '../io.js';

/** Adds `execret doctor` (Python, sandbox protections, caches, API key names) to the program. */
export function registerDoctorCommand(program: Command, io: CommandIo, setExitCode: (code: number) => void): void {
  program
    .command('doctor')
    .description('show the Python version, sandbox protections, cache locations and API keys found (names only)')
    .option('--cache <dir>', 'execution cache folder', '.execret-cache')
    .option('--json', 'print JSON')
    .action(async (options: { cache: string; json?: boolean }) => {
      const warnings: string[] = [];
      const oracle = openLocalOracle(options.cache, { onWarning: (message) => warnings.push(message) });
      try {
        let python = 'not found';
        try {
          python = execFileSync('python3', ['--version'], { encoding: 'utf8' }).trim();
        } catch {
          warnings.push('python3 is not on PATH: Python tasks cannot be executed');
        }
        const hardening = await oracle.oracle.executor('python').hardeningReport();
        const keys = Object.values(HTTP_PROVIDERS).flatMap((spec) => spec.keyVariables).filter((name, index, all) => all.indexOf(name) === index);
        const found = keys.filter((name) => (process.env[name] ?? '') !== '');
        const report = { node: process.version, python, sandbox: hardening, caches: { executions: resolve(options.cache, 'executions.sqlite'), embeddings: resolve('execret-out', 'cache', 'embeddings.sqlite') }, api_keys_found: found, api_keys_checked: keys, warnings };
        if (options.json) {
          io.stdout(`${JSON.stringify(report, null, 2)}\n`);
        } else {
          io.stdout(
            [
              `node      ${report.node}`,
              `python    ${python}`,
              'sandbox:',
              ...formatHardeningReport(hardening).map((line) => `  ${line}`),
              `execution cache  ${report.caches.executions}`,
              `embedding cache  ${report.caches.embeddings} (per run: <out>/cache/embeddings.sqlite)`,
              `API keys found   ${found.length > 0 ? found.join(', ') : 'none'} (checked ${keys.join(', ')})`,
              ...warnings.map((warning) => `warning: ${warning}`),
            ].join('\n') + '\n',
          );
        }
        setExitCode(EXIT_CODES.OK);
      } finally {
        await oracle.dispose();
      }
    });
}
