import { describe, expect, it } from '@jest/globals';
import { importTreeSitterOperatorCases } from '../__fixtures__/tree-sitter-cases.js';
import { treeSitterOperators } from './tree-sitter-operators.js';

// The cases of every shared Go/Java/Rust/C++ operator (`operators/<operator>.cases.ts`) run in this one
// file, so the grammars load once. One operator's cases: `npx jest tree-sitter-operators -t '^index-offset '`.
const operators = await importTreeSitterOperatorCases();

describe('tree-sitter operator cases', () => {
  it('cover every shared tree-sitter operator, one cases file each', () => {
    expect(operators).toEqual(treeSitterOperators.map((operator) => operator.name).sort());
  });
});
