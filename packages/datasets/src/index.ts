export { DOMAINS, TaskFileError, loadTaskDirectory, parseTaskFile } from './task-file.js';
export type { Domain, TaskFileContext } from './task-file.js';
export { builtinBundleDirectory, builtinTaskDirectory, loadBuiltinTasks } from './builtin.js';
export { assembleBundle, selectDistractors, taskSeed } from './assemble.js';
export type { AssembleOptions, AssembledTask, SelectDistractorsOptions, VerifiedMutant } from './assemble.js';
