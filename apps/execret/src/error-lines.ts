import { ExecretErrorCode, formatProblem, type BundleProblem, type ExecretError } from '@execret/core';

// Problems of an invalid bundle printed under its one-line message before "… and N more".
const SHOWN_BUNDLE_PROBLEMS = 20;

/**
 * What the CLI prints for an error that ends a command: `execret: <first line of the message>`,
 * and for an invalid bundle its problems under it, one per line (`  file:line: message`), so
 * `invalid bundle (1 problem):` is never printed alone.
 */
export function errorLines(error: ExecretError): string {
  const head = `execret: ${error.message.split('\n')[0] ?? ''}\n`;
  const problems = (error as { problems?: unknown }).problems;
  if (error.code !== ExecretErrorCode.BUNDLE_INVALID || !Array.isArray(problems)) return head;
  const shown = (problems as BundleProblem[]).slice(0, SHOWN_BUNDLE_PROBLEMS).map((problem) => `  ${formatProblem(problem)}\n`);
  const more = problems.length > shown.length ? `  … and ${problems.length - shown.length} more (execret validate lists them all)\n` : '';
  return `${head}${shown.join('')}${more}`;
}
