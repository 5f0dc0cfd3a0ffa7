import { treeSitterMutators } from '../tree-sitter/tree-sitter-operators.js';
import { javaSyntax } from './java-syntax.js';

/** The built-in Java operators: the shared tree-sitter operators on javaSyntax's node types. */
export const javaMutators = treeSitterMutators(javaSyntax);
