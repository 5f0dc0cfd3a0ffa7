import type { Language } from '@execret/core';
import type { ExampleTest } from './example-tests.js';
import type { QueryTimeInformation } from './query-time-information.js';

/** The function a query's tests call, and where that name came from. */
export interface EntryPoint {
  name: string;
  /** `metadata` (`metadata.entry_point`), `examples` (the function the examples call) or `candidates` (the name most candidates define). */
  from: 'metadata' | 'examples' | 'candidates';
}

const DEFINITIONS: Record<Language, RegExp> = {
  python: /^(?:async[ \t]+)?def[ \t]+([A-Za-z_]\w*)[ \t]*\(/gm,
  typescript: /^(?:export[ \t]+)?(?:(?:async[ \t]+)?function[ \t]*\*?[ \t]*([A-Za-z_$][\w$]*)|(?:const|let|var)[ \t]+([A-Za-z_$][\w$]*)[ \t]*(?::[^=\n]*)?=)/gm,
  javascript: /^(?:export[ \t]+)?(?:(?:async[ \t]+)?function[ \t]*\*?[ \t]*([A-Za-z_$][\w$]*)|(?:const|let|var)[ \t]+([A-Za-z_$][\w$]*)[ \t]*=)/gm,
  go: /^func[ \t]+([A-Za-z_]\w*)[ \t]*[[(]/gm,
  java: /^[ \t]*(?:(?:public|private|protected|static|final|synchronized)[ \t]+)+[\w<>[\],.? \t]*?[\w>\]][ \t]+([A-Za-z_]\w*)[ \t]*\(/gm,
  rust: /^(?:pub(?:\([^)\n]*\))?[ \t]+)?fn[ \t]+([A-Za-z_]\w*)/gm,
  // A definition starts at column 0 with its return type (statements inside bodies are indented).
  cpp: /^(?:template[ \t]*<[^>\n]*>[ \t]*)?(?:[\w:<>,*&]+[ \t*&]+)+([A-Za-z_]\w*)[ \t]*\(/gm,
};

/** The most frequent of `names`; ties go to the one seen first. */
function mostFrequent(names: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  let best: string | undefined;
  for (const [name, count] of counts) if (best === undefined || count > (counts.get(best) as number)) best = name;
  return best;
}

/**
 * Finds the function a query's tests should call: `metadata.entry_point`, else the function its
 * examples call most, else the top-level function defined by the most candidates (each candidate
 * counted once per name; ties go to the name of the earliest candidate in first-stage order).
 */
export function inferEntryPoint(information: QueryTimeInformation, examples: readonly ExampleTest[], candidates: readonly string[]): EntryPoint | undefined {
  if (information.entryPoint !== undefined) return { name: information.entryPoint, from: 'metadata' };
  const called = mostFrequent(examples.flatMap((example) => (example.calls === undefined ? [] : [example.calls])));
  if (called !== undefined) return { name: called, from: 'examples' };
  const defined = candidates.flatMap((code) => [...new Set([...code.matchAll(DEFINITIONS[information.language])].map((match) => (match[1] ?? match[2]) as string))]);
  const name = mostFrequent(defined);
  return name === undefined ? undefined : { name, from: 'candidates' };
}
