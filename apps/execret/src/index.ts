export { main, createProgram, exitCodeFor, VERSION } from './main.js';
export { EXIT_CODES } from './exit-codes.js';
export { runValidate } from './commands/validate.js';
export type { ValidateOptions, ValidateSummary } from './commands/validate.js';
export type { CommandIo } from './io.js';
