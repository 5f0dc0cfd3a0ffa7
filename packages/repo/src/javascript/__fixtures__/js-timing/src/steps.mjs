import { readFileSync, writeFileSync } from 'node:fs';

/**
 * Waits for the given number of milliseconds and returns a marker.
 */
export async function settle(milliseconds) {
  const started = Date.now();
  await new Promise((resolve) => setTimeout(resolve, milliseconds));
  return Date.now() - started >= 0 ? 'settled' : 'early';
}

/**
 * Adds one to a counter kept in a file and returns the new count.
 */
export function bumpCounter(path) {
  let count = 0;
  try { count = Number(readFileSync(path, 'utf8')); } catch { count = 0; }
  writeFileSync(path, String(count + 1));
  return count + 1;
}

/**
 * Doubles every number of a list.
 */
export function doubleAll(values) {
  const doubled = [];
  for (const value of values) doubled.push(value * 2);
  return doubled;
}
