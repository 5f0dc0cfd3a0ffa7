import { treeSitterMutators } from '../tree-sitter/tree-sitter-operators.js';
import { cppSyntax } from './cpp-syntax.js';

/** The built-in C++ operators: the shared tree-sitter operators on cppSyntax's node types. */
export const cppMutators = treeSitterMutators(cppSyntax);
