/**
 * A tiny hand-written retrieval case for execution-aware reranking: one query ("the larger of two
 * integers", entry point `larger`) and candidates whose behaviour is known by reading them.
 */
export const LARGER_QUERY_TEXT = 'Return the larger of two integers.';

/** Candidate code by corpus id. */
export const LARGER_CANDIDATES = {
  // Correct, two spellings with identical behaviour.
  correct: 'def larger(a, b):\n    return a if a > b else b\n',
  correctBuiltin: 'def larger(a, b):\n    return max(a, b)\n',
  // Returns the smaller one.
  smaller: 'def larger(a, b):\n    return a if a < b else b\n',
  // Always the first argument.
  first: 'def larger(a, b):\n    return a\n',
  // Always the second argument.
  second: 'def larger(a, b):\n    return b\n',
  // Another query's function: every test of `larger` raises NameError.
  otherFunction: 'def reverse_words(text):\n    return " ".join(reversed(text.split()))\n',
} as const;

/** Two examples a user would give with the query (not the hidden tests below). */
export const LARGER_EXAMPLES = ['larger(3, 9) == 9', 'larger(-2, -5) == -2'];

/** The query's hidden test suite: execution-aware reranking must never read it. */
export const LARGER_HIDDEN_TESTS = ['assert larger(1, 2) == 2', 'assert larger(2, 1) == 2', 'assert larger(0, 0) == 0'];
