import type { BundleProblemList } from './bundle-problem-list.js';
import { ExecretError, ExecretErrorCode, type SourceLocation } from './errors.js';
import { readJsonl, type RowLocation } from './jsonl.js';

/** A row of a bundle file with its 1-based line number. */
export interface BundleRow<T> {
  row: T;
  line: number;
}

/**
 * Reads the rows of one bundle file leniently: a line that is not JSON or not UTF-8, a truncated
 * last line or a row that fails its schema is recorded in `problems` and left out, so one run reports every bad
 * row. Other errors (I/O, abort) are thrown.
 */
export async function readBundleRows<T>(
  path: string,
  parse: (value: unknown, location: RowLocation) => T,
  problems: BundleProblemList,
  abortSignal: AbortSignal | undefined,
): Promise<Array<BundleRow<T>>> {
  const rows: Array<BundleRow<T>> = [];
  // Problem messages leave out the location prefix (`file:line: `): the problem carries it.
  const detail = (message: string): string => message.slice(message.indexOf(': ') + 2);
  const lenient = (value: unknown, location: RowLocation): T | undefined => {
    try {
      return parse(value, location);
    } catch (error) {
      if (ExecretError.isInstance(error) && error.code === ExecretErrorCode.SCHEMA) {
        problems.add('schema', location, detail(error.message));
        return undefined;
      }
      throw error;
    }
  };
  const records = readJsonl<T | undefined>(path, {
    parse: lenient,
    displayName: path,
    abortSignal,
    onInvalidLine: (error) => {
      const kind = error.code === ExecretErrorCode.JSONL_TRUNCATED ? 'truncated' : error.code === ExecretErrorCode.INVALID_UTF8 ? 'encoding' : 'json';
      problems.add(kind, error.location as SourceLocation, detail(error.message));
    },
  });
  for await (const record of records) {
    if (record.value !== undefined) rows.push({ row: record.value, line: record.line });
  }
  return rows;
}
