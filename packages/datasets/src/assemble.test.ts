import { describe, expect, it } from '@jest/globals';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validateBundle, writeBundle, type Task } from '@execret/core';
import { assembleBundle, type AssembledTask, type VerifiedMutant } from './assemble.js';

function mutant(code: string, bugType: string, passes = false): VerifiedMutant {
  return { code, bugType, operator: `${bugType}-op`, line: 2, before: 'before', after: 'after', testResults: passes ? ['pass'] : ['FAIL: x'], passesAllTests: passes };
}

function task(index: number): Task {
  return {
    taskId: `python/math_numerical/f${index}`,
    language: 'python',
    domain: 'math_numerical',
    query: `Compute thing ${index}.`,
    entryPoint: `f${index}`,
    canonical: `def f${index}(x):\n    return x + ${index}\n`,
    tests: [`assert f${index}(0) == ${index}`],
  };
}

describe(assembleBundle.name, () => {
  const assembled: AssembledTask[] = Array.from({ length: 30 }, (_, index) => ({
    task: task(index),
    canonicalResults: ['pass'],
    distractors: [1, 2, 3, 4].map((offset) => mutant(`def f${index}(x):\n    return x + ${index + offset * 100}\n`, 'off_by_one')),
  }));

  it('builds a valid bundle whose corpus id order does not reveal canonicals', async () => {
    const bundle = assembleBundle(assembled, { seed: 20260510 });
    const directory = await mkdtemp(join(tmpdir(), 'execret-assemble-'));
    await writeBundle(directory, bundle, { seed: 20260510 });
    const report = await validateBundle(directory);
    expect(report.problems).toEqual([]);
    expect(report.warnings).toEqual([]);
    expect(report.counts).toMatchObject({ queries: 30, corpus: 150, canonicals: 30, distractors: 120, distractor_metadata: 120, execution_cache: 150 });
    const lowest = bundle.queries.filter((query) => query.paired_distractor_corpus_ids.every((id) => (query.correct_corpus_ids[0] as string) < id)).length;
    expect(lowest).toBeLessThan(15);
  });

  it('is a pure function of its input and seed', () => {
    expect(JSON.stringify(assembleBundle(assembled, { seed: 5 }))).toBe(JSON.stringify(assembleBundle(assembled, { seed: 5 })));
    expect(JSON.stringify(assembleBundle(assembled, { seed: 5 }))).not.toBe(JSON.stringify(assembleBundle(assembled, { seed: 6 })));
  });

  it('keeps task id, language, domain and entry point in query metadata', () => {
    const bundle = assembleBundle(assembled.slice(0, 1), { seed: 1 });
    expect(bundle.queries[0]).toMatchObject({
      query_id: 'q_0001',
      entry_id: 'python/math_numerical/f0',
      metadata: { task_id: 'python/math_numerical/f0', language: 'python', domain: 'math_numerical', entry_point: 'f0', source: 'execret' },
    });
    expect(bundle.executionCache?.every((row) => row.tests_sha256.length === 64)).toBe(true);
  });

  it("never lets a task's own metadata replace the source, language or entry point it records", () => {
    const first = assembled[0] as AssembledTask;
    const claiming: AssembledTask = {
      ...first,
      source: 'jsonl:tasks.jsonl',
      task: { ...first.task, metadata: { source: '/home/alice/benchmarks/tasks.jsonl', language: 'typescript', entry_point: 'other', generator: 'gpt' } },
    };
    const metadata = assembleBundle([claiming], { seed: 1 }).queries[0]?.metadata;
    expect(metadata).toEqual({ task_id: 'python/math_numerical/f0', language: 'python', domain: 'math_numerical', entry_point: 'f0', source: 'jsonl:tasks.jsonl', generator: 'gpt' });
    // Key order is part of the bundle's bytes: ours first, then the task's own.
    expect(Object.keys(metadata ?? {})).toEqual(['task_id', 'language', 'domain', 'entry_point', 'source', 'generator']);
  });

  it("carries a task's examples in query metadata as { call, expected }, never in the query text", () => {
    const first = assembled[0] as AssembledTask;
    const examples = [{ call: 'f0(5)', expected: '5' }, { call: 'f0(-2)', expected: '-2' }];
    const withExamples: AssembledTask = { ...first, task: { ...first.task, examples, metadata: { examples: '>>> f0(1)\n1', generator: 'gpt' } } };
    const query = assembleBundle([withExamples], { seed: 1 }).queries[0];
    expect(query?.query).toBe('Compute thing 0.');
    expect(query?.metadata).toEqual({ task_id: 'python/math_numerical/f0', language: 'python', domain: 'math_numerical', entry_point: 'f0', examples, source: 'execret', generator: 'gpt' });
    expect(Object.keys(query?.metadata ?? {})).toEqual(['task_id', 'language', 'domain', 'entry_point', 'examples', 'source', 'generator']);
  });

  it("keeps an importer's metadata.examples when the task has no examples of its own", () => {
    const first = assembled[0] as AssembledTask;
    const imported: AssembledTask = { ...first, task: { ...first.task, metadata: { examples: '>>> f0(1)\n1' } } };
    expect(assembleBundle([imported], { seed: 1 }).queries[0]?.metadata).toMatchObject({ examples: '>>> f0(1)\n1' });
    expect(assembleBundle(assembled.slice(0, 1), { seed: 1 }).queries[0]?.metadata).not.toHaveProperty('examples');
  });
});
