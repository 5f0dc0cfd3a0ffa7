/**
 * Maps string offsets to 0-based line numbers and back, for one immutable text. Lines end at
 * `\n`; a `\r` before it stays part of the line's text.
 */
export class LineIndex {
  private readonly starts: number[];

  constructor(readonly text: string) {
    this.starts = [0];
    for (let offset = text.indexOf('\n'); offset !== -1; offset = text.indexOf('\n', offset + 1)) {
      this.starts.push(offset + 1);
    }
  }

  /** Number of lines (a text ending in `\n` has an empty last line). */
  get lineCount(): number {
    return this.starts.length;
  }

  /** 0-based line of the character at `offset` (offsets past the end map to the last line). */
  lineOf(offset: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.starts[middle] as number) <= offset) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  /** Offset of the first character of 0-based `line`. */
  lineStart(line: number): number {
    return this.starts[line] ?? this.text.length;
  }

  /** Offset just past the last character of 0-based `line`, before its `\n`. */
  lineEnd(line: number): number {
    const next = this.starts[line + 1];
    return next === undefined ? this.text.length : next - 1;
  }

  /** True when only spaces and tabs stand between the start of its line and `offset`. */
  startsLine(offset: number): boolean {
    return /^[ \t]*$/.test(this.text.slice(this.lineStart(this.lineOf(offset)), offset));
  }
}
