import { cppMutators } from './cpp/cpp-mutators.js';
import { goMutators } from './go/go-mutators.js';
import { javaMutators } from './java/java-mutators.js';
import type { Mutator } from './mutator.js';
import { pythonAnyAll } from './python/python-any-all.js';
import { pythonArithmeticOperator } from './python/python-arithmetic-operator.js';
import { pythonAssignmentOperator } from './python/python-assignment-operator.js';
import { pythonBitwiseOperator } from './python/python-bitwise-operator.js';
import { pythonBooleanOperator } from './python/python-boolean-operator.js';
import { pythonBoundLiteral } from './python/python-bound-literal.js';
import { pythonBoundaryComparison } from './python/python-boundary-comparison.js';
import { pythonCaseSwap } from './python/python-case-swap.js';
import { pythonComparisonFlip } from './python/python-comparison-flip.js';
import { pythonCountOffset } from './python/python-count-offset.js';
import { pythonDropBound } from './python/python-drop-bound.js';
import { pythonDropDefault } from './python/python-drop-default.js';
import { pythonDropGuardOperand } from './python/python-drop-guard-operand.js';
import { pythonDropKey } from './python/python-drop-key.js';
import { pythonDropLastItem } from './python/python-drop-last-item.js';
import { pythonDropMinus } from './python/python-drop-minus.js';
import { pythonDropReverse } from './python/python-drop-reverse.js';
import { pythonImplicitSliceEnd } from './python/python-implicit-slice-end.js';
import { pythonImplicitSliceStart } from './python/python-implicit-slice-start.js';
import { pythonImplicitStart } from './python/python-implicit-start.js';
import { pythonIndexLiteral } from './python/python-index-literal.js';
import { pythonIndexOffset } from './python/python-index-offset.js';
import { pythonLengthOffset } from './python/python-length-offset.js';
import { pythonLiteralOffset } from './python/python-literal-offset.js';
import { pythonMinMax } from './python/python-min-max.js';
import { pythonNegateCondition } from './python/python-negate-condition.js';
import { pythonOneSidedStrip } from './python/python-one-sided-strip.js';
import { pythonPlainAssignment } from './python/python-plain-assignment.js';
import { pythonRangeEnd } from './python/python-range-end.js';
import { pythonRemoveConditional } from './python/python-remove-conditional.js';
import { pythonRemoveExitBranch } from './python/python-remove-exit-branch.js';
import { pythonRemoveFilter } from './python/python-remove-filter.js';
import { pythonRemoveGuard } from './python/python-remove-guard.js';
import { pythonRemoveNormalization } from './python/python-remove-normalization.js';
import { pythonSearchDirection } from './python/python-search-direction.js';
import { pythonSkipFirstItem } from './python/python-skip-first-item.js';
import { pythonSliceEnd } from './python/python-slice-end.js';
import { pythonSortOrder } from './python/python-sort-order.js';
import { pythonSplitOnSpace } from './python/python-split-on-space.js';
import { pythonStepOffset } from './python/python-step-offset.js';
import { pythonSwapArguments } from './python/python-swap-arguments.js';
import { pythonSwapItems } from './python/python-swap-items.js';
import { pythonSwapKeywordArguments } from './python/python-swap-keyword-arguments.js';
import { pythonSwapOperands } from './python/python-swap-operands.js';
import { pythonSwapReceiver } from './python/python-swap-receiver.js';
import { pythonTruthinessCheck } from './python/python-truthiness-check.js';
import { rustMutators } from './rust/rust-mutators.js';
import { typescriptArithmeticOperator } from './typescript/typescript-arithmetic-operator.js';
import { typescriptAssignmentOperator } from './typescript/typescript-assignment-operator.js';
import { typescriptBitwiseOperator } from './typescript/typescript-bitwise-operator.js';
import { typescriptBoundLiteral } from './typescript/typescript-bound-literal.js';
import { typescriptBoundaryComparison } from './typescript/typescript-boundary-comparison.js';
import { typescriptCaseSwap } from './typescript/typescript-case-swap.js';
import { typescriptComparisonFlip } from './typescript/typescript-comparison-flip.js';
import { typescriptCountOffset } from './typescript/typescript-count-offset.js';
import { typescriptDropBound } from './typescript/typescript-drop-bound.js';
import { typescriptDropDefault } from './typescript/typescript-drop-default.js';
import { typescriptDropGuardOperand } from './typescript/typescript-drop-guard-operand.js';
import { typescriptDropLastItem } from './typescript/typescript-drop-last-item.js';
import { typescriptDropMinus } from './typescript/typescript-drop-minus.js';
import { typescriptImplicitSliceEnd } from './typescript/typescript-implicit-slice-end.js';
import { typescriptIndexLiteral } from './typescript/typescript-index-literal.js';
import { typescriptIndexOffset } from './typescript/typescript-index-offset.js';
import { typescriptLengthOffset } from './typescript/typescript-length-offset.js';
import { typescriptLiteralOffset } from './typescript/typescript-literal-offset.js';
import { typescriptLogicalOperator } from './typescript/typescript-logical-operator.js';
import { typescriptMembershipNegation } from './typescript/typescript-membership-negation.js';
import { typescriptMinMax } from './typescript/typescript-min-max.js';
import { typescriptNegateCondition } from './typescript/typescript-negate-condition.js';
import { typescriptOneSidedStrip } from './typescript/typescript-one-sided-strip.js';
import { typescriptPlainAssignment } from './typescript/typescript-plain-assignment.js';
import { typescriptRemoveConditional } from './typescript/typescript-remove-conditional.js';
import { typescriptRemoveExitBranch } from './typescript/typescript-remove-exit-branch.js';
import { typescriptRemoveFilter } from './typescript/typescript-remove-filter.js';
import { typescriptRemoveGuard } from './typescript/typescript-remove-guard.js';
import { typescriptRemoveNormalization } from './typescript/typescript-remove-normalization.js';
import { typescriptRemoveOptionalChaining } from './typescript/typescript-remove-optional-chaining.js';
import { typescriptReverseSort } from './typescript/typescript-reverse-sort.js';
import { typescriptSearchDirection } from './typescript/typescript-search-direction.js';
import { typescriptSkipFirstItem } from './typescript/typescript-skip-first-item.js';
import { typescriptSliceEnd } from './typescript/typescript-slice-end.js';
import { typescriptSomeEvery } from './typescript/typescript-some-every.js';
import { typescriptSortOrder } from './typescript/typescript-sort-order.js';
import { typescriptStepOffset } from './typescript/typescript-step-offset.js';
import { typescriptSwapArguments } from './typescript/typescript-swap-arguments.js';
import { typescriptSwapItems } from './typescript/typescript-swap-items.js';
import { typescriptSwapOperands } from './typescript/typescript-swap-operands.js';
import { typescriptSwapReceiver } from './typescript/typescript-swap-receiver.js';
import { typescriptTruthinessCheck } from './typescript/typescript-truthiness-check.js';

