import { fileURLToPath } from 'node:url';
import type { Language, Task } from '@execret/core';
import { loadTaskDirectory } from './task-file.js';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));

/** The folder holding the built-in task sources of one language (`tasks/<language>/<domain>/…`). */
export function builtinTaskDirectory(language: Language): string {
  return `${packageRoot}tasks/${language}`;
}

/** The folder of the committed built bundle of one language (`bundles/<language>`). */
export function builtinBundleDirectory(language: Language): string {
  return `${packageRoot}bundles/${language}`;
}

/** Loads the built-in tasks of one language, sorted by task id. */
export async function loadBuiltinTasks(language: Language): Promise<Task[]> {
  return loadTaskDirectory(builtinTaskDirectory(language), language);
}
