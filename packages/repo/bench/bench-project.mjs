// Writes the bench's fixture project (our own code): a package of small documented functions and
// a pytest suite, the shape of a typical utility module.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const FUNCTIONS = [
  ['clamp', 'value, low, high', ['if value < low:', '    return low', 'if value > high:', '    return high', 'return value'], ['clamp(5, 0, 10) == 5', 'clamp(-1, 0, 10) == 0', 'clamp(11, 0, 10) == 10']],
  ['total', 'values', ['result = 0', 'for value in values:', '    result += value', 'return result'], ['total([1, 2, 3]) == 6', 'total([]) == 0']],
  ['mean', 'values', ['if not values:', '    return 0.0', 'return sum(values) / len(values)'], ['mean([2, 4]) == 3', 'mean([]) == 0.0']],
  ['last_index', 'items, wanted', ['for index in range(len(items) - 1, -1, -1):', '    if items[index] == wanted:', '        return index', 'return -1'], ['last_index([1, 2, 1], 1) == 2', 'last_index([3], 4) == -1']],
  ['count_above', 'values, limit', ['count = 0', 'for value in values:', '    if value > limit:', '        count += 1', 'return count'], ['count_above([1, 5, 7], 5) == 1', 'count_above([], 0) == 0']],
  ['chunk', 'items, size', ['if size <= 0:', '    raise ValueError("size must be positive")', 'return [items[start:start + size] for start in range(0, len(items), size)]'], ['chunk([1, 2, 3], 2) == [[1, 2], [3]]', 'chunk([], 3) == []']],
  ['is_sorted', 'values', ['for left, right in zip(values, values[1:]):', '    if left > right:', '        return False', 'return True'], ['is_sorted([1, 2, 2])', 'not is_sorted([2, 1])']],
  ['power_of_two', 'number', ['if number <= 0:', '    return False', 'return number & (number - 1) == 0'], ['power_of_two(8)', 'not power_of_two(6)', 'not power_of_two(0)']],
  ['middle', 'items', ['if not items:', '    return None', 'return items[len(items) // 2]'], ['middle([1, 2, 3]) == 2', 'middle([]) is None', 'middle([1, 2, 3, 4]) == 3']],
  ['percent', 'part, whole', ['if whole == 0:', '    return 0.0', 'return 100.0 * part / whole'], ['percent(1, 4) == 25.0', 'percent(3, 0) == 0.0']],
  ['pairs_summing_to', 'values, target', ['seen = set()', 'found = []', 'for value in values:', '    if target - value in seen:', '        found.append((target - value, value))', '    seen.add(value)', 'return found'], ['pairs_summing_to([1, 2, 3, 4], 5) == [(2, 3), (1, 4)]', 'pairs_summing_to([], 1) == []']],
  ['window_max', 'values, width', ['best = []', 'for start in range(len(values) - width + 1):', '    best.append(max(values[start:start + width]))', 'return best'], ['window_max([1, 3, 2, 5], 2) == [3, 3, 5]', 'window_max([4], 1) == [4]']],
];

/** Writes the project under `folder`; returns the number of functions. */
export async function writeBenchProject(folder) {
  await mkdir(join(folder, 'benchpkg'), { recursive: true });
  await mkdir(join(folder, 'tests'), { recursive: true });
  await writeFile(join(folder, 'benchpkg', '__init__.py'), '');
  await writeFile(join(folder, 'pyproject.toml'), '[project]\nname = "benchpkg"\nversion = "0"\n');
  const source = FUNCTIONS.map(([name, args, body]) => `def ${name}(${args}):\n    """Compute ${name.replace(/_/g, ' ')} of the given arguments, as the tests expect."""\n${body.map((line) => `    ${line}`).join('\n')}\n`).join('\n\n');
  await writeFile(join(folder, 'benchpkg', 'ops.py'), `${source}`);
  const tests = FUNCTIONS.map(([name, , , checks]) => `def test_${name}():\n${checks.map((check) => `    assert ${check}`).join('\n')}\n`).join('\n\n');
  await writeFile(join(folder, 'tests', 'test_ops.py'), `from benchpkg.ops import *\n\n\n${tests}`);
  return FUNCTIONS.length;
}
