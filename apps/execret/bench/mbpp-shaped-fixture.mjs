// An MBPP-shaped fixture for the build-speed bench (bench/build-speed.mjs): generated, so it is the
// same on every machine and copies no public benchmark. Each record has MBPP's fields (`task_id`,
// `text`, `code`, `test_list` with three asserts, `test_setup_code`, `challenge_test_list`), as
// `execret build --from mbpp` reads them. Ten templates of ordinary small functions, most with a
// `while` loop (as many MBPP solutions have), so that mutants that never finish (a loop bound or
// step edited) are about as common as in real imports; each template is instantiated with a
// parameter k that changes a constant, the function's name and the test inputs, so that no two
// tasks share code. Expected values are computed here, mirroring the Python.

/** `[name, text, code, inputs → expected]` of one template at parameter `k`. */
const TEMPLATES = [
  (k) => ({
    name: `scaled_sum_${k}`,
    text: `Return the sum of i * ${k} for i from 0 up to but excluding n.`,
    code: `def scaled_sum_${k}(n):\n    total = 0\n    i = 0\n    while i < n:\n        total += i * ${k}\n        i += 1\n    return total\n`,
    tests: [3, 5 + (k % 4), 10 + k].map((n) => [`scaled_sum_${k}(${n})`, (k * n * (n - 1)) / 2]),
  }),
  (k) => ({
    name: `digits_plus_${k}`,
    text: `Return the number of decimal digits of a positive integer n, plus ${k}.`,
    code: `def digits_plus_${k}(n):\n    count = 0\n    while n > 0:\n        n //= 10\n        count += 1\n    return count + ${k}\n`,
    tests: [7, 1234 + k, 10 ** (2 + (k % 5)) + k].map((n) => [`digits_plus_${k}(${n})`, String(n).length + k]),
  }),
  (k) => ({
    name: `gcd_offset_${k}`,
    text: `Return the greatest common divisor of a and b, plus ${k}.`,
    code: `def gcd_offset_${k}(a, b):\n    while b:\n        a, b = b, a % b\n    return a + ${k}\n`,
    tests: [[12 * k, 18], [35, 14 + k], [100 + k, 10]].map(([a, b]) => [`gcd_offset_${k}(${a}, ${b})`, gcd(a, b) + k]),
  }),
  (k) => ({
    name: `collatz_steps_${k}`,
    text: `Return ${k} times the number of Collatz steps from n down to 1.`,
    code: `def collatz_steps_${k}(n):\n    steps = 0\n    while n != 1:\n        if n % 2 == 0:\n            n = n // 2\n        else:\n            n = 3 * n + 1\n        steps += 1\n    return steps * ${k}\n`,
    tests: [6, 7 + k, 27].map((n) => [`collatz_steps_${k}(${n})`, collatz(n) * k]),
  }),
  (k) => ({
    name: `power_mod_${k}`,
    text: `Return base to the power exp modulo ${k + 7}, by repeated squaring.`,
    code: `def power_mod_${k}(base, exp):\n    result = 1\n    base = base % ${k + 7}\n    while exp > 0:\n        if exp % 2 == 1:\n            result = result * base % ${k + 7}\n        base = base * base % ${k + 7}\n        exp //= 2\n    return result\n`,
    tests: [[2, 10], [3 + k, 7], [5, 13 + (k % 3)]].map(([base, exp]) => [`power_mod_${k}(${base}, ${exp})`, powMod(base, exp, k + 7)]),
  }),
  (k) => ({
    name: `search_step_${k}`,
    text: `Return the index of target in the sorted list of multiples of ${k} below ${40 * k}, or -1.`,
    code: `def search_step_${k}(target):\n    items = list(range(0, ${40 * k}, ${k}))\n    low = 0\n    high = len(items) - 1\n    while low <= high:\n        middle = (low + high) // 2\n        if items[middle] == target:\n            return middle\n        if items[middle] < target:\n            low = middle + 1\n        else:\n            high = middle - 1\n    return -1\n`,
    tests: [0, 17 * k, 39 * k + (k > 1 ? 1 : 40)].map((target) => [`search_step_${k}(${target})`, target % k === 0 && target < 40 * k ? target / k : -1]),
  }),
  (k) => ({
    name: `even_weight_${k}`,
    text: `Return ${k} times the sum of the even numbers of a list.`,
    code: `def even_weight_${k}(items):\n    total = 0\n    for item in items:\n        if item % 2 == 0:\n            total += item\n    return total * ${k}\n`,
    tests: [[1, 2, 3, 4], [k, k + 1, k + 2], [10, 15, 20 + 2 * k]].map((items) => [`even_weight_${k}([${items.join(', ')}])`, items.filter((item) => item % 2 === 0).reduce((sum, item) => sum + item, 0) * k]),
  }),
  (k) => ({
    name: `vowel_score_${k}`,
    text: `Return the number of vowels in a lower-case word, plus ${k}.`,
    code: `def vowel_score_${k}(word):\n    count = 0\n    index = 0\n    while index < len(word):\n        if word[index] in 'aeiou':\n            count += 1\n        index += 1\n    return count + ${k}\n`,
    tests: ['banana', 'rhythm', `queue${'a'.repeat(k % 7)}`].map((word) => [`vowel_score_${k}('${word}')`, [...word].filter((letter) => 'aeiou'.includes(letter)).length + k]),
  }),
  (k) => ({
    name: `triangle_reach_${k}`,
    text: `Return the smallest n whose triangular number 1 + 2 + … + n reaches limit, plus ${k}.`,
    code: `def triangle_reach_${k}(limit):\n    n = 0\n    total = 0\n    while total < limit:\n        n += 1\n        total += n\n    return n + ${k}\n`,
    tests: [1, 10 + k, 100 * k].map((limit) => [`triangle_reach_${k}(${limit})`, triangleReach(limit) + k]),
  }),
  (k) => ({
    name: `fib_mod_${k}`,
    text: `Return the n-th Fibonacci number modulo ${k + 10}.`,
    code: `def fib_mod_${k}(n):\n    a, b = 0, 1\n    count = 0\n    while count < n:\n        a, b = b, (a + b) % ${k + 10}\n        count += 1\n    return a\n`,
    tests: [5, 10 + (k % 5), 30 + k].map((n) => [`fib_mod_${k}(${n})`, fibMod(n, k + 10)]),
  }),
];

