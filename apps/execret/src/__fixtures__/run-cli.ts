import { main } from '../main.js';
import { collectIo } from './collect-io.js';

/** Runs the CLI in this process (as `execret <argv>`) and returns its exit code and what it printed. */
export async function runCli(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const io = collectIo();
  const code = await main(argv, io);
  return { code, stdout: io.out, stderr: io.err };
}
