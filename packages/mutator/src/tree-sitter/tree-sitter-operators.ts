import type { TreeSitterMutator } from '../mutator.js';
import { forLanguage } from './tree-sitter-operator.js';
import type { TreeSitterOperator } from './tree-sitter-operator.js';
import type { TreeSitterSyntax } from './tree-sitter-syntax.js';
import { arithmeticOperator } from './operators/arithmetic-operator.js';
import { assignmentOperator } from './operators/assignment-operator.js';
import { bitwiseOperator } from './operators/bitwise-operator.js';
import { boundLiteral } from './operators/bound-literal.js';
import { boundaryComparison } from './operators/boundary-comparison.js';
import { comparisonFlip } from './operators/comparison-flip.js';
import { dropGuardOperand } from './operators/drop-guard-operand.js';
import { indexLiteral } from './operators/index-literal.js';
import { indexOffset } from './operators/index-offset.js';
import { lengthOffset } from './operators/length-offset.js';
import { literalOffset } from './operators/literal-offset.js';
import { logicalOperator } from './operators/logical-operator.js';
import { minMax } from './operators/min-max.js';
import { negateCondition } from './operators/negate-condition.js';
import { plainAssignment } from './operators/plain-assignment.js';
import { rangeEnd } from './operators/range-end.js';
import { removeConditional } from './operators/remove-conditional.js';
import { removeGuard } from './operators/remove-guard.js';
import { sliceEnd } from './operators/slice-end.js';
import { swapArguments } from './operators/swap-arguments.js';
import { swapOperands } from './operators/swap-operands.js';

/** The shared Go, Java, Rust and C++ operators, in bug-type order (as `allMutators`). */
export const treeSitterOperators: readonly TreeSitterOperator[] = [
  indexLiteral,
  indexOffset,
  lengthOffset,
  literalOffset,
  boundaryComparison,
  boundLiteral,
  rangeEnd,
  sliceEnd,
  comparisonFlip,
  negateCondition,
  minMax,
  arithmeticOperator,
  bitwiseOperator,
  logicalOperator,
  assignmentOperator,
  plainAssignment,
  swapArguments,
  swapOperands,
  removeGuard,
  dropGuardOperand,
  removeConditional,
];

/** The shared operators a language supports, as that language's `Mutator`s. */
export function treeSitterMutators(syntax: TreeSitterSyntax): readonly TreeSitterMutator[] {
  return treeSitterOperators.filter((operator) => operator.supports?.(syntax) ?? true).map((operator) => forLanguage(operator, syntax));
}
