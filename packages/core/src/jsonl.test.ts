import { describe, expect, it } from '@jest/globals';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ExecretError, ExecretErrorCode, InvalidUtf8Error, JsonlParseError, SchemaError } from './errors.js';
import { JSONL_LINE_MAX_BYTES, readJsonl, readJsonlFile, writeJsonl } from './jsonl.js';
import { parseQueryRow } from './schema.js';

async function tempFile(name: string, content: string | Buffer): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'execret-jsonl-'));
  const path = join(directory, name);
  await writeFile(path, content);
  return path;
}

async function captureError(promise: Promise<unknown>): Promise<ExecretError> {
  try {
    await promise;
  } catch (error) {
    if (ExecretError.isInstance(error)) return error;
    throw error;
  }
  throw new Error('expected an error');
}

describe(readJsonl.name, () => {
  it('yields each row with its 1-based line number, skipping blank lines', async () => {
    const path = await tempFile('rows.jsonl', '{"a":1}\n\n{"a":2}\n   \n{"a":3}\n');
    const records = [];
    for await (const record of readJsonl(path)) records.push(record);
    expect(records).toEqual([
      { value: { a: 1 }, line: 1 },
      { value: { a: 2 }, line: 3 },
      { value: { a: 3 }, line: 5 },
    ]);
  });

  it('accepts CRLF line ends, a byte-order mark and a valid last line without newline', async () => {
    const path = await tempFile('rows.jsonl', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"a":"x"}\r\n{"a":"é"}')]));
    expect(await readJsonlFile(path)).toEqual([{ a: 'x' }, { a: 'é' }]);
  });

  it('reads lines longer than one read chunk and multi-byte characters split across chunks', async () => {
    const long = 'ü'.repeat(1_500_000);
    const path = await tempFile('long.jsonl', `${JSON.stringify({ text: long })}\n${JSON.stringify({ text: 'short' })}\n`);
    const rows = await readJsonlFile<{ text: string }>(path);
    expect(rows.map((row) => row.text.length)).toEqual([1_500_000, 5]);
    expect(rows[0]?.text).toBe(long);
  });

  it('streams: the first row arrives before the whole file is read', async () => {
    const line = `${JSON.stringify({ padding: 'x'.repeat(1000) })}\n`;
    const path = await tempFile('big.jsonl', line.repeat(20_000));
    const generator = readJsonl(path);
    const first = await generator.next();
    expect(first.value).toEqual({ value: { padding: 'x'.repeat(1000) }, line: 1 });
    // Stop after one row: the reader must release the file without reading the remaining ~20 MB.
    await generator.return(undefined);
  });

  it('names file and line of a row that is not valid JSON', async () => {
    const path = await tempFile('bad.jsonl', '{"a":1}\n{"a":}\n{"a":3}\n');
    const error = await captureError(readJsonlFile(path, { displayName: 'queries.jsonl' }));
    expect(error).toBeInstanceOf(JsonlParseError);
    expect(error.code).toBe(ExecretErrorCode.JSONL_PARSE);
    expect(error.location).toEqual({ file: 'queries.jsonl', line: 2 });
    expect(error.message).toMatch(/^queries\.jsonl:2: invalid JSON: .*\{"a":\}/);
  });

  it('reports a cut-off last line as truncated, distinct from a bad line', async () => {
    const path = await tempFile('cut.jsonl', '{"a":1}\n{"a":2}\n{"a": [1, 2');
    const error = await captureError(readJsonlFile(path, { displayName: 'corpus.jsonl' }));
    expect(error.code).toBe(ExecretErrorCode.JSONL_TRUNCATED);
    expect(error.location).toEqual({ file: 'corpus.jsonl', line: 3 });
    expect(error.message).toMatch(/^corpus\.jsonl:3: truncated last line/);
  });

  it('passes bad lines to onInvalidLine and keeps reading', async () => {
    const path = await tempFile('mixed.jsonl', '{"a":1}\nnot json\n{"a":3}\n{"a"');
    const seen: string[] = [];
    const rows = await readJsonlFile(path, { displayName: 'f.jsonl', onInvalidLine: (error) => seen.push(`${error.code}@${String(error.location?.line)}`) });
    expect(rows).toEqual([{ a: 1 }, { a: 3 }]);
    expect(seen).toEqual(['JSONL_PARSE@2', 'JSONL_TRUNCATED@4']);
  });

  it('reports a line longer than maxLineBytes as soon as the limit is passed, skips the rest of it and keeps counting lines', async () => {
    // Line 2 is 3 MiB, read in several 1 MiB chunks; line 4 is over the limit within one chunk.
    const path = await tempFile('long.jsonl', `{"a":1}\n"${'x'.repeat(3 * 1024 * 1024)}"\n{"a":3}\n"${'y'.repeat(2000)}"\n{"a":5}\n`);
    const seen: string[] = [];
    const rows = readJsonl(path, { displayName: 'f.jsonl', maxLineBytes: 1000, onInvalidLine: (error) => seen.push(error.message) });
    const read: Array<[unknown, number]> = [];
    for await (const row of rows) read.push([row.value, row.line]);
    expect(read).toEqual([[{ a: 1 }, 1], [{ a: 3 }, 3], [{ a: 5 }, 5]]);
    const message = (line: number): string => `f.jsonl:${line}: invalid JSON: the line is longer than 1,000 bytes, the limit of a line; the rest of it was skipped unread`;
    expect(seen).toEqual([message(2), message(4)]);
    await expect(readJsonlFile(path, { displayName: 'f.jsonl', maxLineBytes: 1000 })).rejects.toThrow(message(2));
    expect(JSONL_LINE_MAX_BYTES).toBe(64 * 1024 * 1024);
  });

  it('rejects a line that is not UTF-8, naming file, line, byte and column (never U+FFFD)', async () => {
    // Line 3 holds a Latin-1 "é" (0xe9 alone) at byte column 8.
    const content = Buffer.concat([Buffer.from('{"a":1}\n{"a":"ü"}\n{"a":"x'), Buffer.from([0xe9]), Buffer.from('"}\n{"a":4}\n')]);
    const path = await tempFile('latin1.jsonl', content);
    const error = await captureError(readJsonlFile(path, { displayName: 'queries.jsonl' }));
    expect(error).toBeInstanceOf(InvalidUtf8Error);
    expect(error.code).toBe(ExecretErrorCode.INVALID_UTF8);
    expect(error.location).toEqual({ file: 'queries.jsonl', line: 3 });
    expect(error.message).toBe('queries.jsonl:3: invalid UTF-8 (byte 0xe9 at column 8); expected UTF-8 text: re-save the file as UTF-8');
    expect((error as InvalidUtf8Error).byte).toBe(0xe9);
    expect((error as InvalidUtf8Error).column).toBe(8);
  });

  it('rejects overlong forms, surrogates, stray continuation bytes and cut-short characters mid-file', async () => {
    const cases: Array<[number[], number, number]> = [
      [[0xff], 0xff, 3],
      [[0xc0, 0xaf], 0xc0, 3], // overlong "/"
      [[0xed, 0xa0, 0x80], 0xed, 3], // UTF-16 surrogate D800
      [[0xf4, 0x90, 0x80, 0x80], 0xf4, 3], // above U+10FFFF
      [[0x80], 0x80, 3], // continuation byte without a lead
      [[0xe2, 0x82], 0xe2, 3], // "€" cut short, followed by a quote
    ];
    for (const [bytes, byte, column] of cases) {
      const path = await tempFile('bad.jsonl', Buffer.concat([Buffer.from('{"a":1}\n"x'), Buffer.from(bytes), Buffer.from('"\n{"a":3}\n')]));
      const error = await captureError(readJsonlFile(path, { displayName: 'f.jsonl' }));
      expect({ code: error.code, location: error.location, byte: (error as InvalidUtf8Error).byte, column: (error as InvalidUtf8Error).column }).toEqual({
        code: ExecretErrorCode.INVALID_UTF8,
        location: { file: 'f.jsonl', line: 2 },
        byte,
        column,
      });
    }
  });

  it('keeps a U+FFFD that the file really holds (valid UTF-8 EF BF BD)', async () => {
    const path = await tempFile('fffd.jsonl', '{"a":"\uFFFD"}\n');
    expect(await readJsonlFile(path)).toEqual([{ a: '\uFFFD' }]);
  });

  it('says when a file is UTF-16', async () => {
    const path = await tempFile('utf16.jsonl', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('{"a":1}\n', 'utf16le')]));
    const error = await captureError(readJsonlFile(path, { displayName: 'queries.jsonl' }));
    expect(error.message).toBe('queries.jsonl:1: invalid UTF-8 (byte 0xff at column 1); the file starts with a UTF-16 byte-order mark: re-save it as UTF-8');
  });

  it('reports a last line cut in the middle of a UTF-8 character as truncated', async () => {
    const path = await tempFile('cut.jsonl', Buffer.concat([Buffer.from('{"a":1}\n{"a":"'), Buffer.from([0xe2, 0x82])]));
    const error = await captureError(readJsonlFile(path, { displayName: 'corpus.jsonl' }));
    expect(error.code).toBe(ExecretErrorCode.JSONL_TRUNCATED);
    expect(error.location).toEqual({ file: 'corpus.jsonl', line: 2 });
    expect(error.message).toMatch(/^corpus\.jsonl:2: truncated last line: .*middle of a UTF-8 character/);
  });

  it('passes a line that is not UTF-8 to onInvalidLine and keeps reading', async () => {
    const path = await tempFile('mixed.jsonl', Buffer.concat([Buffer.from('{"a":1}\n{"a":"'), Buffer.from([0xff]), Buffer.from('"}\n{"a":3}\n')]));
    const seen: string[] = [];
    const rows = await readJsonlFile(path, { displayName: 'f.jsonl', onInvalidLine: (error) => seen.push(`${error.code}@${String(error.location?.line)}`) });
    expect(rows).toEqual([{ a: 1 }, { a: 3 }]);
    expect(seen).toEqual(['INVALID_UTF8@2']);
  });

  it('finds an invalid byte in a line that spans read chunks, with its column in the line', async () => {
    const prefix = `{"a":1}\n{"text":"${'ü'.repeat(700_000)}`;
    const path = await tempFile('long.jsonl', Buffer.concat([Buffer.from(prefix), Buffer.from([0xfe]), Buffer.from('"}\n')]));
    const error = await captureError(readJsonlFile(path, { displayName: 'f.jsonl' }));
    expect(error.location).toEqual({ file: 'f.jsonl', line: 2 });
    expect((error as InvalidUtf8Error).column).toBe(Buffer.byteLength(prefix) - Buffer.byteLength('{"a":1}\n') + 1);
  });

  it('reports schema errors from parse with file, line, field, expected and received', async () => {
    const good = { query_id: 'q_1', query: 'q', test_suite: ['assert 1'], correct_corpus_ids: ['c_1'], paired_distractor_corpus_ids: [], entry_id: 'e', metadata: {} };
    const path = await tempFile('queries.jsonl', `${JSON.stringify(good)}\n${JSON.stringify({ ...good, test_suite: 7 })}\n`);
    const error = await captureError(readJsonlFile(path, { parse: parseQueryRow, displayName: 'queries.jsonl' }));
    expect(error).toBeInstanceOf(SchemaError);
    expect(error.message).toBe('queries.jsonl:2: field "test_suite" must be an array of strings, got number 7');
    expect((error as SchemaError).expected).toBe('an array of strings');
    expect(error.location).toEqual({ file: 'queries.jsonl', line: 2, field: 'test_suite' });
  });

  it('gives an IO error naming the file when it does not exist', async () => {
    const error = await captureError(readJsonlFile('/nonexistent/queries.jsonl'));
    expect(error.code).toBe(ExecretErrorCode.IO);
    expect(error.message).toContain('/nonexistent/queries.jsonl');
    expect(error.message).toContain('ENOENT');
  });
});

