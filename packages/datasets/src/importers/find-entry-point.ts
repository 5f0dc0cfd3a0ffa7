import type { Language } from '@execret/core';
import { scanPython } from './python-source.js';

const DEFINITIONS: Record<Language, RegExp[]> = {
  // Top-level definitions only (column 0): methods and nested helpers are not entry points.
  python: [/^(?:async[ \t]+)?def[ \t]+([A-Za-z_]\w*)[ \t]*\(/gm],
  typescript: [
    /^(?:export[ \t]+)?(?:default[ \t]+)?(?:async[ \t]+)?function[ \t]*\*?[ \t]*([A-Za-z_$][\w$]*)/gm,
    /^(?:export[ \t]+)?(?:const|let|var)[ \t]+([A-Za-z_$][\w$]*)[ \t]*(?::[^=\n]*)?=/gm,
  ],
  javascript: [
    /^(?:export[ \t]+)?(?:default[ \t]+)?(?:async[ \t]+)?function[ \t]*\*?[ \t]*([A-Za-z_$][\w$]*)/gm,
    /^(?:export[ \t]+)?(?:const|let|var)[ \t]+([A-Za-z_$][\w$]*)[ \t]*=/gm,
  ],
  go: [/^func[ \t]+([A-Za-z_]\w*)[ \t]*[[(]/gm],
  java: [/^[ \t]*(?:(?:public|private|protected|static|final|synchronized)[ \t]+)+[\w<>[\],.? \t]*?[\w>\]][ \t]+([A-Za-z_]\w*)[ \t]*\(/gm],
  rust: [/^(?:pub(?:\([^)\n]*\))?[ \t]+)?fn[ \t]+([A-Za-z_]\w*)/gm],
  // A definition starts at column 0 with its return type (statements inside bodies are indented).
  cpp: [/^(?:template[ \t]*<[^>\n]*>[ \t]*)?(?:[\w:<>,*&]+[ \t*&]+)+([A-Za-z_]\w*)[ \t]*\(/gm],
};

function codeOnly(test: string, language: Language): string {
  if (language !== 'python') return test;
  const { strings, comments } = scanPython(test);
  let text = test;
  // Blank out strings and comments (keeping offsets) so a name inside a string is not a call.
  for (const span of [...strings, ...comments]) text = text.slice(0, span.start) + ' '.repeat(span.end - span.start) + text.slice(span.end);
  return text;
}

/**
 * Finds the function the tests exercise: among the functions defined at the top level of `code`,
 * the one called in the most tests (ties: the one called first). Calls inside string literals and
 * method calls (`x.name(`) do not count. Returns `undefined` when no defined function is called.
 */
export function findEntryPoint(code: string, tests: readonly string[], language: Language = 'python'): string | undefined {
  const defined = new Set<string>();
  for (const pattern of DEFINITIONS[language]) for (const match of code.matchAll(pattern)) defined.add(match[1] as string);
  const calls = new Map<string, { tests: number; firstTest: number; firstOffset: number }>();
  tests.forEach((test, testIndex) => {
    const seen = new Set<string>();
    for (const match of codeOnly(test, language).matchAll(/(?<![\w.$])([A-Za-z_$][\w$]*)\s*\(/g)) {
      const name = match[1] as string;
      if (!defined.has(name) || seen.has(name)) continue;
      seen.add(name);
      const entry = calls.get(name) ?? { tests: 0, firstTest: testIndex, firstOffset: match.index ?? 0 };
      entry.tests += 1;
      calls.set(name, entry);
    }
  });
  const ranked = [...calls.entries()].sort(
    ([, left], [, right]) => right.tests - left.tests || left.firstTest - right.firstTest || left.firstOffset - right.firstOffset,
  );
  return ranked[0]?.[0];
}
