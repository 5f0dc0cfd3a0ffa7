"""Writes the importer fixtures (run from this folder: python3 make-fixtures.py).

Every task here was written for execret's tests; none is copied or adapted from HumanEval, MBPP
or the ExecRetrieval release. Only the field layouts follow those datasets. The JSONL files are
committed; this script is their readable source.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def write_jsonl(name, rows, raw_lines=()):
    """Writes rows as JSONL; raw_lines = [(position, text)] inserts lines verbatim (broken records)."""
    lines = [json.dumps(row, ensure_ascii=False) for row in rows]
    for position, text in raw_lines:
        lines.insert(position, text)
    path = os.path.join(HERE, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as handle:
        handle.write("\n".join(lines) + "\n")


# ---------------------------------------------------------------------------------------------
# HumanEval layout: task_id, prompt, entry_point, canonical_solution, test (check(candidate)).
# ---------------------------------------------------------------------------------------------
HUMANEVAL = [
    {
        # `>>>` examples, METADATA, a multi-line assert, a placeholder `assert True`.
        "task_id": "FixtureEval/0",
        "prompt": 'from typing import List\n\n\ndef running_max(values: List[int]) -> List[int]:\n'
        '    """ Return a list whose i-th item is the largest of the first i + 1 input values.\n'
        '    An empty input gives an empty list.\n'
        '    >>> running_max([3, 1, 4, 1, 5])\n'
        '    [3, 3, 4, 4, 5]\n'
        '    >>> running_max([])\n'
        '    []\n'
        '    """\n',
        "entry_point": "running_max",
        "canonical_solution": "    result = []\n"
        "    for value in values:\n"
        "        result.append(value if not result else max(result[-1], value))\n"
        "    return result\n",
        "test": "\n\nMETADATA = {\n    'author': 'execret',\n    'dataset': 'fixture'\n}\n\n\n"
        "def check(candidate):\n"
        "    assert candidate([]) == []\n"
        "    assert candidate([3, 1, 4, 1, 5]) == [3, 3, 4, 4, 5]\n"
        "    assert candidate([-2, -5, -1]) == [\n"
        "        -2, -2, -1\n"
        "    ]\n"
        "    assert candidate([7, 7, 2]) == [7, 7, 7]\n"
        "    assert True, 'placeholder that never fails'\n",
    },
    {
        # A helper with its own docstring before the entry point; a "For example:" block and prose
        # after it; an import before check; helper statements in check (before the first assert and
        # between asserts); a `\` continuation; a bracket inside a string; a comment inside a
        # multi-line call; a for loop holding an assert; "candidate" inside a string literal.
        "task_id": "FixtureEval/1",
        "prompt": "def _is_vowel(letter: str) -> bool:\n"
        '    """Return True for a lower-case vowel."""\n'
        "    return letter in 'aeiou'\n\n\n"
        "def count_vowel_runs(word: str) -> int:\n"
        '    """\n'
        "    Count the maximal runs of consecutive vowels in a lower-case word.\n\n"
        "    For example:\n"
        '    count_vowel_runs("beautiful") == 3\n'
        '    count_vowel_runs("rhythm") == 0\n\n'
        "    Any letter other than a, e, i, o and u ends a run.\n"
        '    """\n',
        "entry_point": "count_vowel_runs",
        "canonical_solution": "    runs = 0\n"
        "    inside = False\n"
        "    for letter in word:\n"
        "        if _is_vowel(letter):\n"
        "            if not inside:\n"
        "                runs += 1\n"
        "            inside = True\n"
        "        else:\n"
        "            inside = False\n"
        "    return runs\n",
        "test": "import math\n\n\n"
        "def check(candidate):\n\n"
        "    # inputs shared by the first test\n"
        "    words = ['queue', 'rhythms', 'aeiou', '']\n"
        "    expected = [1, 0, 1, 0]\n"
        "    assert [candidate(word) for word in words] == expected\n"
        "    assert candidate('banana') == 3, 'one run per a'\n"
        "    assert candidate('aa') == 1 and \\\n"
        "        candidate('ab') == 1\n"
        "    assert candidate('(a(') == 1\n"
        "    assert candidate(\n"
        "        'ouch'  # o and u form one run\n"
        "    ) == 1\n"
        "    long_word = 'ea' * 3 + 'x'\n"
        "    assert math.isclose(candidate(long_word) / 2, 0.5)\n"
        "    for word in ('xyz', 'bcd'):\n"
        "        assert candidate(word) == 0\n"
        '    assert candidate("candidate") == 4\n\n',
    },
    {
        # A ''' docstring whose prose starts on the opening line and goes on after the examples.
        "task_id": "FixtureEval/2",
        "prompt": "def clamp_percent(value: float) -> float:\n"
        "    '''Limit a percentage to the closed range from 0 to 100.\n"
        "    >>> clamp_percent(120.5)\n"
        "    100.0\n"
        "    >>> clamp_percent(-3)\n"
        "    0.0\n\n"
        "    The result is always a float, also for values already inside the range.\n"
        "    '''\n",
        "entry_point": "clamp_percent",
        "canonical_solution": "    return float(min(100.0, max(0.0, value)))\n",
        "test": "def check(candidate):\n"
        "    assert candidate(50) == 50.0\n"
        "    assert isinstance(candidate(7), float)\n"
        "    assert candidate(100) == 100.0\n"
        "    assert candidate(0) == 0.0\n"
        "    assert candidate(-0.5) == 0.0\n"
        "    assert candidate(100.25) == 100.0\n",
    },
    {
        # DELIBERATELY BROKEN: the canonical ignores trailing spaces wrongly, so it fails the third
        # test. The importer must still import it; the build's gate G3 reports and skips it.
        "task_id": "FixtureEval/3",
        "prompt": "def last_word_length(sentence: str) -> int:\n"
        '    """Return the length of the last word in a sentence of words separated by spaces,\n'
        "    ignoring spaces at the end.\n"
        '    >>> last_word_length("fly me to the moon")\n'
        "    4\n"
        '    """\n',
        "entry_point": "last_word_length",
        "canonical_solution": "    return len(sentence.split(' ')[-1])\n",
        "test": "def check(candidate):\n"
        '    assert candidate("fly me to the moon") == 4\n'
        '    assert candidate("hello") == 5\n'
        '    assert candidate("hello world  ") == 5\n',
    },
]