describe(writeJsonl.name, () => {
  it('writes one JSON value per line and reports rows, bytes and SHA-256 of what it wrote', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-write-'));
    const path = join(directory, 'nested', 'out.jsonl');
    const rows = [{ b: 1, a: 'x' }, { text: 'line\nbreak', unicode: 'ü' }];
    const written = await writeJsonl(path, rows);
    const bytes = await readFile(path);
    expect(bytes.toString('utf8')).toBe('{"b":1,"a":"x"}\n{"text":"line\\nbreak","unicode":"ü"}\n');
    expect(written.rows).toBe(2);
    expect(written.bytes).toBe(bytes.length);
    expect(written.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(await readJsonlFile(path)).toEqual(rows);
  });

  it('accepts async iterables (rows produced lazily)', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-write-'));
    const path = join(directory, 'lazy.jsonl');
    async function* produce(): AsyncGenerator<{ index: number }> {
      for (let index = 0; index < 3; index += 1) yield { index };
    }
    await writeJsonl(path, produce());
    expect(await readJsonlFile(path)).toEqual([{ index: 0 }, { index: 1 }, { index: 2 }]);
  });

  it('is atomic: a failure midway leaves the previous file intact and no temporary file behind', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-write-'));
    const path = join(directory, 'out.jsonl');
    await writeJsonl(path, [{ version: 1 }]);
    function* failing(): Generator<unknown> {
      yield { version: 2 };
      throw new Error('producer crashed');
    }
    await expect(writeJsonl(path, failing())).rejects.toThrow('producer crashed');
    expect(await readFile(path, 'utf8')).toBe('{"version":1}\n');
    expect(await readdir(directory)).toEqual(['out.jsonl']);
  });

  it('rejects a row that JSON cannot represent, naming the row', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'execret-write-'));
    await expect(writeJsonl(join(directory, 'x.jsonl'), [{ ok: true }, undefined])).rejects.toThrow(/row 2 cannot be written as JSON/);
  });
});
