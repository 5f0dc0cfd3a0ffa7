import { describe, expect, it } from '@jest/globals';
import { dedentPython, joinPythonLines, renamePythonIdentifier, scanPython } from './python-source.js';

describe(scanPython.name, () => {
  it('joins physical lines inside brackets into one logical line and tells strings and comments apart', () => {
    // Offsets by hand: "x = (1,\n  2)" is 12 characters; the next line starts at 13.
    const source = "x = (1,\n  2)\ny = 'a#b'  # c\n";
    expect(scanPython(source)).toEqual({
      lines: [
        { start: 0, end: 12, indent: '', blank: false },
        { start: 13, end: 27, indent: '', blank: false },
      ],
      strings: [{ start: 17, end: 22 }],
      comments: [{ start: 24, end: 27 }],
    });
  });

  it('accepts \\r\\n line ends, backslash continuations, prefixed and triple-quoted strings', () => {
    const source = 'a = 1\r\nb = rb"x\\"y" + \\\r\n    f"""(\n"""\r\n    # note\r\n';
    const { lines, strings } = scanPython(source);
    expect(lines.map((line) => [source.slice(line.start, line.end), line.indent, line.blank])).toEqual([
      ['a = 1', '', false],
      ['b = rb"x\\"y" + \\\r\n    f"""(\n"""', '', false],
      ['    # note', '    ', true],
    ]);
    expect(strings.map((span) => source.slice(span.start, span.end))).toEqual(['rb"x\\"y"', 'f"""(\n"""']);
  });

  it('ends an unterminated string at the end of its line instead of swallowing the rest', () => {
    const { lines } = scanPython("x = 'open\ny = 2\n");
    expect(lines).toHaveLength(2);
  });
});

describe(joinPythonLines.name, () => {
  it('writes a statement on one line without comments, continuations or spaces just inside brackets', () => {
    expect(joinPythonLines("assert f(\n    [1,  # first\n     2],\n) == 'a # b' and \\\n    g()")).toBe("assert f([1, 2],) == 'a # b' and g()");
  });
});

describe(renamePythonIdentifier.name, () => {
  it('renames the identifier in code only: not inside strings, comments, longer names or attributes', () => {
    expect(renamePythonIdentifier("candidate(x.candidate, 'candidate', candidates)  # candidate", 'candidate', 'f')).toBe(
      "f(x.candidate, 'candidate', candidates)  # candidate",
    );
  });
});

describe(dedentPython.name, () => {
  it('removes the indent from each line except lines inside a multi-line string', () => {
    expect(dedentPython('    for x in y:\n        s = """\n    keep\n    """\n        z', '    ')).toBe('for x in y:\n    s = """\n    keep\n    """\n    z');
  });
});
