export { DOMAINS, TaskFileError, loadTaskDirectory, parseTaskFile } from './task-file.js';
export type { Domain, TaskFileContext } from './task-file.js';
export { builtinBundleDirectory, builtinTaskDirectory, loadBuiltinTasks } from './builtin.js';
export { assembleBundle } from './assemble.js';
export type { AssembleOptions, AssembledTask, VerifiedMutant } from './assemble.js';
