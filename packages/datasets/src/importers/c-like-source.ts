/** The brace languages whose HumanEval-X programs {@link CLikeSource} reads. */
export type CLikeLanguage = 'cpp' | 'java' | 'go' | 'rust' | 'javascript';

/** A comment or a string (character, raw, template) literal of a source text: `[start, end)`. */
export interface LiteralSpan {
  kind: 'comment' | 'string';
  start: number;
  end: number;
}

/** A span of a source text, `[start, end)`. */
export interface TextSpan {
  start: number;
  end: number;
}

const OPENERS = '([{';
const CLOSERS = ')]}';
// A statement of a newline-terminated language (Go, JavaScript) goes on after a line ending with one of these.
const CONTINUES_AFTER = /(?:[,([{=+\-*/%&|^<>!?:.]|=>)\s*$/;
// …or before a line starting with one of these.
const CONTINUES_BEFORE = /^\s*(?:[.?:)\]}]|&&|\|\||[+*/%]|===?|!==?|\?\?)/;
// After a block's `}`, a statement goes on when one of these follows.
const BLOCK_CONTINUES = /^\s*(?:else\b|catch\b|finally\b|while\b|[)\],;.?:]|&&|\|\||[+\-*/%<>=!])/;

/**
 * A source text of C++, Java, Go, Rust or JavaScript with its comments and string literals found,
 * so that brackets, separators and operators are read in code only. Approximate by design (no
 * preprocessor, no template-literal nesting): enough for the test programs of HumanEval-X.
 */
export class CLikeSource {
  /** Comments and string literals, in text order. */
  readonly literals: LiteralSpan[];
  /** The text with every literal's characters (newlines excepted) replaced by spaces: code only, same offsets. */
  readonly masked: string;

  constructor(
    readonly text: string,
    readonly language: CLikeLanguage,
  ) {
    this.literals = scanLiterals(text, language);
    let masked = '';
    let at = 0;
    for (const span of this.literals) {
      masked += text.slice(at, span.start) + text.slice(span.start, span.end).replace(/[^\n]/g, ' ');
      at = span.end;
    }
    this.masked = masked + text.slice(at);
  }

  /** The comments, in text order. */
  comments(): LiteralSpan[] {
    return this.literals.filter((span) => span.kind === 'comment');
  }

  /** The offset just after the bracket closing the one at `open` (in code), or -1 when unbalanced. */
  matching(open: number): number {
    let depth = 0;
    for (let index = open; index < this.masked.length; index += 1) {
      const character = this.masked[index] as string;
      if (OPENERS.includes(character)) depth += 1;
      else if (CLOSERS.includes(character)) {
        depth -= 1;
        if (depth === 0) return index + 1;
      }
    }
    return -1;
  }

  /**
   * The top-level statements of `span` (a block's inside): each ends at a `;` or at the `}` that
   * closes a block (unless `else`, `catch`, an operator… follows), and in Go and JavaScript also at
   * a line end where the statement is complete. Trimmed; comment-only statements are left out.
   */
  statements(span: TextSpan = { start: 0, end: this.text.length }): TextSpan[] {
    const result: TextSpan[] = [];
    const newlineEnds = this.language === 'go' || this.language === 'javascript';
    let depth = 0;
    let start = span.start;
    const push = (end: number): void => {
      const trimmed = this.trimmed({ start, end });
      if (trimmed !== undefined) result.push(trimmed);
      start = end;
    };
    for (let index = span.start; index < span.end; index += 1) {
      const character = this.masked[index] as string;
      if (OPENERS.includes(character)) depth += 1;
      else if (CLOSERS.includes(character)) {
        depth -= 1;
        if (depth === 0 && character === '}' && !BLOCK_CONTINUES.test(this.masked.slice(index + 1, span.end))) push(index + 1);
      } else if (depth === 0 && character === ';') {
        // Go's `for i := 0; i < n; i++ {` and `if x := f(); x > 0 {` keep their semicolons.
        if (!(this.language === 'go' && /^\s*(?:for|if|switch)\b/.test(this.masked.slice(start, index)))) push(index + 1);
      }
      else if (depth === 0 && character === '\n' && newlineEnds) {
        const sofar = this.masked.slice(start, index);
        const complete = !CONTINUES_AFTER.test(sofar) || /(?:\+\+|--)\s*$/.test(sofar);
        if (sofar.trim() !== '' && complete && !CONTINUES_BEFORE.test(this.masked.slice(index + 1, span.end))) push(index);
      }
    }
    push(span.end);
    return result;
  }

  /** The span without surrounding whitespace; undefined when it holds no code (blank or comments only). */
  trimmed(span: TextSpan): TextSpan | undefined {
    const code = this.masked.slice(span.start, span.end);
    if (code.trim() === '' || code.replace(/;/g, '').trim() === '') return undefined;
    let start = span.start;
    let end = span.end;
    while (start < end && /\s/.test(this.text[start] as string)) start += 1;
    while (end > start && /\s/.test(this.text[end - 1] as string)) end -= 1;
    return { start, end };
  }