HUMANEVAL_OK = {
    "task_id": "FixtureEval/ok",
    "prompt": 'def halve(x: int) -> int:\n    """Return x divided by two, rounded down."""\n',
    "entry_point": "halve",
    "canonical_solution": "    return x // 2\n",
    "test": "def check(candidate):\n    assert candidate(7) == 3\n    assert candidate(-1) == -1\n",
}

HUMANEVAL_UNPARSEABLE = [
    # 1: no docstring to take the query from.
    {"task_id": "FixtureEval/no-docstring", "prompt": "def triple(x: int) -> int:\n", "entry_point": "triple",
     "canonical_solution": "    return 3 * x\n", "test": "def check(candidate):\n    assert candidate(2) == 6\n"},
    # 2: a docstring with examples only.
    {"task_id": "FixtureEval/examples-only", "prompt": 'def negate(x):\n    """\n    >>> negate(2)\n    -2\n    """\n',
     "entry_point": "negate", "canonical_solution": "    return -x\n", "test": "def check(candidate):\n    assert candidate(2) == -2\n"},
    # 3: check holds no assert.
    {"task_id": "FixtureEval/no-assert", "prompt": 'def square(x):\n    """Return x times x."""\n', "entry_point": "square",
     "canonical_solution": "    return x * x\n", "test": "def check(candidate):\n    candidate(3)\n"},
    # 4: the test field is missing.
    {"task_id": "FixtureEval/no-test", "prompt": 'def cube(x):\n    """Return x to the third power."""\n', "entry_point": "cube",
     "canonical_solution": "    return x ** 3\n"},
    # 6 (after the broken line 5): valid, so reading goes on after bad lines.
    HUMANEVAL_OK,
    # 7: the same task id again.
    HUMANEVAL_OK,
    # 8: no check function at all.
    {"task_id": "FixtureEval/no-check", "prompt": 'def decrement(x):\n    """Return x minus one."""\n', "entry_point": "decrement",
     "canonical_solution": "    return x - 1\n", "test": "assert decrement(1) == 0\n"},
]

