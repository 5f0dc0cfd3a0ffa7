import { execFile } from 'node:child_process';
import { arch, cpus, endianness, platform, release } from 'node:os';
import { promisify } from 'node:util';
import { dependencyVersions, packageVersions } from './versions.js';
import { VERSION } from './version.js';

/** `environment.json`: what ran a study, as far as it can change a number. */
export interface EnvironmentSnapshot {
  /** The CLI's version. */
  execret: string;
  /** `process.version`. */
  node: string;
  /** `python3 --version` (the interpreter the oracle runs Python tasks with), without the word "Python"; null when python3 is not on PATH. */
  python: string | null;
  /** Every execret package, by name (`not installed` when absent). */
  packages: Record<string, string>;
  /** Third-party packages that can change numbers or decide how code is run and parsed (onnxruntime, transformers.js, TypeScript, tree-sitter grammars, …). */
  dependencies: Record<string, string>;
  /** Operating system: `platform`, kernel `release`, `arch`. */
  os: { platform: string; release: string; arch: string };
  /** Processor model (of the first core), logical cores and byte order. */
  cpu: { model: string; cores: number; endianness: string };
}

const PYTHON_TIMEOUT_MS = 10_000;

/** The version `python3 --version` prints (e.g. `3.11.2`), or null when it cannot run. */
export async function pythonVersion(python = 'python3'): Promise<string | null> {
  try {
    const { stdout, stderr } = await promisify(execFile)(python, ['--version'], { encoding: 'utf8', timeout: PYTHON_TIMEOUT_MS });
    // Python before 3.4 printed its version on stderr.
    const text = `${stdout}${stderr}`.trim();
    return text.replace(/^Python\s+/, '') || null;
  } catch {
    return null;
  }
}

/**
 * The environment of this process: Node, Python, execret and dependency versions, OS and CPU. No
 * host name, user, path or time: two runs on one machine give the same snapshot.
 */
export async function environmentSnapshot(): Promise<EnvironmentSnapshot> {
  const processors = cpus();
  return {
    execret: VERSION,
    node: process.version,
    python: await pythonVersion(),
    packages: packageVersions(),
    dependencies: dependencyVersions(),
    os: { platform: platform(), release: release(), arch: arch() },
    cpu: { model: processors[0]?.model.trim() ?? 'unknown', cores: processors.length, endianness: endianness() },
  };
}
