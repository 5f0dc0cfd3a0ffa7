import { treeSitterMutators } from '../tree-sitter/tree-sitter-operators.js';
import { goSyntax } from './go-syntax.js';

/** The built-in Go operators: the shared tree-sitter operators on goSyntax's node types. */
export const goMutators = treeSitterMutators(goSyntax);