# Canonicals that cannot be benchmarked: skipped with file, line and task id, and reading goes on.
HUMANEVAL_BAD_CANONICAL = [
    # 1: canonical_solution is not Python (an operator without its right operand).
    {"task_id": "FixtureEval/syntax-error", "prompt": 'def add_two(x: int) -> int:\n    """Return x plus two."""\n', "entry_point": "add_two",
     "canonical_solution": "    return x +\n", "test": "def check(candidate):\n    assert candidate(1) == 3\n"},
    # 2: the entry point is a method, not a function defined at the top level.
    {"task_id": "FixtureEval/method", "prompt": 'class Box:\n    def area(self) -> int:\n        """Return the area of the box."""\n',
     "entry_point": "area", "canonical_solution": "        return 4\n", "test": "def check(candidate):\n    assert candidate(Box()) == 4\n"},
    # 3: valid.
    HUMANEVAL_OK,
]

# Docstrings that are not the first statement of the entry point: imported, not skipped.
HUMANEVAL_DOCSTRING_LATER = [
    # An import inside the function before its docstring (and another before the def).
    {"task_id": "FixtureEval/import-first",
     "prompt": "import math\n\n\ndef hypotenuse(a: float, b: float) -> float:\n    from math import sqrt\n"
               '    """Return the length of the hypotenuse of a right triangle with legs a and b."""\n',
     "entry_point": "hypotenuse", "canonical_solution": "    return sqrt(a * a + b * b)\n",
     "test": "def check(candidate):\n    assert candidate(3, 4) == 5.0\n    assert math.isclose(candidate(1, 1), math.sqrt(2))\n"},
    # A helper line before the docstring.
    {"task_id": "FixtureEval/helper-first",
     "prompt": "def count_vowels(text: str) -> int:\n    vowels = set('aeiou')\n"
               '    """\n    Count the vowels in a lower-case text.\n    >>> count_vowels("queue")\n    4\n    """\n',
     "entry_point": "count_vowels", "canonical_solution": "    return sum(letter in vowels for letter in text)\n",
     "test": "def check(candidate):\n    assert candidate('queue') == 4\n    assert candidate('xyz') == 0\n"},
]

# ---------------------------------------------------------------------------------------------
# MBPP layout: text, code (\r\n line ends), task_id, test_setup_code, test_list, challenge_test_list.
# ---------------------------------------------------------------------------------------------
MBPP = [
    {
        # Tab indentation and a trailing space, as some MBPP code has.
        "text": "Write a function to count how many digits of a non-negative integer are even.",
        "code": "def count_even_digits(n):\r\n\tcount = 0\r\n\tfor ch in str(n):\r\n\t\tif int(ch) % 2 == 0:\r\n\t\t\tcount += 1\r\n\treturn count ",
        "task_id": 1001,
        "test_setup_code": "",
        "test_list": ["assert count_even_digits(2468) == 4", "assert count_even_digits(0) == 1",
                      "assert count_even_digits(13579) == 0", "assert count_even_digits(1020) == 3"],
        "challenge_test_list": [],
    },
    {
        # The tests wrap the call in set(...).
        "text": "Write a function to find the items that appear in both given tuples.",
        "code": "def shared_items(first, second):\r\n  return tuple(set(first) & set(second))",
        "task_id": 1002,
        "test_setup_code": "",
        "test_list": ["assert set(shared_items((1, 2, 3), (2, 3, 4))) == set((2, 3))",
                      "assert set(shared_items((5, 6), (7, 8))) == set()",
                      "assert set(shared_items(('a', 'b'), ('b', 'c'))) == set(('b',))"],
        "challenge_test_list": [],
    },
    {
        # test_setup_code, and math.isclose around the call.
        "text": "Write a function to compute the area of a circle from its diameter.",
        "code": "import math\r\ndef circle_area_from_diameter(d):\r\n  r = d / 2\r\n  return math.pi * r * r",
        "task_id": 1003,
        "test_setup_code": "import math",
        "test_list": ["assert math.isclose(circle_area_from_diameter(2), 3.141592653589793)",
                      "assert math.isclose(circle_area_from_diameter(10), 78.53981633974483)",
                      "assert circle_area_from_diameter(0) == 0"],
        "challenge_test_list": [],
    },
    {
        # A helper defined before the entry point; a challenge test.
        "text": "Write a function to sort a list of non-negative integers by the sum of their digits, smaller numbers first on ties.",
        "code": "def _digit_sum(n):\r\n  return sum(int(c) for c in str(n))\r\ndef sort_by_digit_sum(nums):\r\n  return sorted(nums, key=lambda x: (_digit_sum(x), x))",
        "task_id": 1004,
        "test_setup_code": "",
        "test_list": ["assert sort_by_digit_sum([19, 5, 21]) == [21, 5, 19]", "assert sort_by_digit_sum([]) == []",
                      "assert sort_by_digit_sum([30, 3, 12]) == [3, 12, 30]"],
        "challenge_test_list": ["assert sort_by_digit_sum([111, 3, 21]) == [3, 21, 111]"],
    },
    {
        # DELIBERATELY BROKEN: the canonical does not skip duplicates, so it fails the second test.
        # The importer must still import it; the build's gate G3 reports and skips it.
        "text": "Write a function to return the second largest distinct number in a list.",
        "code": "def second_largest(nums):\r\n  ordered = sorted(nums)\r\n  return ordered[-2]",
        "task_id": 1005,
        "test_setup_code": "",
        "test_list": ["assert second_largest([4, 1, 3]) == 3", "assert second_largest([5, 5, 2]) == 2",
                      "assert second_largest([-1, -7]) == -7"],
        "challenge_test_list": [],
    },
]

