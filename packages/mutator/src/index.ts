export { allMutators } from './all-mutators.js';
export { cppMutators } from './cpp/cpp-mutators.js';
export { goMutators } from './go/go-mutators.js';
export { javaMutators } from './java/java-mutators.js';
export { rustMutators } from './rust/rust-mutators.js';
export { MUTATION_LANGUAGES, isMutationLanguage } from './mutation-language.js';
export type { MutationLanguage } from './mutation-language.js';
export { MutationEngine, createMutationEngine, mutatorRunsOn } from './mutation-engine.js';
export type { MutationEngineOptions, TreeSitterBackends } from './mutation-engine.js';
export { canonicalProblem, mutate } from './mutate.js';
export { DropReason } from './mutation-result.js';
export type {
  DroppedCandidate,
  ExcludedOperator,
  MutateOptions,
  MutationCandidate,
  MutationResult,
  OperatorExclusion,
} from './mutation-result.js';
export type {
  JavaScriptMutator,
  Mutator,
  MutatorContext,
  PythonMutator,
  PythonSyntaxNode,
  SourceEdit,
  TreeSitterLanguageName,
  TreeSitterMutator,
  TreeSitterSyntaxNode,
  TypeScriptMutator,
  TypeScriptSyntaxNode,
} from './mutator.js';
export { pythonAnyAll } from './python/python-any-all.js';
export { pythonArithmeticOperator } from './python/python-arithmetic-operator.js';
export { pythonAssignmentOperator } from './python/python-assignment-operator.js';
export { pythonBitwiseOperator } from './python/python-bitwise-operator.js';
export { pythonBooleanOperator } from './python/python-boolean-operator.js';
export { pythonBoundLiteral } from './python/python-bound-literal.js';
export { pythonBoundaryComparison } from './python/python-boundary-comparison.js';
export { pythonCaseSwap } from './python/python-case-swap.js';
export { pythonComparisonFlip } from './python/python-comparison-flip.js';
export { pythonCountOffset } from './python/python-count-offset.js';
export { pythonDropBound } from './python/python-drop-bound.js';
export { pythonDropDefault } from './python/python-drop-default.js';
export { pythonDropGuardOperand } from './python/python-drop-guard-operand.js';
export { pythonDropKey } from './python/python-drop-key.js';
export { pythonDropLastItem } from './python/python-drop-last-item.js';
export { pythonDropMinus } from './python/python-drop-minus.js';
export { pythonDropReverse } from './python/python-drop-reverse.js';
export { pythonImplicitSliceEnd } from './python/python-implicit-slice-end.js';
export { pythonImplicitSliceStart } from './python/python-implicit-slice-start.js';
export { pythonImplicitStart } from './python/python-implicit-start.js';
export { pythonIndexLiteral } from './python/python-index-literal.js';
export { pythonIndexOffset } from './python/python-index-offset.js';
export { pythonLengthOffset } from './python/python-length-offset.js';
export { pythonLiteralOffset } from './python/python-literal-offset.js';
export { pythonMinMax } from './python/python-min-max.js';
export { pythonNegateCondition } from './python/python-negate-condition.js';
export { pythonOneSidedStrip } from './python/python-one-sided-strip.js';
export { pythonPlainAssignment } from './python/python-plain-assignment.js';
export { pythonRangeEnd } from './python/python-range-end.js';
export { pythonRemoveConditional } from './python/python-remove-conditional.js';
export { pythonRemoveExitBranch } from './python/python-remove-exit-branch.js';
export { pythonRemoveFilter } from './python/python-remove-filter.js';
export { pythonRemoveGuard } from './python/python-remove-guard.js';
export { pythonRemoveNormalization } from './python/python-remove-normalization.js';
export { pythonSearchDirection } from './python/python-search-direction.js';
export { pythonSkipFirstItem } from './python/python-skip-first-item.js';
export { pythonSliceEnd } from './python/python-slice-end.js';
export { pythonSortOrder } from './python/python-sort-order.js';
export { pythonSplitOnSpace } from './python/python-split-on-space.js';
export { pythonStepOffset } from './python/python-step-offset.js';
export { pythonSwapArguments } from './python/python-swap-arguments.js';
export { pythonSwapItems } from './python/python-swap-items.js';
export { pythonSwapKeywordArguments } from './python/python-swap-keyword-arguments.js';
export { pythonSwapOperands } from './python/python-swap-operands.js';
export { pythonSwapReceiver } from './python/python-swap-receiver.js';
export { pythonTruthinessCheck } from './python/python-truthiness-check.js';
export { typescriptArithmeticOperator } from './typescript/typescript-arithmetic-operator.js';
export { typescriptAssignmentOperator } from './typescript/typescript-assignment-operator.js';
export { typescriptBitwiseOperator } from './typescript/typescript-bitwise-operator.js';
export { typescriptBoundLiteral } from './typescript/typescript-bound-literal.js';
export { typescriptBoundaryComparison } from './typescript/typescript-boundary-comparison.js';
export { typescriptCaseSwap } from './typescript/typescript-case-swap.js';
export { typescriptComparisonFlip } from './typescript/typescript-comparison-flip.js';
export { typescriptCountOffset } from './typescript/typescript-count-offset.js';
export { typescriptDropBound } from './typescript/typescript-drop-bound.js';
export { typescriptDropDefault } from './typescript/typescript-drop-default.js';
export { typescriptDropGuardOperand } from './typescript/typescript-drop-guard-operand.js';
export { typescriptDropLastItem } from './typescript/typescript-drop-last-item.js';
export { typescriptDropMinus } from './typescript/typescript-drop-minus.js';
export { typescriptImplicitSliceEnd } from './typescript/typescript-implicit-slice-end.js';
export { typescriptIndexLiteral } from './typescript/typescript-index-literal.js';
export { typescriptIndexOffset } from './typescript/typescript-index-offset.js';
export { typescriptLengthOffset } from './typescript/typescript-length-offset.js';
export { typescriptLiteralOffset } from './typescript/typescript-literal-offset.js';
export { typescriptLogicalOperator } from './typescript/typescript-logical-operator.js';
export { typescriptMembershipNegation } from './typescript/typescript-membership-negation.js';
export { typescriptMinMax } from './typescript/typescript-min-max.js';
export { typescriptNegateCondition } from './typescript/typescript-negate-condition.js';
export { typescriptOneSidedStrip } from './typescript/typescript-one-sided-strip.js';
export { typescriptPlainAssignment } from './typescript/typescript-plain-assignment.js';
export { typescriptRemoveConditional } from './typescript/typescript-remove-conditional.js';
export { typescriptRemoveExitBranch } from './typescript/typescript-remove-exit-branch.js';
export { typescriptRemoveFilter } from './typescript/typescript-remove-filter.js';
export { typescriptRemoveGuard } from './typescript/typescript-remove-guard.js';
export { typescriptRemoveNormalization } from './typescript/typescript-remove-normalization.js';
export { typescriptRemoveOptionalChaining } from './typescript/typescript-remove-optional-chaining.js';
export { typescriptReverseSort } from './typescript/typescript-reverse-sort.js';
export { typescriptSearchDirection } from './typescript/typescript-search-direction.js';
export { typescriptSkipFirstItem } from './typescript/typescript-skip-first-item.js';
export { typescriptSliceEnd } from './typescript/typescript-slice-end.js';
export { typescriptSomeEvery } from './typescript/typescript-some-every.js';
export { typescriptSortOrder } from './typescript/typescript-sort-order.js';
export { typescriptStepOffset } from './typescript/typescript-step-offset.js';
export { typescriptSwapArguments } from './typescript/typescript-swap-arguments.js';
export { typescriptSwapItems } from './typescript/typescript-swap-items.js';
export { typescriptSwapOperands } from './typescript/typescript-swap-operands.js';
export { typescriptSwapReceiver } from './typescript/typescript-swap-receiver.js';
export { typescriptTruthinessCheck } from './typescript/typescript-truthiness-check.js';