function gcd(a, b) {
  while (b) [a, b] = [b, a % b];
  return a;
}

function collatz(n) {
  let steps = 0;
  while (n !== 1) {
    n = n % 2 === 0 ? n / 2 : 3 * n + 1;
    steps += 1;
  }
  return steps;
}

function powMod(base, exp, modulus) {
  let result = 1n;
  let b = BigInt(base) % BigInt(modulus);
  let e = exp;
  while (e > 0) {
    if (e % 2 === 1) result = (result * b) % BigInt(modulus);
    b = (b * b) % BigInt(modulus);
    e = Math.floor(e / 2);
  }
  return Number(result);
}

function triangleReach(limit) {
  let n = 0;
  let total = 0;
  while (total < limit) {
    n += 1;
    total += n;
  }
  return n;
}

function fibMod(n, modulus) {
  let [a, b] = [0, 1];
  for (let count = 0; count < n; count += 1) [a, b] = [b, (a + b) % modulus];
  return a;
}

/**
 * `count` MBPP records (task ids 1…count), template `i % 10` at parameter `floor(i / 10) + 1`:
 * the same records, in the same order, for the same count.
 */
export function mbppShapedRecords(count) {
  return Array.from({ length: count }, (_, index) => {
    const task = TEMPLATES[index % TEMPLATES.length](Math.floor(index / TEMPLATES.length) + 1);
    return {
      task_id: index + 1,
      text: task.text,
      code: task.code,
      test_list: task.tests.map(([call, expected]) => `assert ${call} == ${expected}`),
      test_setup_code: '',
      challenge_test_list: [],
    };
  });
}

/** The records as MBPP JSONL text. */
export function mbppShapedJsonl(count) {
  return mbppShapedRecords(count)
    .map((record) => JSON.stringify(record))
    .join('\n')
    .concat('\n');
}
