import type { SyntaxCheckResult } from './executor.js';

/**
 * Messages of a check that says nothing about the code: the check's own time limit or the
 * process running it ended it (a loaded machine can make a parse outlive its limit).
 */
const INCONCLUSIVE_PREFIXES = ['TIMEOUT', 'ERROR: ProcessKilled', 'ERROR: ProcessExited', 'ERROR: WorkerLost', 'ERROR: OracleInternalError', 'ERROR: ProtocolError', 'ERROR: MemoryError'] as const;

/**
 * True when a syntax check ended without an answer about the code. Such a result is tried again
 * (gate G2) and never cached; every other result depends only on the code, tests, setup, entry
 * point and runtime, and is cached under them (`Oracle.checkSyntax`).
 */
export function isInconclusive(result: SyntaxCheckResult): boolean {
  return result.status === 'invalid' && result.problems.some((problem) => INCONCLUSIVE_PREFIXES.some((prefix) => problem.message.startsWith(prefix)));
}
