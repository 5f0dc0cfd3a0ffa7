import { SchemaError } from './errors.js';
import type { RowLocation } from './jsonl.js';
import type { CorpusRow, DistractorMetadataRow, ExecutionCacheRow, QueryRow } from './types.js';

/**
 * Describes a value for an error message: `missing`, `null`, `number 3`, `string "abc"`,
 * `array of 2`, `object`, `boolean true`.
 */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === 'string') return `string ${JSON.stringify(value.length > 30 ? `${value.slice(0, 30)}…` : value)}`;
  if (typeof value === 'number' || typeof value === 'boolean') return `${typeof value} ${String(value)}`;
  return typeof value;
}

/** Reads fields of one JSON object and throws a {@link SchemaError} naming the field at fault. */
export class FieldReader {
  private readonly record: Record<string, unknown>;

  constructor(
    value: unknown,
    private readonly location: RowLocation,
  ) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new SchemaError({ ...location, field: '(row)' }, 'a JSON object', describeValue(value));
    }
    this.record = value as Record<string, unknown>;
  }

  /** Throws a schema error for `field`. */
  fail(field: string, expected: string, received: unknown): never {
    throw new SchemaError({ ...this.location, field }, expected, describeValue(received));
  }

  /** A required string (non-empty unless `allowEmpty`). */
  string(field: string, options: { allowEmpty?: boolean; pattern?: RegExp; patternText?: string } = {}): string {
    const value = this.record[field];
    if (typeof value !== 'string') this.fail(field, 'a string', value);
    if (!options.allowEmpty && value === '') this.fail(field, 'a non-empty string', value);
    if (options.pattern !== undefined && !options.pattern.test(value)) this.fail(field, options.patternText ?? `a string matching ${String(options.pattern)}`, value);
    return value;
  }

  /** An optional string: absent (or `null`) gives `undefined`. */
  optionalString(field: string): string | undefined {
    const value = this.record[field];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') this.fail(field, 'a string when present', value);
    return value;
  }

  /** A required array of strings. */
  stringArray(field: string, options: { nonEmpty?: boolean } = {}): string[] {
    const value = this.record[field];
    if (!Array.isArray(value)) this.fail(field, 'an array of strings', value);
    value.forEach((item, index) => {
      if (typeof item !== 'string') this.fail(`${field}[${index}]`, 'a string', item);
    });
    if (options.nonEmpty && value.length === 0) this.fail(field, 'a non-empty array of strings', value);
    return value as string[];
  }

  /** A required boolean. */
  boolean(field: string): boolean {
    const value = this.record[field];
    if (typeof value !== 'boolean') this.fail(field, 'a boolean', value);
    return value;
  }

  /** A required integer, at least `minimum`. */
  integer(field: string, minimum = Number.MIN_SAFE_INTEGER): number {
    const value = this.record[field];
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < minimum) {
      this.fail(field, minimum === Number.MIN_SAFE_INTEGER ? 'an integer' : `an integer ≥ ${minimum}`, value);
    }
    return value;
  }

  /** A required JSON object (not an array). */
  object(field: string): Record<string, unknown> {
    const value = this.record[field];
    if (typeof value !== 'object' || value === null || Array.isArray(value)) this.fail(field, 'a JSON object', value);
    return value as Record<string, unknown>;
  }

  /** The underlying object, with unknown fields. */
  get raw(): Record<string, unknown> {
    return this.record;
  }
}

const SHA256_PATTERN = /^[0-9a-f]{64}$/;

/**
 * Validates a `queries.jsonl` row. The row object is returned as it is, so unknown fields survive
 * a round trip.
 */
export function parseQueryRow(value: unknown, location: RowLocation): QueryRow {
  const reader = new FieldReader(value, location);
  reader.string('query_id');
  reader.string('query');
  reader.stringArray('test_suite', { nonEmpty: true });
  reader.stringArray('correct_corpus_ids', { nonEmpty: true });
  reader.stringArray('paired_distractor_corpus_ids');
  reader.string('entry_id', { allowEmpty: true });
  reader.object('metadata');
  return reader.raw as QueryRow;
}

/**
 * Validates a `corpus.jsonl` row: `label` is `correct` or `incorrect`; `bug_type` is required on
 * distractors and must be absent (or empty / null, as some released files write it) on canonicals.
 */
export function parseCorpusRow(value: unknown, location: RowLocation): CorpusRow {
  const reader = new FieldReader(value, location);
  reader.string('corpus_id');
  reader.string('code');
  const label = reader.string('label');
  if (label !== 'correct' && label !== 'incorrect') reader.fail('label', '"correct" or "incorrect"', label);
  const bugType = reader.optionalString('bug_type');
  if (label === 'incorrect' && (bugType === undefined || bugType === '')) {
    reader.fail('bug_type', 'a bug type on a row labelled "incorrect"', reader.raw['bug_type']);
  }
  if (label === 'correct' && bugType !== undefined && bugType !== '') {
    reader.fail('bug_type', 'absent on a row labelled "correct"', bugType);
  }
  reader.string('source_entry_id', { allowEmpty: true });
  return reader.raw as CorpusRow;
}

/** Validates a `distractor_metadata.jsonl` row. */
export function parseDistractorMetadataRow(value: unknown, location: RowLocation): DistractorMetadataRow {
  const reader = new FieldReader(value, location);
  reader.string('corpus_id');
  reader.string('query_id');
  reader.string('bug_type');
  reader.string('operator');
  reader.integer('line', 1);
  reader.string('before', { allowEmpty: true });
  reader.string('after', { allowEmpty: true });
  return reader.raw as DistractorMetadataRow;
}

/** Validates an `execution_cache.jsonl` row (hashes are 64 lowercase hex digits). */
export function parseExecutionCacheRow(value: unknown, location: RowLocation): ExecutionCacheRow {
  const reader = new FieldReader(value, location);
  const hexText = '64 lowercase hexadecimal digits (SHA-256)';
  reader.string('code_sha256', { pattern: SHA256_PATTERN, patternText: hexText });
  reader.string('tests_sha256', { pattern: SHA256_PATTERN, patternText: hexText });
  reader.stringArray('test_results');
  reader.boolean('passes_all_tests');
  return reader.raw as ExecutionCacheRow;
}
