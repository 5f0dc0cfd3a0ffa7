"""Writes the HumanEval-X importer fixtures (run from this folder: python3 make-humaneval-x-fixtures.py).

Both tasks (0: max_gap, 1: count_above) were written for execret's tests in six languages; nothing
is copied or adapted from HumanEval-X. Only the field layout follows that dataset: task_id
`<Language>/<number>`, prompt (imports, documentation, signature), declaration (imports, signature),
canonical_solution (body and closing brace), test and example_test (whole programs).
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def write_jsonl(name, rows, raw_lines=()):
    lines = [json.dumps(row, ensure_ascii=False) for row in rows]
    for position, text in raw_lines:
        lines.insert(position, text)
    with open(os.path.join(HERE, name), "w", encoding="utf-8", newline="\n") as handle:
        handle.write("\n".join(lines) + "\n")


DOC_GAP = "Return the largest absolute difference between two neighbouring numbers, or 0 when there are fewer than two numbers."
DOC_ABOVE = "Count the numbers that are strictly greater than the threshold."

PYTHON = [
    {
        "task_id": "Python/0",
        "prompt": 'from typing import List\n\n\ndef max_gap(numbers: List[int]) -> int:\n    """ Return the largest absolute difference between two neighbouring numbers,\n    or 0 when there are fewer than two numbers.\n    >>> max_gap([1, 4, 2])\n    3\n    """\n',
        "declaration": "from typing import List\n\n\ndef max_gap(numbers: List[int]) -> int:\n",
        "canonical_solution": "    if len(numbers) < 2:\n        return 0\n    best = 0\n    for index in range(1, len(numbers)):\n        gap = abs(numbers[index] - numbers[index - 1])\n        if gap > best:\n            best = gap\n    return best\n",
        "test": "\n\nMETADATA = {}\n\n\ndef check(max_gap):\n    assert max_gap([]) == 0\n    assert max_gap([5]) == 0\n    assert max_gap([1, 4, 2]) == 3\n    assert max_gap([10, 0, 10]) == 10\n    assert max_gap([-3, 3]) == 6\n    assert max_gap([2, 2, 2]) == 0\n\ncheck(max_gap)\n",
        "example_test": "def check(max_gap):\n    assert max_gap([1, 4, 2]) == 3\n    assert max_gap([7]) == 0\ncheck(max_gap)\n",
    },
    {
        "task_id": "Python/1",
        "prompt": 'from typing import List\n\n\ndef count_above(numbers: List[int], threshold: int) -> int:\n    """ Count the numbers that are strictly greater than the threshold.\n    >>> count_above([1, 5, 7], 4)\n    2\n    """\n',
        "declaration": "from typing import List\n\n\ndef count_above(numbers: List[int], threshold: int) -> int:\n",
        "canonical_solution": "    count = 0\n    for number in numbers:\n        if number > threshold:\n            count += 1\n    return count\n",
        "test": "\n\nMETADATA = {}\n\n\ndef check(count_above):\n    assert count_above([], 3) == 0\n    assert count_above([1, 5, 7], 4) == 2\n    assert count_above([4, 4], 4) == 0\n    assert count_above([-1, -2, 0], -2) == 2\n    assert count_above([10], 0) == 1\n\ncheck(count_above)\n",
        "example_test": "def check(count_above):\n    assert count_above([1, 5, 7], 4) == 2\n    assert not count_above([3], 3)\ncheck(count_above)\n",
    },
]

CPP = [
    {
        "task_id": "CPP/0",
        "prompt": "/*\nReturn the largest absolute difference between two neighbouring numbers,\nor 0 when there are fewer than two numbers.\n>>> max_gap({1, 4, 2})\n3\n*/\n#include<stdio.h>\n#include<vector>\nusing namespace std;\nint max_gap(vector<int> numbers){\n",
        "declaration": "#include<stdio.h>\n#include<vector>\n#include<math.h>\n#include<stdlib.h>\nusing namespace std;\nint max_gap(vector<int> numbers){\n",
        "canonical_solution": "    if (numbers.size() < 2) return 0;\n    int best = 0;\n    for (size_t i = 1; i < numbers.size(); i++) {\n        int gap = abs(numbers[i] - numbers[i - 1]);\n        if (gap > best) best = gap;\n    }\n    return best;\n}\n",
        "test": "#undef NDEBUG\n#include<assert.h>\nint main(){\n    assert (max_gap({}) == 0);\n    assert (max_gap({5}) == 0);\n    assert (max_gap({1, 4, 2}) == 3);\n    assert (max_gap({10, 0, 10}) == 10);\n    assert (max_gap({-3, 3}) == 6);\n    assert (max_gap({2, 2, 2}) == 0);\n}\n",
        "example_test": "#undef NDEBUG\n#include<assert.h>\nint main(){\n    assert (max_gap({1, 4, 2}) == 3);\n    assert (max_gap({7}) == 0);\n}\n",
    },
    {
        "task_id": "CPP/1",
        "prompt": "/*\nCount the numbers that are strictly greater than the threshold.\n>>> count_above({1, 5, 7}, 4)\n2\n*/\n#include<stdio.h>\n#include<vector>\nusing namespace std;\nint count_above(vector<int> numbers, int threshold){\n",
        "declaration": "#include<stdio.h>\n#include<vector>\nusing namespace std;\nint count_above(vector<int> numbers, int threshold){\n",
        "canonical_solution": "    int count = 0;\n    for (int number : numbers) {\n        if (number > threshold) count += 1;\n    }\n    return count;\n}\n",
        "test": "#undef NDEBUG\n#include<assert.h>\nbool same_count(int a, int b){\n    return a == b;\n}\nint main(){\n    vector<int> data = {1, 5, 7};\n    assert (same_count(count_above({}, 3), 0));\n    assert (same_count(count_above(data, 4), 2));\n    assert (count_above({4, 4}, 4) == 0);\n    assert (count_above({-1, -2, 0}, -2) == 2);\n    assert (count_above({10}, 0) == 1);\n    return 0;\n}\n",
        "example_test": "#undef NDEBUG\n#include<assert.h>\nint main(){\n    assert (count_above({1, 5, 7}, 4) == 2);\n    assert (!(count_above({3}, 3)));\n}\n",
    },
]

JAVA = [
    {
        "task_id": "Java/0",
        "prompt": "import java.util.*;\nimport java.lang.*;\n\nclass Solution {\n    /**\n    Return the largest absolute difference between two neighbouring numbers,\n    or 0 when there are fewer than two numbers.\n    >>> maxGap(Arrays.asList(1, 4, 2))\n    3\n     */\n    public int maxGap(List<Integer> numbers) {\n",
        "declaration": "import java.util.*;\nimport java.lang.*;\n\nclass Solution {\n    public int maxGap(List<Integer> numbers) {\n",
        "canonical_solution": "        if (numbers.size() < 2) {\n            return 0;\n        }\n        int best = 0;\n        for (int i = 1; i < numbers.size(); i++) {\n            int gap = Math.abs(numbers.get(i) - numbers.get(i - 1));\n            if (gap > best) {\n                best = gap;\n            }\n        }\n        return best;\n    }\n}",
        "test": "public class Main {\n    public static void main(String[] args) {\n        Solution s = new Solution();\n        List<Boolean> correct = Arrays.asList(\n                s.maxGap(new ArrayList<>()) == 0,\n                s.maxGap(Arrays.asList(5)) == 0,\n                s.maxGap(Arrays.asList(1, 4, 2)) == 3,\n                s.maxGap(Arrays.asList(10, 0, 10)) == 10,\n                s.maxGap(Arrays.asList(-3, 3)) == 6,\n                s.maxGap(Arrays.asList(2, 2, 2)) == 0\n        );\n        if (correct.contains(false)) {\n            throw new AssertionError();\n        }\n    }\n}",
        "example_test": "public class Main {\n    public static void main(String[] args) {\n        Solution s = new Solution();\n        List<Boolean> correct = Arrays.asList(\n                s.maxGap(Arrays.asList(1, 4, 2)) == 3,\n                s.maxGap(Arrays.asList(7)) == 0\n        );\n        if (correct.contains(false)) {\n            throw new AssertionError();\n        }\n    }\n}",
    },
    {
        "task_id": "Java/1",
        "prompt": "import java.util.*;\nimport java.lang.*;\n\nclass Solution {\n    /**\n    Count the numbers that are strictly greater than the threshold.\n    >>> countAbove(Arrays.asList(1, 5, 7), 4)\n    2\n     */\n    public int countAbove(List<Integer> numbers, int threshold) {\n",
        "declaration": "import java.util.*;\nimport java.lang.*;\n\nclass Solution {\n    public int countAbove(List<Integer> numbers, int threshold) {\n",
        "canonical_solution": "        int count = 0;\n        for (int number : numbers) {\n            if (number > threshold) {\n                count += 1;\n            }\n        }\n        return count;\n    }\n}",
        "test": "public class Main {\n    public static void main(String[] args) {\n        Solution s = new Solution();\n        if (!(s.countAbove(new ArrayList<>(), 3) == 0)) {\n            throw new AssertionError();\n        }\n        if (s.countAbove(Arrays.asList(1, 5, 7), 4) != 2) {\n            throw new AssertionError();\n        }\n        if (s.countAbove(Arrays.asList(4, 4), 4) != 0) {\n            throw new AssertionError();\n        }\n        if (s.countAbove(Arrays.asList(-1, -2, 0), -2) != 2) {\n            throw new AssertionError();\n        }\n        if (s.countAbove(Arrays.asList(10), 0) != 1) {\n            throw new AssertionError();\n        }\n    }\n}",
        "example_test": "public class Main {\n    public static void main(String[] args) {\n        Solution s = new Solution();\n        if (!(s.countAbove(Arrays.asList(1, 5, 7), 4) == 2)) {\n            throw new AssertionError();\n        }\n    }\n}",
    },
]

GO = [
    {
        "task_id": "Go/0",
        "prompt": "import (\n    \"math\"\n)\n\n// Return the largest absolute difference between two neighbouring numbers,\n// or 0 when there are fewer than two numbers.\n// >>> MaxGap([]int{1, 4, 2})\n// 3\nfunc MaxGap(numbers []int) int {\n",
        "declaration": "\nimport (\n    \"math\"\n)\n\nfunc MaxGap(numbers []int) int {\n",
        "canonical_solution": "    if len(numbers) < 2 {\n        return 0\n    }\n    best := 0\n    for i := 1; i < len(numbers); i++ {\n        gap := int(math.Abs(float64(numbers[i] - numbers[i-1])))\n        if gap > best {\n            best = gap\n        }\n    }\n    return best\n}\n",
        "test": "func TestMaxGap(t *testing.T) {\n    assert := assert.New(t)\n    assert.Equal(0, MaxGap([]int{}))\n    assert.Equal(0, MaxGap([]int{5}))\n    assert.Equal(3, MaxGap([]int{1, 4, 2}))\n    assert.Equal(10, MaxGap([]int{10, 0, 10}))\n    assert.Equal(6, MaxGap([]int{-3, 3}))\n    assert.Equal(0, MaxGap([]int{2, 2, 2}))\n}\n",
        "example_test": "func TestMaxGap(t *testing.T) {\n    assert := assert.New(t)\n    assert.Equal(3, MaxGap([]int{1, 4, 2}))\n    assert.Equal(0, MaxGap([]int{7}))\n}\n",
    },
    {
        "task_id": "Go/1",
        "prompt": "\n// Count the numbers that are strictly greater than the threshold.\n// >>> CountAbove([]int{1, 5, 7}, 4)\n// 2\nfunc CountAbove(numbers []int, threshold int) int {\n",
        "declaration": "\nfunc CountAbove(numbers []int, threshold int) int {\n",
        "canonical_solution": "    count := 0\n    for _, number := range numbers {\n        if number > threshold {\n            count++\n        }\n    }\n    return count\n}\n",
        "test": "func TestCountAbove(t *testing.T) {\n    assert := assert.New(t)\n    assert.Equal(0, CountAbove([]int{}, 3))\n    assert.Equal(2, CountAbove([]int{1, 5, 7}, 4))\n    assert.True(CountAbove([]int{4, 4}, 4) == 0)\n    assert.False(CountAbove([]int{-1, -2, 0}, -2) != 2)\n    for limit := 0; limit < 3; limit++ {\n        assert.Equal(3-limit, CountAbove([]int{1, 2, 3}, limit))\n    }\n}\n",
        "example_test": "func TestCountAbove(t *testing.T) {\n    assert := assert.New(t)\n    assert.Equal(2, CountAbove([]int{1, 5, 7}, 4))\n}\n",
    },
]

RUST = [
    {
        "task_id": "Rust/0",
        "prompt": "\n/*\n Return the largest absolute difference between two neighbouring numbers,\n or 0 when there are fewer than two numbers.\n >>> max_gap(vec![1, 4, 2])\n 3\n*/\nfn max_gap(numbers: Vec<i32>) -> i32{\n",
        "declaration": "\nuse std::{slice::Iter, cmp::{max, self}, collections::{HashSet, HashMap}};\nuse rand::Rng;\nuse regex::Regex;\n\nfn max_gap(numbers: Vec<i32>) -> i32{\n",
        "canonical_solution": "    if numbers.len() < 2 {\n        return 0;\n    }\n    let mut best = 0;\n    for i in 1..numbers.len() {\n        let gap = (numbers[i] - numbers[i - 1]).abs();\n        best = max(best, gap);\n    }\n    return best;\n}\n",
        "test": "\n#[cfg(test)]\nmod tests {\n    use super::*;\n\n    #[test]\n    fn test_max_gap() {\n        assert_eq!(max_gap(vec![]), 0);\n        assert_eq!(max_gap(vec![5]), 0);\n        assert!(max_gap(vec![1, 4, 2]) == 3);\n        assert_eq!(max_gap(vec![10, 0, 10]), 10);\n        assert_eq!(max_gap(vec![-3, 3]), 6);\n        assert_eq!(max_gap(vec![2, 2, 2]), 0);\n    }\n\n}\n",
        "example_test": "\n#[cfg(test)]\nmod tests {\n    use super::*;\n\n    #[test]\n    fn test_max_gap() {\n        assert_eq!(max_gap(vec![1, 4, 2]), 3);\n        assert!(max_gap(vec![7]) == 0);\n    }\n\n}\n",
    },
    {
        "task_id": "Rust/1",
        "prompt": "\n/*\n Count the numbers that are strictly greater than the threshold.\n >>> count_above(vec![1, 5, 7], 4)\n 2\n*/\nfn count_above(numbers: Vec<i32>, threshold: i32) -> usize{\n",
        "declaration": "\nuse std::{slice::Iter, cmp::{max, self}};\nuse md5;\n\nfn count_above(numbers: Vec<i32>, threshold: i32) -> usize{\n",
        "canonical_solution": "    let mut count = 0;\n    for n in numbers.iter() {\n        if *n > threshold {\n            count += 1;\n        }\n    }\n    count\n}\n",
        "test": "\n#[cfg(test)]\nmod tests {\n    use super::*;\n\n    #[test]\n    fn test_count_above() {\n        let data = vec![1, 5, 7];\n        assert_eq!(count_above(vec![], 3), 0);\n        assert_eq!(count_above(data.clone(), 4), 2);\n        assert_eq!(count_above(vec![4, 4], 4), 0);\n        assert_eq!(count_above(vec![-1, -2, 0], -2), 2);\n        assert_ne!(count_above(vec![10], 0), 0);\n    }\n\n}\n",
        "example_test": "\n#[cfg(test)]\nmod tests {\n    use super::*;\n\n    #[test]\n    fn test_count_above() {\n        assert_eq!(count_above(vec![1, 5, 7], 4), 2);\n    }\n\n}\n",
    },
]

JAVASCRIPT = [
    {
        "task_id": "JavaScript/0",
        "prompt": "/* Return the largest absolute difference between two neighbouring numbers,\n  or 0 when there are fewer than two numbers.\n  >>> maxGap([1, 4, 2])\n  3\n  */\nconst maxGap = (numbers) => {\n",
        "declaration": "\nconst maxGap = (numbers) => {\n",
        "canonical_solution": "  if (numbers.length < 2) {\n    return 0\n  }\n  let best = 0\n  for (let i = 1; i < numbers.length; i++) {\n    const gap = Math.abs(numbers[i] - numbers[i - 1])\n    if (gap > best) {\n      best = gap\n    }\n  }\n  return best\n}\n\n",
        "test": "const testMaxGap = () => {\n  console.assert(maxGap([]) === 0)\n  console.assert(maxGap([5]) === 0)\n  console.assert(\n    maxGap([1, 4, 2]) === 3\n  )\n  console.assert(maxGap([10, 0, 10]) === 10)\n  console.assert(maxGap([-3, 3]) === 6)\n  console.assert(maxGap([2, 2, 2]) === 0)\n}\n\ntestMaxGap()\n",
        "example_test": "const testMaxGap = () => {\n  console.assert(maxGap([1, 4, 2]) === 3)\n  console.assert(maxGap([7]) === 0)\n}\ntestMaxGap()\n",
    },
    {
        "task_id": "JavaScript/1",
        "prompt": "/* Count the numbers that are strictly greater than the threshold.\n  >>> countAbove([1, 5, 7], 4)\n  2\n  */\nconst countAbove = (numbers, threshold) => {\n",
        "declaration": "\nconst countAbove = (numbers, threshold) => {\n",
        "canonical_solution": "  let count = 0\n  for (const number of numbers) {\n    if (number > threshold) {\n      count += 1\n    }\n  }\n  return count\n}\n\n",
        "test": "const testCountAbove = () => {\n  console.assert(countAbove([], 3) === 0)\n  console.assert(JSON.stringify([countAbove([1, 5, 7], 4)]) === JSON.stringify([2]))\n  console.assert(countAbove([4, 4], 4) === 0)\n  console.assert(countAbove([-1, -2, 0], -2) === 2)\n  console.assert(countAbove([10], 0) === 1)\n}\n\ntestCountAbove()\n",
        "example_test": "const testCountAbove = () => {\n  console.assert(countAbove([1, 5, 7], 4) === 2)\n}\ntestCountAbove()\n",
    },
]

for name, rows in [("python", PYTHON), ("cpp", CPP), ("java", JAVA), ("go", GO), ("rust", RUST), ("javascript", JAVASCRIPT)]:
    write_jsonl(f"humaneval-x-{name}.jsonl", rows)

# Records an import must skip, each named by file, line and task id.
BAD = [
    dict(JAVASCRIPT[0], task_id="Ruby/3"),                                  # unknown language
    {k: v for k, v in GO[0].items() if k != "test"} | {"task_id": "Go/4"},  # missing field
    dict(CPP[1], task_id="CPP/5", prompt=CPP[1]["prompt"].split("*/\n", 1)[1]),  # no documentation
    dict(RUST[0], task_id="Rust/6", test="\n#[cfg(test)]\nmod tests {\n    use super::*;\n}\n"),  # no assertion
    dict(JAVASCRIPT[1], task_id="JavaScript/7"),                            # a good record among them
]
write_jsonl("humaneval-x-bad.jsonl", BAD, raw_lines=[(2, "{not json")])