MBPP_UNPARSEABLE = [
    # 1: the tests call a function the code does not define.
    {"text": "Write a function to add one to a number.", "code": "def add_one(x):\r\n  return x + 1", "task_id": 1101,
     "test_setup_code": "", "test_list": ["assert plus_one(1) == 2"], "challenge_test_list": []},
    # 2: test_list is a string.
    {"text": "Write a function to subtract one from a number.", "code": "def minus_one(x):\r\n  return x - 1", "task_id": 1102,
     "test_setup_code": "", "test_list": "assert minus_one(1) == 0", "challenge_test_list": []},
    # 3: no task_id.
    {"text": "Write a function to double a number.", "code": "def double(x):\r\n  return 2 * x",
     "test_setup_code": "", "test_list": ["assert double(2) == 4"], "challenge_test_list": []},
    # 4: valid.
    {"text": "Write a function to return the absolute difference of two numbers.", "code": "def distance(a, b):\r\n  return abs(a - b)",
     "task_id": 1104, "test_setup_code": "", "test_list": ["assert distance(1, 4) == 3", "assert distance(4, 1) == 3"], "challenge_test_list": []},
]

MBPP_BAD_CANONICAL = [
    # 1: code is not Python (an unclosed bracket); the tests call the function it means to define.
    {"text": "Write a function to halve a number, rounding down.", "code": "def halve(x):\r\n  return (x // 2", "task_id": 1201,
     "test_setup_code": "", "test_list": ["assert halve(7) == 3"], "challenge_test_list": []},
    # 2: valid.
    {"text": "Write a function to return the absolute difference of two numbers.", "code": "def distance(a, b):\r\n  return abs(a - b)",
     "task_id": 1202, "test_setup_code": "", "test_list": ["assert distance(1, 4) == 3", "assert distance(4, 1) == 3"], "challenge_test_list": []},
]

# ---------------------------------------------------------------------------------------------
# ExecRetrieval release layout (data/queries.jsonl, data/corpus.jsonl): canonicals numbered before
# their distractors, bug_type absent on canonicals, generator metadata, no entry_point in metadata.
# ---------------------------------------------------------------------------------------------
COUNT_SET_BITS = "def count_set_bits(n):\n    count = 0\n    while n:\n        count += n & 1\n        n >>= 1\n    return count\n"
UNIQUE_WORDS = ("def unique_words(sentence):\n    seen = []\n    for word in sentence.split():\n        if word in seen:\n"
                "            continue\n        seen.append(word)\n    return seen\n")
