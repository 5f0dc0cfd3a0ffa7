export { allMutators } from './all-mutators.js';
export { MutationEngine, createMutationEngine } from './mutation-engine.js';
export type { MutationEngineOptions } from './mutation-engine.js';
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
  Mutator,
  MutatorContext,
  PythonMutator,
  PythonSyntaxNode,
  SourceEdit,
  TypeScriptMutator,
  TypeScriptSyntaxNode,
} from './mutator.js';
export { pythonArithmeticOperator } from './python/python-arithmetic-operator.js';
export { pythonAssignmentOperator } from './python/python-assignment-operator.js';
export { pythonBitwiseOperator } from './python/python-bitwise-operator.js';
export { pythonBooleanOperator } from './python/python-boolean-operator.js';
export { pythonBoundaryComparison } from './python/python-boundary-comparison.js';
export { pythonComparisonFlip } from './python/python-comparison-flip.js';
export { pythonDropGuardOperand } from './python/python-drop-guard-operand.js';
export { pythonIndexLiteral } from './python/python-index-literal.js';
export { pythonIndexOffset } from './python/python-index-offset.js';
export { pythonLengthOffset } from './python/python-length-offset.js';
export { pythonRangeEnd } from './python/python-range-end.js';
export { pythonRemoveGuard } from './python/python-remove-guard.js';
export { pythonSliceEnd } from './python/python-slice-end.js';
export { pythonStepOffset } from './python/python-step-offset.js';
export { pythonSwapArguments } from './python/python-swap-arguments.js';
export { typescriptArithmeticOperator } from './typescript/typescript-arithmetic-operator.js';
export { typescriptAssignmentOperator } from './typescript/typescript-assignment-operator.js';
export { typescriptBitwiseOperator } from './typescript/typescript-bitwise-operator.js';
export { typescriptBoundaryComparison } from './typescript/typescript-boundary-comparison.js';
export { typescriptComparisonFlip } from './typescript/typescript-comparison-flip.js';
export { typescriptDropGuardOperand } from './typescript/typescript-drop-guard-operand.js';
export { typescriptIndexLiteral } from './typescript/typescript-index-literal.js';
export { typescriptIndexOffset } from './typescript/typescript-index-offset.js';
export { typescriptLengthOffset } from './typescript/typescript-length-offset.js';
export { typescriptLogicalOperator } from './typescript/typescript-logical-operator.js';
export { typescriptRemoveGuard } from './typescript/typescript-remove-guard.js';
export { typescriptSliceEnd } from './typescript/typescript-slice-end.js';
export { typescriptStepOffset } from './typescript/typescript-step-offset.js';
export { typescriptSwapArguments } from './typescript/typescript-swap-arguments.js';
