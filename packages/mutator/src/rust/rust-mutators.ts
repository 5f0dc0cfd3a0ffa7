import { treeSitterMutators } from '../tree-sitter/tree-sitter-operators.js';
import { rustSyntax } from './rust-syntax.js';

/** The built-in Rust operators: the shared tree-sitter operators on rustSyntax's node types. */
export const rustMutators = treeSitterMutators(rustSyntax);