RELEASE_CORPUS = [
    {"corpus_id": "c_0001", "code": COUNT_SET_BITS, "label": "correct", "source_entry_id": "exec_bit_manipulation_3"},
    {"corpus_id": "c_0002", "code": COUNT_SET_BITS.replace("n & 1", "n | 1"), "label": "incorrect", "bug_type": "wrong_operator", "source_entry_id": "exec_bit_manipulation_3"},
    {"corpus_id": "c_0003", "code": COUNT_SET_BITS.replace("return count", "return count + 1"), "label": "incorrect", "bug_type": "off_by_one", "source_entry_id": "exec_bit_manipulation_3"},
    {"corpus_id": "c_0004", "code": COUNT_SET_BITS.replace("n >>= 1", "n >>= 2"), "label": "incorrect", "bug_type": "off_by_one", "source_entry_id": "exec_bit_manipulation_3"},
    {"corpus_id": "c_0005", "code": COUNT_SET_BITS.replace("n & 1", "n & 2"), "label": "incorrect", "bug_type": "legacy_mask_change", "source_entry_id": "exec_bit_manipulation_3"},
    {"corpus_id": "c_0006", "code": UNIQUE_WORDS, "label": "correct", "source_entry_id": "exec_collections_7"},
    {"corpus_id": "c_0007", "code": UNIQUE_WORDS.replace("        if word in seen:\n            continue\n", ""), "label": "incorrect", "bug_type": "remove_edge_case_check", "source_entry_id": "exec_collections_7"},
    {"corpus_id": "c_0008", "code": UNIQUE_WORDS.replace("if word in seen", "if word not in seen"), "label": "incorrect", "bug_type": "wrong_comparison", "source_entry_id": "exec_collections_7"},
    {"corpus_id": "c_0009", "code": UNIQUE_WORDS.replace("sentence.split()", "sentence.split()[:-1]"), "label": "incorrect", "bug_type": "off_by_one_boundary", "source_entry_id": "exec_collections_7"},
]
RELEASE_QUERIES = [
    {"query_id": "q_0001", "query": "Return how many bits are set to one in the binary form of a non-negative integer.",
     "test_suite": ["assert count_set_bits(0) == 0", "assert count_set_bits(1) == 1", "assert count_set_bits(5) == 2",
                    "assert count_set_bits(255) == 8", "assert count_set_bits(3) == 2"],
     "correct_corpus_ids": ["c_0001"], "paired_distractor_corpus_ids": ["c_0002", "c_0003", "c_0004", "c_0005"],
     "entry_id": "exec_bit_manipulation_3",
     "metadata": {"model": "fixture/generator", "endpoint": "openai-batch-api", "generated_at": "2026-01-02T03:04:05+00:00",
                  "batch_usage": {"prompt_tokens": 10, "completion_tokens": 20, "total_tokens": 30, "reasoning_tokens": 5}}},
    {"query_id": "q_0002", "query": "Return the distinct words of a sentence in the order they first appear.",
     # The first test wraps the call in sorted(...): the entry point is the defined function the tests call.
     "test_suite": ["assert sorted(unique_words('b a b')) == ['a', 'b']", "assert unique_words('') == []",
                    "assert unique_words('x y x z') == ['x', 'y', 'z']", "assert unique_words('one') == ['one']"],
     "correct_corpus_ids": ["c_0006"], "paired_distractor_corpus_ids": ["c_0007", "c_0008", "c_0009"],
     "entry_id": "exec_collections_7",
     "metadata": {"model": "fixture/generator", "endpoint": "https://openrouter.ai/api/v1", "generated_at": "2026-01-02T04:05:06+00:00"}},
]

# A release with canonicals that cannot be benchmarked (entry points given in metadata).
DOUBLE = "def double(x):\n    return 2 * x\n"
BAD_RELEASE_CORPUS = [
    {"corpus_id": "c_0001", "code": DOUBLE, "label": "correct", "source_entry_id": "exec_math_numerical_1"},
    {"corpus_id": "c_0002", "code": DOUBLE.replace("2 * x", "3 * x"), "label": "incorrect", "bug_type": "off_by_one", "source_entry_id": "exec_math_numerical_1"},
    {"corpus_id": "c_0003", "code": "def triple(x):\n    return 3 * x)\n", "label": "correct", "source_entry_id": "exec_math_numerical_2"},
    {"corpus_id": "c_0004", "code": "def negate(x):\n    return -x\n", "label": "correct", "source_entry_id": "exec_math_numerical_3"},
]
BAD_RELEASE_QUERIES = [
    # 1: valid.
    {"query_id": "q_0001", "query": "Return twice the given number.", "test_suite": ["assert double(2) == 4"],
     "correct_corpus_ids": ["c_0001"], "paired_distractor_corpus_ids": ["c_0002"], "entry_id": "exec_math_numerical_1",
     "metadata": {"entry_point": "double"}},
    # 2: the canonical does not parse (an unmatched bracket).
    {"query_id": "q_0002", "query": "Return three times the given number.", "test_suite": ["assert triple(2) == 6"],
     "correct_corpus_ids": ["c_0003"], "paired_distractor_corpus_ids": [], "entry_id": "exec_math_numerical_2",
     "metadata": {"entry_point": "triple"}},
    # 3: metadata names an entry point the canonical does not define.
    {"query_id": "q_0003", "query": "Return the given number with its sign flipped.", "test_suite": ["assert negative(2) == -2"],
     "correct_corpus_ids": ["c_0004"], "paired_distractor_corpus_ids": [], "entry_id": "exec_math_numerical_3",
     "metadata": {"task_id": "fixture/negative", "entry_point": "negative"}},
]

