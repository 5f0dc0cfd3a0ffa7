import type { Mutator } from './mutator.js';
import { pythonArithmeticOperator } from './python/python-arithmetic-operator.js';
import { pythonAssignmentOperator } from './python/python-assignment-operator.js';
import { pythonBitwiseOperator } from './python/python-bitwise-operator.js';
import { pythonBooleanOperator } from './python/python-boolean-operator.js';
import { pythonBoundaryComparison } from './python/python-boundary-comparison.js';
import { pythonComparisonFlip } from './python/python-comparison-flip.js';
import { pythonDropGuardOperand } from './python/python-drop-guard-operand.js';
import { pythonIndexLiteral } from './python/python-index-literal.js';
import { pythonIndexOffset } from './python/python-index-offset.js';
import { pythonLengthOffset } from './python/python-length-offset.js';
import { pythonRangeEnd } from './python/python-range-end.js';
import { pythonRemoveGuard } from './python/python-remove-guard.js';
import { pythonSliceEnd } from './python/python-slice-end.js';
import { pythonStepOffset } from './python/python-step-offset.js';
import { pythonSwapArguments } from './python/python-swap-arguments.js';
import { typescriptArithmeticOperator } from './typescript/typescript-arithmetic-operator.js';
import { typescriptAssignmentOperator } from './typescript/typescript-assignment-operator.js';
import { typescriptBitwiseOperator } from './typescript/typescript-bitwise-operator.js';
import { typescriptBoundaryComparison } from './typescript/typescript-boundary-comparison.js';
import { typescriptComparisonFlip } from './typescript/typescript-comparison-flip.js';
import { typescriptDropGuardOperand } from './typescript/typescript-drop-guard-operand.js';
import { typescriptIndexLiteral } from './typescript/typescript-index-literal.js';
import { typescriptIndexOffset } from './typescript/typescript-index-offset.js';
import { typescriptLengthOffset } from './typescript/typescript-length-offset.js';
import { typescriptLogicalOperator } from './typescript/typescript-logical-operator.js';
import { typescriptRemoveGuard } from './typescript/typescript-remove-guard.js';
import { typescriptSliceEnd } from './typescript/typescript-slice-end.js';
import { typescriptStepOffset } from './typescript/typescript-step-offset.js';
import { typescriptSwapArguments } from './typescript/typescript-swap-arguments.js';

/**
 * Every built-in operator, Python first, each language in bug-type order (`off_by_one`,
 * `off_by_one_boundary`, `wrong_comparison`, `wrong_operator`, `swap_arguments`,
 * `remove_edge_case_check`). `mutate` takes it as the default of `options.mutators`; extend it
 * with `[...allMutators, myOperator]`. The position of an operator only breaks ties between
 * edits with the same range.
 */
export const allMutators: readonly Mutator[] = [
  pythonIndexLiteral,
  pythonIndexOffset,
  pythonLengthOffset,
  pythonStepOffset,
  pythonBoundaryComparison,
  pythonRangeEnd,
  pythonSliceEnd,
  pythonComparisonFlip,
  pythonArithmeticOperator,
  pythonBitwiseOperator,
  pythonBooleanOperator,
  pythonAssignmentOperator,
  pythonSwapArguments,
  pythonRemoveGuard,
  pythonDropGuardOperand,
  typescriptIndexLiteral,
  typescriptIndexOffset,
  typescriptLengthOffset,
  typescriptStepOffset,
  typescriptBoundaryComparison,
  typescriptSliceEnd,
  typescriptComparisonFlip,
  typescriptArithmeticOperator,
  typescriptBitwiseOperator,
  typescriptLogicalOperator,
  typescriptAssignmentOperator,
  typescriptSwapArguments,
  typescriptRemoveGuard,
  typescriptDropGuardOperand,
];
