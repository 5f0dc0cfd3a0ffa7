import { describe, expect, it } from '@jest/globals';
import { BatchCompiler as sut, type CompileOutcome } from './batch-compiler.js';
import { blamedUnits, type BatchUnit, type CompiledToolchain, type RenderedBatch } from './compiled-toolchain.js';

/** A toy language: a unit is one line `unit <n>: <code>`; code containing "bad" does not compile, "linkbad" fails without a location. */
const toyToolchain = {
  render(units: readonly BatchUnit[]): RenderedBatch {
    const lines = units.map((unit) => `unit ${unit.index}: ${unit.code}`);
    return { files: { 'batch.cpp': lines.join('\n') }, spans: units.map((unit, position) => ({ unit: unit.index, file: 'batch.cpp', firstLine: position + 1, lastLine: position + 1, tests: [], code: [position + 1, position + 1] as const })) };
  },
  compileAlone: (unit: { code: string }) => unit.code.includes('#define'),
} as unknown as CompiledToolchain;

function compileToy(batches: string[][]): (files: Record<string, string>) => Promise<CompileOutcome> {
  return async (files) => {
    const lines = (files['batch.cpp'] as string).split('\n');
    batches.push(lines.map((line) => line.replace(/^unit \d+: /, '')));
    const errors = lines.flatMap((line, index) => (line.includes('linkbad') ? ['ld: undefined reference'] : line.includes('bad') ? [`batch.cpp:${index + 1}:3: error: bad thing`] : []));
    return errors.length === 0 ? { status: 'ok', artifact: Buffer.from(lines.join('\n')) } : { status: 'error', diagnostics: errors.join('\n') };
  };
}

describe(sut.name, () => {
  it('compiles jobs of one turn in one batch, gives a non-compiling job its own error and leaves the others in one artifact', async () => {
    const batches: string[][] = [];
    const stored = new Map<string, Buffer>();
    const compiler = new sut({ toolchain: toyToolchain, compile: compileToy(batches), store: (key, artifact) => (stored.set(key, artifact), `/artifacts/${key}`), maxBatchJobs: 64 });
    const codes = ['good 1', 'bad 2', 'good 3', 'linkbad 4', 'good 5', '#define X 6'];
    const artifacts = await Promise.all(codes.map((code) => compiler.artifactFor({ code, setup: '', tests: ['t'] })));
    expect(artifacts.map((artifact) => artifact.status)).toEqual(['ok', 'compile-error', 'ok', 'compile-error', 'ok', 'ok']);
    // The error of a job alone: the same message whatever batch it came in.
    expect(artifacts[1]).toMatchObject({ message: 'batch.cpp:1:3: error: bad thing' });
    expect(artifacts[3]).toMatchObject({ message: 'ld: undefined reference' });
    // "bad 2" is named and compiled alone; the rest fails again without a location and is halved.
    expect(artifacts[0]).toMatchObject({ status: 'ok', artifactPath: (artifacts[2] as { artifactPath: string }).artifactPath });
    expect(batches[0]).toEqual(['#define X 6']);
    expect(batches).toContainEqual(['good 1', 'bad 2', 'good 3', 'linkbad 4', 'good 5']);
    expect(batches).toContainEqual(['bad 2']);
    expect(batches).toContainEqual(['good 1', 'good 3']);
    expect(batches).toContainEqual(['linkbad 4']);
    // The same job again comes from the cache, with no compile run.
    const runs = compiler.compileRuns;
    expect(await compiler.artifactFor({ code: 'good 3', setup: '', tests: ['t'] })).toEqual(artifacts[2]);
    expect(compiler.compileRuns).toBe(runs);
  });

  it('blames the units whose lines the diagnostics name', () => {
    const spans = [0, 1, 2].map((unit) => ({ unit, file: 'job_x.go', firstLine: unit * 10 + 1, lastLine: unit * 10 + 10, tests: [], code: [unit * 10 + 1, unit * 10 + 10] as const }));
    expect([...blamedUnits('./job_x.go:15:2: undefined: y\njob_x.go:21:1: more\nother.go:3:1: no', spans)].sort()).toEqual([1, 2]);
    expect(blamedUnits('collect2: error: ld returned 1 exit status', spans).size).toBe(0);
  });
});