/**
 * Every built-in operator, Python first, then TypeScript (which JavaScript runs too), Go, Java,
 * Rust and C++, each language in bug-type order (`off_by_one`,
 * `off_by_one_boundary`, `wrong_comparison`, `wrong_operator`, `swap_arguments`,
 * `remove_edge_case_check`). `mutate` takes it as the default of `options.mutators`; extend it
 * with `[...allMutators, myOperator]`. The position of an operator only breaks ties between
 * edits with the same range.
 */
export const allMutators: readonly Mutator[] = [
  pythonIndexLiteral,
  pythonIndexOffset,
  pythonLengthOffset,
  pythonCountOffset,
  pythonStepOffset,
  pythonLiteralOffset,
  pythonImplicitSliceStart,
  pythonImplicitStart,
  pythonSkipFirstItem,
  pythonBoundaryComparison,
  pythonRangeEnd,
  pythonSliceEnd,
  pythonBoundLiteral,
  pythonImplicitSliceEnd,
  pythonDropLastItem,
  pythonComparisonFlip,
  pythonNegateCondition,
  pythonMinMax,
  pythonSortOrder,
  pythonTruthinessCheck,
  pythonSearchDirection,
  pythonDropKey,
  pythonDropReverse,
  pythonArithmeticOperator,
  pythonBitwiseOperator,
  pythonBooleanOperator,
  pythonAssignmentOperator,
  pythonAnyAll,
  pythonPlainAssignment,
  pythonCaseSwap,
  pythonDropMinus,
  pythonSwapArguments,
  pythonSwapOperands,
  pythonSwapReceiver,
  pythonSwapKeywordArguments,
  pythonSwapItems,
  pythonRemoveGuard,
  pythonDropGuardOperand,
  pythonRemoveExitBranch,
  pythonRemoveFilter,
  pythonRemoveConditional,
  pythonDropDefault,
  pythonRemoveNormalization,
  pythonOneSidedStrip,
  pythonSplitOnSpace,
  pythonDropBound,
  typescriptIndexLiteral,
  typescriptIndexOffset,
  typescriptLengthOffset,
  typescriptCountOffset,
  typescriptStepOffset,
  typescriptLiteralOffset,
  typescriptSkipFirstItem,
  typescriptBoundaryComparison,
  typescriptSliceEnd,
  typescriptBoundLiteral,
  typescriptImplicitSliceEnd,
  typescriptDropLastItem,
  typescriptComparisonFlip,
  typescriptNegateCondition,
  typescriptMembershipNegation,
  typescriptMinMax,
  typescriptSortOrder,
  typescriptTruthinessCheck,
  typescriptSearchDirection,
  typescriptReverseSort,
  typescriptArithmeticOperator,
  typescriptBitwiseOperator,
  typescriptLogicalOperator,
  typescriptAssignmentOperator,
  typescriptSomeEvery,
  typescriptPlainAssignment,
  typescriptCaseSwap,
  typescriptDropMinus,
  typescriptSwapArguments,
  typescriptSwapOperands,
  typescriptSwapReceiver,
  typescriptSwapItems,
  typescriptRemoveGuard,
  typescriptDropGuardOperand,
  typescriptRemoveExitBranch,
  typescriptRemoveFilter,
  typescriptRemoveConditional,
  typescriptDropDefault,
  typescriptRemoveOptionalChaining,
  typescriptRemoveNormalization,
  typescriptOneSidedStrip,
  typescriptDropBound,
  ...goMutators,
  ...javaMutators,
  ...rustMutators,
  ...cppMutators,
];
