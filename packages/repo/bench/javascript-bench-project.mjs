// Writes the JavaScript bench's fixture project (our own code): a CommonJS module of small
// documented functions, with the same checks as a `node --test` suite and as a jest suite.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const FUNCTIONS = [
  ['clamp', 'value, low, high', ['if (value < low) return low;', 'if (value > high) return high;', 'return value;'], ['clamp(5, 0, 10) === 5', 'clamp(-1, 0, 10) === 0', 'clamp(11, 0, 10) === 10']],
  ['total', 'values', ['let result = 0;', 'for (const value of values) result += value;', 'return result;'], ['total([1, 2, 3]) === 6', 'total([]) === 0']],
  ['mean', 'values', ['if (values.length === 0) return 0;', 'const sum = total(values);', 'return sum / values.length;'], ['mean([2, 4]) === 3', 'mean([]) === 0']],
  ['lastIndex', 'items, wanted', ['for (let index = items.length - 1; index >= 0; index -= 1) {', '  if (items[index] === wanted) return index;', '}', 'return -1;'], ['lastIndex([1, 2, 1], 1) === 2', 'lastIndex([3], 4) === -1']],
  ['countAbove', 'values, limit', ['let count = 0;', 'for (const value of values) if (value > limit) count += 1;', 'return count;'], ['countAbove([1, 5, 7], 5) === 1', 'countAbove([], 0) === 0']],
  ['chunk', 'items, size', ['if (size <= 0) throw new RangeError("size must be positive");', 'const chunks = [];', 'for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));', 'return chunks;'], ['JSON.stringify(chunk([1, 2, 3], 2)) === "[[1,2],[3]]"', 'chunk([], 3).length === 0']],
  ['isSorted', 'values', ['for (let index = 1; index < values.length; index += 1) {', '  if (values[index - 1] > values[index]) return false;', '}', 'return true;'], ['isSorted([1, 2, 2])', '!isSorted([2, 1])']],
  ['powerOfTwo', 'number', ['if (number <= 0) return false;', 'const masked = number & (number - 1);', 'return masked === 0;'], ['powerOfTwo(8)', '!powerOfTwo(6)', '!powerOfTwo(0)']],
  ['middle', 'items', ['if (items.length === 0) return undefined;', 'const half = Math.floor(items.length / 2);', 'return items[half];'], ['middle([1, 2, 3]) === 2', 'middle([]) === undefined', 'middle([1, 2, 3, 4]) === 3']],
  ['percent', 'part, whole', ['if (whole === 0) return 0;', 'const ratio = part / whole;', 'return 100 * ratio;'], ['percent(1, 4) === 25', 'percent(3, 0) === 0']],
  ['pairsSummingTo', 'values, target', ['const seen = new Set();', 'const found = [];', 'for (const value of values) {', '  if (seen.has(target - value)) found.push([target - value, value]);', '  seen.add(value);', '}', 'return found;'], ['JSON.stringify(pairsSummingTo([1, 2, 3, 4], 5)) === "[[2,3],[1,4]]"', 'pairsSummingTo([], 1).length === 0']],
  ['windowMax', 'values, width', ['const best = [];', 'for (let start = 0; start + width <= values.length; start += 1) best.push(Math.max(...values.slice(start, start + width)));', 'return best;'], ['JSON.stringify(windowMax([1, 3, 2, 5], 2)) === "[3,3,5]"', 'JSON.stringify(windowMax([4], 1)) === "[4]"']],
];

/** Writes the project under `folder` for `runner` (`node-test` or `jest`); returns the number of functions. */
export async function writeJavaScriptBenchProject(folder, runner) {
  await mkdir(join(folder, 'lib'), { recursive: true });
  const source = FUNCTIONS.map(([name, args, body]) => `/**\n * Compute ${name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`)} of the given arguments, as the tests expect.\n */\nfunction ${name}(${args}) {\n${body.map((line) => `  ${line}`).join('\n')}\n}\n`).join('\n');
  await writeFile(join(folder, 'lib', 'ops.js'), `'use strict';\n\n${source}\nmodule.exports = { ${FUNCTIONS.map(([name]) => name).join(', ')} };\n`);
  const imports = `const { ${FUNCTIONS.map(([name]) => name).join(', ')} } = require('../lib/ops.js');`;
  if (runner === 'jest') {
    await mkdir(join(folder, '__tests__'), { recursive: true });
    await writeFile(join(folder, 'package.json'), '{ "private": true, "scripts": { "test": "jest" } }\n');
    const tests = FUNCTIONS.map(([name, , , checks]) => `test('${name}', () => {\n${checks.map((check) => `  expect(${check}).toBe(true);`).join('\n')}\n});\n`).join('\n');
    await writeFile(join(folder, '__tests__', 'ops.test.js'), `'use strict';\n${imports}\n\n${tests}`);
  } else {
    await mkdir(join(folder, 'test'), { recursive: true });
    await writeFile(join(folder, 'package.json'), '{ "private": true, "scripts": { "test": "node --test" } }\n');
    const tests = FUNCTIONS.map(([name, , , checks]) => `test('${name}', () => {\n${checks.map((check) => `  assert.ok(${check});`).join('\n')}\n});\n`).join('\n');
    await writeFile(join(folder, 'test', 'ops.test.js'), `'use strict';\nconst test = require('node:test');\nconst assert = require('node:assert');\n${imports}\n\n${tests}`);
  }
  return FUNCTIONS.length;
}
