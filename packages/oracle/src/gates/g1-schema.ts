import { codeSha256, LANGUAGES, testsSha256 } from '@execret/core';
import { failTask, passTask, rejectCandidate, type ValidationGate } from './validation-gate.js';

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** G1 for a task: the field problems (empty when valid). */
export function taskSchemaProblems(task: unknown): string[] {
  const problems: string[] = [];
  if (typeof task !== 'object' || task === null || Array.isArray(task)) return ['the task must be an object'];
  const record = task as Record<string, unknown>;
  const nonEmptyString = (field: string): void => {
    const value = record[field];
    if (typeof value !== 'string' || value.trim() === '') problems.push(`field "${field}" must be a non-empty string, got ${describe(value)}`);
  };
  nonEmptyString('taskId');
  if (!(LANGUAGES as readonly unknown[]).includes(record['language'])) problems.push(`field "language" must be one of ${LANGUAGES.join(', ')}, got ${describe(record['language'])}`);
  if (typeof record['domain'] !== 'string') problems.push(`field "domain" must be a string, got ${describe(record['domain'])}`);
  nonEmptyString('query');
  nonEmptyString('canonical');
  const entryPoint = record['entryPoint'];
  if (typeof entryPoint !== 'string' || !IDENTIFIER.test(entryPoint)) problems.push(`field "entryPoint" must be an identifier, got ${describe(entryPoint)}`);
  const tests = record['tests'];
  if (!Array.isArray(tests) || tests.length === 0) {
    problems.push(`field "tests" must be a non-empty array of strings, got ${describe(tests)}`);
  } else {
    tests.forEach((test, index) => {
      if (typeof test !== 'string' || test.trim() === '') problems.push(`field "tests[${index}]" must be a non-empty string, got ${describe(test)}`);
    });
  }
  if (record['testSetup'] !== undefined && typeof record['testSetup'] !== 'string') problems.push(`field "testSetup" must be a string when present, got ${describe(record['testSetup'])}`);
  return problems;
}

/** G1 for a mutant: the field problems (empty when valid). */
export function mutantSchemaProblems(mutant: unknown): string[] {
  if (typeof mutant !== 'object' || mutant === null || Array.isArray(mutant)) return ['the mutant must be an object'];
  const record = mutant as Record<string, unknown>;
  const problems: string[] = [];
  for (const field of ['code', 'bugType', 'operator']) {
    const value = record[field];
    if (typeof value !== 'string' || value.trim() === '') problems.push(`field "${field}" must be a non-empty string, got ${describe(value)}`);
  }
  const line = record['line'];
  if (typeof line !== 'number' || !Number.isSafeInteger(line) || line < 1) problems.push(`field "line" must be an integer ≥ 1, got ${describe(line)}`);
  for (const field of ['before', 'after']) {
    if (typeof record[field] !== 'string') problems.push(`field "${field}" must be a string, got ${describe(record[field])}`);
  }
  return problems;
}

function describe(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === 'string') return `string ${JSON.stringify(value.length > 30 ? `${value.slice(0, 30)}…` : value)}`;
  return `${typeof value} ${typeof value === 'object' ? '' : String(value)}`.trim();
}

/** G1 schema: a task with a bad field is rejected; a candidate with a bad field is dropped. */
export const schemaGate: ValidationGate = {
  name: 'G1',
  async run(tasks, context) {
    for (const item of tasks) {
      const problems = taskSchemaProblems(item.task);
      if (problems.length > 0) {
        failTask(item, 'G1', problems);
        continue;
      }
      item.audit.canonical.code_sha256 = codeSha256(item.task.canonical);
      item.audit.canonical.tests_sha256 = testsSha256(item.task.tests);
      passTask(item, 'G1');
      item.mutants.forEach((mutant, index) => {
        const mutantProblems = mutantSchemaProblems(mutant);
        if (mutantProblems.length > 0) rejectCandidate(item, index, 'G1', mutantProblems.join('; '));
      });
    }
    context.onProgress('G1', tasks.length, tasks.length);
  },
};
