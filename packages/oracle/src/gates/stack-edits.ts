import { SeededRandom, type Mutant } from '@execret/core';
import { selectionOrder, taskSeed } from './select-distractors.js';

/** Most single edits one stacked distractor combines (the study's appendix stacks up to four). */
export const MAX_STACKED_EDITS = 4;

/**
 * A single edit as a mutant records it: from 1-based `line`, the canonical's lines `before`
 * (joined by `\n`) become `after`; an empty `after` removes those lines.
 */
export type LineEdit = Pick<Mutant, 'line' | 'before' | 'after'>;

/** One single edit of a stacked distractor: the fields of the single-edit mutant it came from. */
export type StackedEdit = Pick<Mutant, 'bugType' | 'operator' | 'line' | 'before' | 'after'>;

/**
 * A distractor made of several single edits of its canonical applied together. `edits[0]` is the
 * anchor: its `bugType`, `operator`, `line`, `before` and `after` are the distractor's own; the
 * other edits follow by line.
 */
export interface StackedMutant extends Mutant {
  /** Every single edit, the anchor first. */
  edits: StackedEdit[];
}

/** A stacked candidate and the single edits it combines. */
export interface StackedCandidate {
  /** The candidate. */
  mutant: StackedMutant;
  /** Positions of its edits in the list of single edits given to {@link stackEdits}, in `mutant.edits` order. */
  components: number[];
}

/** Options of {@link stackEdits}. */
export interface StackEditsOptions {
  /** Single edits per candidate (2 … {@link MAX_STACKED_EDITS}). */
  edits: number;
  /** The build seed. */
  seed: number;
  /** The task id, mixed into the seed so a task's candidates do not depend on the other tasks. */
  taskId: string;
  /** Most candidates made. */
  limit: number;
}

/** What {@link stackEdits} made. */
export interface StackedEdits {
  /** The candidates, in the order they were made. */
  candidates: StackedCandidate[];
  /**
   * Positions of single edits left out because their `line`, `before` and `after` do not rebuild
   * their code from the canonical (e.g. an imported distractor whose metadata describes it loosely).
   */
  unstackable: number[];
}

/** The canonical's lines an edit replaces: 0-based, `[first, end)`. */
function lineSpan(edit: LineEdit): { first: number; end: number } {
  const first = edit.line - 1;
  return { first, end: first + edit.before.split('\n').length };
}

/** True when two edits replace no line in common (so they can be applied together). */
export function editsOverlap(left: LineEdit, right: LineEdit): boolean {
  const a = lineSpan(left);
  const b = lineSpan(right);
  return a.first < b.end && b.first < a.end;
}

/**
 * The canonical with every edit applied: each edit's lines, which must read `before` in the
 * canonical, become `after` (or are removed when `after` is empty). Undefined when an edit's
 * `before` is not at its `line`, or two edits touch a common line.
 */
export function applyEdits(canonical: string, edits: readonly LineEdit[]): string | undefined {
  const lines = canonical.split('\n');
  const spans = edits.map((edit) => ({ edit, ...lineSpan(edit) })).sort((left, right) => right.first - left.first);
  for (let index = 0; index < spans.length; index += 1) {
    const span = spans[index] as (typeof spans)[number];
    if (!Number.isSafeInteger(span.first) || span.first < 0 || span.end > lines.length) return undefined;
    const above = spans[index - 1];
    if (above !== undefined && span.end > above.first) return undefined;
    if (lines.slice(span.first, span.end).join('\n') !== span.edit.before) return undefined;
  }
  // Bottom up, so the line numbers of the edits still to apply do not move.
  for (const span of spans) lines.splice(span.first, span.end - span.first, ...(span.edit.after === '' ? [] : span.edit.after.split('\n')));
  return lines.join('\n');
}

/** {@link applyEdits} with one edit: the single-edit mutant the edit describes. */
export function applyEdit(canonical: string, edit: LineEdit): string | undefined {
  return applyEdits(canonical, [edit]);
}

function stackedEdit(mutant: Mutant): StackedEdit {
  return { bugType: mutant.bugType, operator: mutant.operator, line: mutant.line, before: mutant.before, after: mutant.after };
}

/**
 * Stacked candidates of one task from its verified single edits. An edit takes part only when its
 * `line`, `before` and `after` rebuild its code from the canonical ({@link applyEdit}). Anchors are
 * taken in {@link selectionOrder} (a seeded shuffle, then round-robin over bug types, so the first
 * candidates cover as many bug types as the edits do); each anchor gets `edits − 1` partners, taken
 * in a seeded shuffle of the other edits (seed mixed with the task id and the anchor's position),
 * each partner touching no line an edit already chosen touches. An anchor that finds too few
 * partners, or a set of edits (or code) already made, gives no candidate. Stops at `limit`.
 * Deterministic: the same singles and options give the same candidates.
 */
export function stackEdits(canonical: string, singles: readonly Mutant[], options: StackEditsOptions): StackedEdits {
  const unstackable: number[] = [];
  const stackable: Array<{ position: number; bugType: string }> = [];
  singles.forEach((mutant, position) => {
    if (applyEdit(canonical, mutant) === mutant.code) stackable.push({ position, bugType: mutant.bugType });
    else unstackable.push(position);
  });
  const candidates: StackedCandidate[] = [];
  const seenSets = new Set<string>();
  const seenCode = new Set<string>([canonical]);
  const anchorSalt = `${options.taskId}\u0000stacked-edits`;
  for (const anchor of selectionOrder(stackable, options.seed, anchorSalt)) {
    if (candidates.length >= options.limit) break;
    const random = new SeededRandom(taskSeed(options.seed, `${anchorSalt}\u0000${anchor.position}`));
    const chosen = [anchor.position];
    for (const partner of random.shuffle(stackable.filter((item) => item.position !== anchor.position))) {
      if (chosen.length >= options.edits) break;
      const edit = singles[partner.position] as Mutant;
      if (chosen.every((position) => !editsOverlap(singles[position] as Mutant, edit))) chosen.push(partner.position);
    }
    if (chosen.length < options.edits) continue;
    const key = [...chosen].sort((left, right) => left - right).join(',');
    if (seenSets.has(key)) continue;
    seenSets.add(key);
    const components = [anchor.position, ...chosen.slice(1).sort((left, right) => (singles[left] as Mutant).line - (singles[right] as Mutant).line || left - right)];
    const edits = components.map((position) => stackedEdit(singles[position] as Mutant));
    const code = applyEdits(canonical, edits);
    if (code === undefined || seenCode.has(code)) continue;
    seenCode.add(code);
    const first = edits[0] as StackedEdit;
    candidates.push({ mutant: { code, ...first, edits }, components });
  }
  return { candidates, unstackable };
}
