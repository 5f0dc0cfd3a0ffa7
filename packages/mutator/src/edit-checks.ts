import type { ProtectedRange, StatementSpan } from './language-backend.js';
import type { SourceEdit } from './mutator.js';

/**
 * The first protected region an edit touches, or `undefined`. An edit may move a region whole
 * (its text reappears in the replacement, as when two arguments swap) or delete it whole with
 * the code around it (the replacement is empty, or is text the edit's range already held outside
 * the region, as when a guard or an operand goes); it may not start or end inside one, nor
 * rewrite it.
 */
export function findTouchedProtectedRange(
  edit: SourceEdit,
  ranges: readonly ProtectedRange[],
  source: string,
): ProtectedRange | undefined {
  for (const range of ranges) {
    const disjoint =
      edit.start === edit.end
        ? edit.start <= range.start || edit.start >= range.end
        : edit.end <= range.start || edit.start >= range.end;
    if (disjoint) continue;
    const covers = edit.start <= range.start && range.end <= edit.end && edit.start < edit.end;
    if (covers) {
      const moved = edit.replacement.includes(source.slice(range.start, range.end));
      const deleted =
        source.slice(edit.start, range.start).includes(edit.replacement) || source.slice(range.end, edit.end).includes(edit.replacement);
      if (moved || deleted) continue;
    }
    return range;
  }
  return undefined;
}

/** The outcome of {@link checkSingleStatement}. */
export type SingleStatementCheck =
  | { readonly ok: true; readonly expectedStatementCount: number }
  | { readonly ok: false; readonly detail: string };

/**
 * Checks that an edit changes exactly one statement of the canonical. Either it deletes one
 * statement whole (with nested statements, surrounding whitespace, `;` and comments), or it stays
 * inside one statement without overlapping any statement nested in it. Returns the number of
 * statements the mutant must then have.
 */
export function checkSingleStatement(
  edit: SourceEdit,
  statements: readonly StatementSpan[],
  comments: readonly ProtectedRange[],
  source: string,
): SingleStatementCheck {
  const deletion = checkDeletion(edit, statements, comments, source);
  if (deletion !== undefined) return deletion;
  let innermost: StatementSpan | undefined;
  for (const statement of statements) {
    if (statement.start <= edit.start && edit.end <= statement.end) innermost = statement;
  }
  if (innermost === undefined) {
    return { ok: false, detail: 'the edit is not inside any statement' };
  }
  const overlapped = statements.filter(
    (statement) =>
      statement !== innermost &&
      statement.start >= innermost.start &&
      statement.end <= innermost.end &&
      statement.start < edit.end &&
      edit.start < statement.end,
  );
  if (overlapped.length > 0) {
    return {
      ok: false,
      detail: `the edit spans ${overlapped.length + 1} statements (a statement and ${overlapped.length} nested in it)`,
    };
  }
  return { ok: true, expectedStatementCount: statements.length };
}

function checkDeletion(
  edit: SourceEdit,
  statements: readonly StatementSpan[],
  comments: readonly ProtectedRange[],
  source: string,
): SingleStatementCheck | undefined {
  if (edit.replacement.trim() !== '' || edit.start === edit.end) return undefined;
  const inside = statements.filter((statement) => edit.start <= statement.start && statement.end <= edit.end);
  const outermost = inside.filter(
    (statement) => !inside.some((other) => other !== statement && other.start <= statement.start && statement.end <= other.end),
  );
  if (outermost.length === 0) return undefined;
  if (outermost.length > 1) return { ok: false, detail: `the edit deletes ${outermost.length} statements` };
  const deleted = outermost[0] as StatementSpan;
  // What the edit removes besides the statement must be layout only, or the statement would not be all that changed.
  let residue = source.slice(edit.start, deleted.start) + source.slice(deleted.end, edit.end);
  for (const comment of comments) {
    if (comment.start >= edit.start && comment.end <= edit.end && (comment.end <= deleted.start || comment.start >= deleted.end)) {
      residue = residue.replace(source.slice(comment.start, comment.end), '');
    }
  }
  if (!/^[\s;]*$/.test(residue)) {
    return { ok: false, detail: `the deletion removes text outside the statement: ${JSON.stringify(residue.trim())}` };
  }
  return { ok: true, expectedStatementCount: statements.length - 1 - deleted.descendantCount };
}