# ---------------------------------------------------------------------------------------------
# A bundle in execret's own format (flat folder, ids in shuffled order, distractor_metadata.jsonl,
# query metadata with task_id, language, domain, entry_point, test_setup, source).
# ---------------------------------------------------------------------------------------------
PARSE_HEX = ("def parse_hex_color(text):\n    if not text.startswith('#') or len(text) != 7:\n        raise ValueError(text)\n"
             "    return tuple(int(text[i:i + 2], 16) for i in (1, 3, 5))\n")
RAISES = "def raises(function, *arguments):\n    try:\n        function(*arguments)\n    except ValueError:\n        return True\n    return False\n"
EXECRET_CORPUS = [
    {"corpus_id": "c_0001", "code": PARSE_HEX.replace("text[i:i + 2]", "text[i:i + 1]"), "label": "incorrect", "bug_type": "off_by_one", "source_entry_id": "python/validation/parse_hex_color"},
    {"corpus_id": "c_0002", "code": PARSE_HEX, "label": "correct", "source_entry_id": "python/validation/parse_hex_color"},
    {"corpus_id": "c_0003", "code": PARSE_HEX.replace("    if not text.startswith('#') or len(text) != 7:\n        raise ValueError(text)\n", ""), "label": "incorrect", "bug_type": "remove_edge_case_check", "source_entry_id": "python/validation/parse_hex_color"},
]
EXECRET_QUERIES = [
    {"query_id": "q_0001", "query": "Parse a colour written as # followed by six hexadecimal digits into its red, green and blue values; reject any other text.",
     "test_suite": ["assert parse_hex_color('#ff0080') == (255, 0, 128)", "assert raises(parse_hex_color, 'ff0080')",
                    "assert raises(parse_hex_color, '#fff')", "assert parse_hex_color('#000000') == (0, 0, 0)"],
     "correct_corpus_ids": ["c_0002"], "paired_distractor_corpus_ids": ["c_0001", "c_0003"],
     "entry_id": "python/validation/parse_hex_color",
     "metadata": {"task_id": "python/validation/parse_hex_color", "language": "python", "domain": "validation",
                  "entry_point": "parse_hex_color", "test_setup": RAISES, "source": "builtin:python"}},
]
EXECRET_DISTRACTORS = [
    {"corpus_id": "c_0001", "query_id": "q_0001", "bug_type": "off_by_one", "operator": "python-index-offset", "line": 4,
     "before": "    return tuple(int(text[i:i + 2], 16) for i in (1, 3, 5))", "after": "    return tuple(int(text[i:i + 1], 16) for i in (1, 3, 5))"},
    {"corpus_id": "c_0003", "query_id": "q_0001", "bug_type": "remove_edge_case_check", "operator": "python-remove-guard", "line": 2,
     "before": "    if not text.startswith('#') or len(text) != 7:\n        raise ValueError(text)", "after": ""},
]

