/**
 * Why a task kept fewer distractors than asked, worded by its counts: how many candidate edits the
 * mutator made, how many fail a test, and how many were kept.
 */
export function shortTaskReason(candidates: number, failing: number, kept: number): string {
  if (candidates === 0) return 'the mutator found no candidate edit';
  const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;
  if (failing > kept) return `${plural(failing - kept, 'failing candidate duplicates', 'failing candidates duplicate')} code already in the pool`;
  if (failing === candidates) return `the mutator found only ${plural(candidates, 'candidate edit', 'candidate edits')}, ${candidates === 1 ? 'and it fails' : 'all failing'} a test`;
  const rest = candidates - failing;
  if (failing === 0) return candidates === 1 ? 'its one candidate edit fails no test (equivalent or untested)' : `none of its ${candidates} candidate edits fails a test (equivalent or untested)`;
  return `only ${failing} of ${candidates} candidates fail a test; the other ${plural(rest, 'is an equivalent or untested edit', 'are equivalent or untested edits')}`;
}