  /** The text of a span. */
  slice(span: TextSpan): string {
    return this.text.slice(span.start, span.end);
  }

  /** Offsets of top-level (bracket depth 0 within `span`) matches of `pattern` in code, e.g. a `,` or `==`. */
  topLevel(pattern: RegExp, span: TextSpan = { start: 0, end: this.text.length }): { index: number; length: number }[] {
    const found: { index: number; length: number }[] = [];
    let depth = 0;
    const sticky = new RegExp(pattern.source, 'y');
    for (let index = span.start; index < span.end; index += 1) {
      const character = this.masked[index] as string;
      if (OPENERS.includes(character)) depth += 1;
      else if (CLOSERS.includes(character)) depth -= 1;
      else if (depth === 0) {
        sticky.lastIndex = index;
        const match = sticky.exec(this.masked);
        if (match !== null && index + match[0].length <= span.end) {
          found.push({ index, length: match[0].length });
          index += match[0].length - 1;
        }
      }
    }
    return found;
  }

  /**
   * `span` cut at its top-level commas (a call's arguments), each trimmed. In C++, Java and Rust a
   * comma inside a type's angle brackets (`Pair<Integer, Integer>`, `pair<int, int>`) does not cut.
   */
  arguments(span: TextSpan): TextSpan[] {
    const generic = this.language === 'javascript' || this.language === 'go' ? [] : [...this.masked.slice(span.start, span.end).matchAll(/(?<=[\w:])<[\w\s,.?:&*<>[\]]*>/g)].map((match) => ({ start: span.start + match.index, end: span.start + match.index + match[0].length }));
    const cuts = this.topLevel(/,/, span).filter((cut) => !generic.some((range) => cut.index > range.start && cut.index < range.end));
    const parts: TextSpan[] = [];
    let start = span.start;
    for (const cut of cuts) {
      const part = this.trimmed({ start, end: cut.index });
      if (part !== undefined) parts.push(part);
      start = cut.index + 1;
    }
    const last = this.trimmed({ start, end: span.end });
    if (last !== undefined) parts.push(last);
    return parts;
  }
}

/** The comments and string literals of `text`. */
function scanLiterals(text: string, language: CLikeLanguage): LiteralSpan[] {
  const spans: LiteralSpan[] = [];
  let index = 0;
  while (index < text.length) {
    const character = text[index] as string;
    const next = text[index + 1];
    if (character === '/' && next === '/') {
      const end = text.indexOf('\n', index);
      const stop = end === -1 ? text.length : end;
      spans.push({ kind: 'comment', start: index, end: stop });
      index = stop;
    } else if (character === '/' && next === '*') {
      const end = text.indexOf('*/', index + 2);
      const stop = end === -1 ? text.length : end + 2;
      spans.push({ kind: 'comment', start: index, end: stop });
      index = stop;
    } else if (language === 'rust' && character === 'r' && /^r#*"/.test(text.slice(index, index + 8)) && !/[\w]/.test(text[index - 1] ?? ' ')) {
      const hashes = (/^r(#*)"/.exec(text.slice(index)) as RegExpExecArray)[1] as string;
      const close = `"${hashes}`;
      const end = text.indexOf(close, index + 2 + hashes.length);
      const stop = end === -1 ? text.length : end + close.length;
      spans.push({ kind: 'string', start: index, end: stop });
      index = stop;
    } else if (character === '"' || (character === '`' && (language === 'javascript' || language === 'go'))) {
      const stop = closingQuote(text, index, character, !(character === '`' && language === 'go'));
      spans.push({ kind: 'string', start: index, end: stop });
      index = stop;
    } else if (character === "'") {
      // Rust: `'a` is a lifetime, not a character literal.
      if (language === 'rust' && !/^'(?:\\(?:u\{[0-9a-fA-F]+\}|x[0-9a-fA-F]{2}|.)|[^\\'])'/.test(text.slice(index, index + 12))) {
        index += 1;
        continue;
      }
      const stop = closingQuote(text, index, "'", true);
      spans.push({ kind: 'string', start: index, end: stop });
      index = stop;
    } else {
      index += 1;
    }
  }
  return spans;
}

/** The offset after the quote closing the literal opened at `open` (text end when unclosed). */
function closingQuote(text: string, open: number, quote: string, escapes: boolean): number {
  for (let index = open + 1; index < text.length; index += 1) {
    const character = text[index] as string;
    if (escapes && character === '\\') index += 1;
    else if (character === quote) return index + 1;
    else if (character === '\n' && quote !== '`' && quote !== '"') return index;
  }
  return text.length;
}
