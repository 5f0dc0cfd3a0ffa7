import { diffLines, diffWordsWithSpace } from 'diff';
import { escapeHtml } from './escape-html.js';

function lines(text: string): string[] {
  const split = text.split('\n');
  // diffLines keeps each line's newline; the last piece after it is empty
  if (split.length > 0 && split[split.length - 1] === '') split.pop();
  return split;
}

// One line: class `c` (context), `r` (removed) or `a` (added); the stylesheet draws the ` `/`-`/`+` sign.
// Short names on purpose: a 1,000-task bundle view holds some 70,000 lines.
function lineHtml(kind: 'ctx' | 'del' | 'ins', body: string): string {
  const name = kind === 'del' ? 'r' : kind === 'ins' ? 'a' : 'c';
  return `<span class="${name}">${body === '' ? ' ' : body}</span>`;
}

// Marks the changed words inside a block of removed lines and the block of added lines that replaced them.
function changedBlock(removed: string, added: string): { removedHtml: string[]; addedHtml: string[] } {
  const oldParts: string[] = [];
  const newParts: string[] = [];
  for (const part of diffWordsWithSpace(removed, added)) {
    const text = escapeHtml(part.value);
    if (part.added) newParts.push(`<ins>${text}</ins>`);
    else if (part.removed) oldParts.push(`<del>${text}</del>`);
    else {
      oldParts.push(text);
      newParts.push(text);
    }
  }
  // A mark may span a newline: close and reopen it on each line so every line renders on its own.
  const splitMarked = (html: string, tag: 'ins' | 'del'): string[] =>
    lines(html.replace(new RegExp(`<${tag}>([^]*?)</${tag}>`, 'g'), (_match, inner: string) => inner.split('\n').map((piece) => (piece === '' ? '' : `<${tag}>${piece}</${tag}>`)).join('\n')));
  return { removedHtml: splitMarked(oldParts.join(''), 'del'), addedHtml: splitMarked(newParts.join(''), 'ins') };
}

/**
 * Renders `snippet` as a line diff against `reference` (a canonical) with jsdiff: unchanged lines
 * (class `c`), removed lines (`r`, drawn with `-`) and added lines (`a`, drawn with `+`), and within a replaced block the changed
 * words marked (`<del>`, `<ins>`), so a one-token edit stands out. Every character of both texts is
 * HTML-escaped. With `options.context`, only that many unchanged lines are kept around each change
 * and each longer run of two or more unchanged lines becomes one `⋯ N unchanged lines` line (class `g`). Returns a
 * `<pre class="diff">` element; identical texts give only context lines.
 */
export function snippetDiffHtml(reference: string, snippet: string, options: { context?: number } = {}): string {
  const out: string[] = [];
  const parts = diffLines(reference, snippet);
  for (let index = 0; index < parts.length; index += 1) {
    const part = parts[index] as (typeof parts)[number];
    const next = parts[index + 1];
    if (part.removed && next?.added === true) {
      const { removedHtml, addedHtml } = changedBlock(part.value, next.value);
      for (const line of removedHtml) out.push(lineHtml('del', line));
      for (const line of addedHtml) out.push(lineHtml('ins', line));
      index += 1;
    } else {
      const kind = part.added ? 'ins' : part.removed ? 'del' : 'ctx';
      for (const line of lines(part.value)) out.push(lineHtml(kind, escapeHtml(line)));
    }
  }
  return `<pre class="diff">${(options.context === undefined ? out : collapseContext(out, options.context)).join('')}</pre>`;
}

// Keeps `context` unchanged lines around each change and folds each longer unchanged run into one line.
function collapseContext(rendered: string[], context: number): string[] {
  const changed = rendered.map((line) => !line.startsWith('<span class="c">'));
  const near = (index: number): boolean => changed.slice(Math.max(0, index - context), index + context + 1).some(Boolean);
  const kept: string[] = [];
  let folded: string[] = [];
  // A fold of one line would take as much room as the line: such a line is kept.
  const flush = (): void => {
    if (folded.length === 1) kept.push(folded[0] as string);
    else if (folded.length > 1) kept.push(`<span class="g">⋯ ${folded.length} unchanged lines</span>`);
    folded = [];
  };
  rendered.forEach((line, index) => {
    if (near(index)) {
      flush();
      kept.push(line);
    } else folded.push(line);
  });
  flush();
  return kept;
}

/** Renders `code` as a plain listing in the same style as {@link snippetDiffHtml} (HTML-escaped). */
export function codeListingHtml(code: string): string {
  return `<pre class="diff">${lines(code)
    .map((line) => lineHtml('ctx', escapeHtml(line)))
    .join('')}</pre>`;
}
