import { createHash } from 'node:crypto';
import { blamedUnits, firstCompileError, type BatchUnit, type CompiledToolchain, type UnitSpan } from './compiled-toolchain.js';

/** What one compile run gave: an artifact (its bytes) or diagnostics. */
export type CompileOutcome =
  | { status: 'ok'; artifact: Buffer }
  | { status: 'error'; diagnostics: string }
  /** The compiler outlived its limit or the compile job failed for another reason (`reason`). */
  | { status: 'failed'; reason: string; timeout: boolean };

/** Where one job's compiled form is: a unit of a stored artifact, or why it has none. */
export type JobArtifact =
  | { status: 'ok'; artifactPath: string; unit: number }
  /** The job alone does not compile: the first error line, and where it lies. */
  | { status: 'compile-error'; message: string; diagnostics: string; span: UnitSpan }
  /** Compiling the job alone failed without diagnostics (compiler limit or crash). */
  | { status: 'failed'; reason: string; timeout: boolean };

/** What a {@link BatchCompiler} needs from its executor. */
export interface BatchCompilerSettings {
  /** The language's toolchain (rendering and what must be compiled alone). */
  toolchain: CompiledToolchain;
  /** Compiles rendered files in the sandbox. */
  compile(files: Record<string, string>): Promise<CompileOutcome>;
  /** Stores an artifact's bytes under a content name; returns its path. */
  store(contentKey: string, artifact: Buffer): string;
  /** Most jobs in one batch. */
  maxBatchJobs: number;
}

/** A job as the batch compiler sees it. */
export type CompileJob = Pick<BatchUnit, 'code' | 'setup' | 'tests'>;

interface Waiting {
  key: string;
  job: CompileJob;
  resolve: (artifact: JobArtifact) => void;
  reject: (error: Error) => void;
}

/** Content key of a job for the artifact cache: code, setup and tests. */
export function compileJobKey(job: CompileJob): string {
  const hash = createHash('sha256');
  hash.update(job.code).update('\u0000').update(job.setup).update('\u0000');
  for (const test of job.tests) hash.update(test).update('\u0000');
  return hash.digest('hex');
}

/**
 * Gathers the jobs that ask for their artifact in the same event-loop turn into batches of at most
 * `maxBatchJobs`, compiles each batch once, and gives each job its unit of the batch artifact.
 * When a batch fails to compile, the units the diagnostics point at are compiled alone (their
 * verdict is then their own compile error, the same whatever batch they came in) and the others
 * as a batch again; diagnostics that point at no unit split the batch in halves. So a job that does
 * not compile never changes another job's artifact or verdict. Results are cached by job content
 * for the compiler's lifetime.
 */
export class BatchCompiler {
  private readonly known = new Map<string, Promise<JobArtifact>>();
  private waiting: Waiting[] = [];
  private scheduled = false;
  /** Compile runs so far (batches and jobs compiled alone). */
  compileRuns = 0;

  constructor(private readonly settings: BatchCompilerSettings) {}

  /** The artifact of `job` (compiled with the jobs asking in the same turn). */
  artifactFor(job: CompileJob): Promise<JobArtifact> {
    const key = compileJobKey(job);
    const known = this.known.get(key);
    if (known !== undefined) return known;
    const promise = new Promise<JobArtifact>((resolve, reject) => {
      this.waiting.push({ key, job, resolve, reject });
      if (this.waiting.length >= this.settings.maxBatchJobs) this.flush();
      else if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
    // A failure of the machinery (not of the code) is not kept: a later call tries again.
    promise.catch(() => this.known.delete(key));
    this.known.set(key, promise);
    return promise;
  }

  private flush(): void {
    this.scheduled = false;
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.settings.maxBatchJobs);
      const alone = batch.filter((item) => this.settings.toolchain.compileAlone?.(item.job) === true);
      const together = batch.filter((item) => !alone.includes(item));
      for (const item of alone) void this.settle([item]);
      if (together.length > 0) void this.settle(together);
    }
  }

  private async settle(items: Waiting[]): Promise<void> {
    try {
      await this.compileGroup(items);
    } catch (error) {
      for (const item of items) item.reject(error as Error);
    }
  }

  private async compileGroup(items: Waiting[]): Promise<void> {
    const units: BatchUnit[] = items.map((item, index) => ({ index, ...item.job }));
    const rendered = this.settings.toolchain.render(units);
    this.compileRuns += 1;
    const outcome = await this.settings.compile(rendered.files);
    if (outcome.status === 'ok') {
      const contentKey = createHash('sha256').update(JSON.stringify(rendered.files)).digest('hex');
      const artifactPath = this.settings.store(contentKey, outcome.artifact);
      items.forEach((item, unit) => item.resolve({ status: 'ok', artifactPath, unit }));
      return;
    }
    if (items.length === 1) {
      const item = items[0] as Waiting;
      if (outcome.status === 'error') {
        item.resolve({ status: 'compile-error', message: firstCompileError(outcome.diagnostics), diagnostics: outcome.diagnostics, span: rendered.spans[0] as UnitSpan });
      } else {
        item.resolve({ status: 'failed', reason: outcome.reason, timeout: outcome.timeout });
      }
      return;
    }
    const blamed = outcome.status === 'error' ? blamedUnits(outcome.diagnostics, rendered.spans) : new Set<number>();
    if (blamed.size === 0 || blamed.size === items.length) {
      const middle = Math.ceil(items.length / 2);
      await Promise.all([this.compileGroup(items.slice(0, middle)), this.compileGroup(items.slice(middle))]);
      return;
    }
    const rest = items.filter((_, unit) => !blamed.has(unit));
    await Promise.all([...items.filter((_, unit) => blamed.has(unit)).map((item) => this.compileGroup([item])), this.compileGroup(rest)]);
  }
}