# ---------------------------------------------------------------------------------------------
# --from jsonl: one Task per line.
# ---------------------------------------------------------------------------------------------
TASKS = [
    {"taskId": "demo/python/sum_squares", "language": "python", "domain": "math_numerical",
     "query": "Return the sum of the squares of the integers in a list.", "entryPoint": "sum_squares",
     "canonical": "def sum_squares(values):\n    return sum(value * value for value in values)\n",
     "tests": ["assert sum_squares([]) == 0", "assert sum_squares([1, 2, 3]) == 14", "assert sum_squares([-2]) == 4"], "testSetup": ""},
    {"taskId": "demo/python/is_leap_year", "language": "python", "domain": "date_time",
     "query": "Tell whether a year of the Gregorian calendar is a leap year.", "entryPoint": "is_leap_year",
     "canonical": "def is_leap_year(year):\n    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)\n",
     "tests": ["assert is_leap_year(2024)", "assert not is_leap_year(1900)", "assert is_leap_year(2000)",
               "assert all(is_leap_year(year) == calendar.isleap(year) for year in range(1890, 2110))"],
     "testSetup": "import calendar\n", "metadata": {"origin": "fixture"}},
    {"taskId": "demo/typescript/clampIndex", "language": "typescript", "domain": "collections",
     "query": "Clamp an index into the valid positions of a list of the given length.", "entryPoint": "clampIndex",
     "canonical": "export function clampIndex(index: number, length: number): number {\n  return Math.min(Math.max(index, 0), length - 1);\n}\n",
     "tests": ["assert.strictEqual(clampIndex(5, 3), 2)", "assert.strictEqual(clampIndex(-1, 3), 0)", "assert.strictEqual(clampIndex(1, 3), 1)"]},
]
VALID_TASK = TASKS[0] | {"taskId": "bad/ok"}
TASKS_INVALID = [
    VALID_TASK,                                                                                   # 1: valid
    {key: value for key, value in VALID_TASK.items() if key != "tests"} | {"taskId": "bad/no-tests"},  # 2: tests missing
    VALID_TASK | {"taskId": "bad/language", "language": "rust"},                                  # 3: unknown language
    VALID_TASK | {"taskId": "bad/test-type", "tests": ["assert sum_squares([]) == 0", 3]},        # 4: a test is a number
    VALID_TASK | {"taskId": "bad/entry-point", "entryPoint": "sum squares"},                     # 5: not an identifier
    # 6: invalid JSON (inserted below)
    VALID_TASK,                                                                                   # 7: duplicate id
    # 8: not an object (inserted below)
]

TASKS_BAD_CANONICAL = [
    VALID_TASK | {"taskId": "bad/syntax-error", "canonical": "def sum_squares(values)\n    return sum(value * value for value in values)\n"},  # 1: no colon
    VALID_TASK | {"taskId": "bad/no-entry-point", "canonical": "def total_squares(values):\n    return sum(value * value for value in values)\n"},  # 2
    VALID_TASK | {"taskId": "bad/nested", "canonical": "def outer():\n    def sum_squares(values):\n        return 0\n    return sum_squares\n"},  # 3
    VALID_TASK | {"taskId": "bad/empty-body", "canonical": "def sum_squares(values):\n    # to do\n"},  # 4: a def without a body
    VALID_TASK,  # 5: valid
]

if __name__ == "__main__":
    write_jsonl("humaneval.jsonl", HUMANEVAL)
    write_jsonl("humaneval-unparseable.jsonl", HUMANEVAL_UNPARSEABLE, [(4, '{"task_id": "FixtureEval/cut", "prompt": "def f(')])
    write_jsonl("mbpp.jsonl", MBPP)
    write_jsonl("mbpp-unparseable.jsonl", MBPP_UNPARSEABLE)
    write_jsonl("release/data/corpus.jsonl", RELEASE_CORPUS)
    write_jsonl("release/data/queries.jsonl", RELEASE_QUERIES)
    write_jsonl("execret-bundle/corpus.jsonl", EXECRET_CORPUS)
    write_jsonl("execret-bundle/queries.jsonl", EXECRET_QUERIES)
    write_jsonl("execret-bundle/distractor_metadata.jsonl", EXECRET_DISTRACTORS)
    write_jsonl("tasks.jsonl", TASKS)
    write_jsonl("tasks-invalid.jsonl", TASKS_INVALID, [(5, '{"taskId": "bad/json", "language": '), (7, '[1, 2]')])
    write_jsonl("humaneval-bad-canonical.jsonl", HUMANEVAL_BAD_CANONICAL)
    write_jsonl("humaneval-docstring-later.jsonl", HUMANEVAL_DOCSTRING_LATER)
    write_jsonl("mbpp-bad-canonical.jsonl", MBPP_BAD_CANONICAL)
    write_jsonl("release-bad-canonical/corpus.jsonl", BAD_RELEASE_CORPUS)
    write_jsonl("release-bad-canonical/queries.jsonl", BAD_RELEASE_QUERIES)
    write_jsonl("tasks-bad-canonical.jsonl", TASKS_BAD_CANONICAL)
