"""Writes the EvalPlus-layout importer fixtures (run from this folder: python3 make-evalplus-fixtures.py).

Every task here was written for execret's tests; none is copied or adapted from HumanEval+, MBPP+
or EvalPlus. Only the field layouts follow EvalPlus's HumanEvalPlus.jsonl and MbppPlus.jsonl
(task_id, prompt, entry_point, canonical_solution, contract, base_input, plus_input, atol), and the
files are written with Python's json module as EvalPlus writes them (so 2.0 stays a float and a
large int keeps its digits). The JSONL files are committed; this script is their readable source.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def write_jsonl(name, rows):
    """Writes rows as JSONL; a row that is a str is written verbatim (a broken record)."""
    lines = [row if isinstance(row, str) else json.dumps(row) for row in rows]
    with open(os.path.join(HERE, name), "w", encoding="utf-8", newline="\n") as handle:
        handle.write("\n".join(lines) + "\n")


# ---------------------------------------------------------------------------------------------
# HumanEval+ layout: prompt (signature + docstring), canonical_solution (the body), test (unused).
# ---------------------------------------------------------------------------------------------
FORMAT_AMOUNT = {
    # Ints and floats must stay apart (2.0 is not 2), and a large int must keep its digits.
    "task_id": "FixturePlus/0",
    "prompt": "def format_amount(value):\n"
    '    """Write an amount for a receipt: an int as its digits alone, a float with exactly two\n'
    "    decimals.\n"
    "    >>> format_amount(3)\n"
    "    '3'\n"
    "    >>> format_amount(2.5)\n"
    "    '2.50'\n"
    '    """\n',
    "entry_point": "format_amount",
    "canonical_solution": "    if isinstance(value, int):\n"
    "        return str(value)\n"
    "    return f'{value:.2f}'\n",
    "contract": "\n    assert isinstance(value, (int, float)), 'invalid inputs'  # $_CONTRACT_$\n",
    "test": "\n\ndef check(candidate):\n    assert candidate(3) == '3'\n",
    "base_input": [[3], [2.5], [0]],
    "plus_input": [[2.0], [10], [-1.25], [7.0], [12345678901234567891], [0.125]],
    "atol": 0,
}

CLIPPED_MEAN = {
    # Float outputs with atol 0: compared within 1e-6, as EvalPlus does.
    "task_id": "FixturePlus/1",
    "prompt": "from typing import List\n\n\ndef clipped_mean(values: List[float], low: float, high: float) -> float:\n"
    '    """Clip every value into the closed range from low to high, then return the mean of the\n'
    "    clipped values. An empty list has mean 0.0.\n"
    "    >>> clipped_mean([1.0, 5.0, 9.0], 2.0, 6.0)\n"
    "    4.333333333333333\n"
    '    """\n',
    "entry_point": "clipped_mean",
    "canonical_solution": "    if not values:\n"
    "        return 0.0\n"
    "    clipped = [min(high, max(low, value)) for value in values]\n"
    "    return sum(clipped) / len(clipped)\n",
    "contract": "",
    "test": "",
    "base_input": [[[1.0, 5.0, 9.0], 2.0, 6.0], [[], 0.0, 1.0]],
    "plus_input": [[[0.1, 0.2, 0.3], 0.0, 1.0], [[-5.5, 2.25], -1.0, 1.0], [[3.0], 3.0, 3.0]],
    "atol": 0,
}

STRETCH = {
    # Outputs with spaces, quotes and non-ASCII text; an input the canonical rejects; an output too
    # long for a test; a plus input that repeats a base input.
    "task_id": "FixturePlus/2",
    "prompt": "def stretch(word: str, times: int) -> str:\n"
    '    """Repeat every letter of word times times, keeping the order of the letters; times must\n'
    "    not be negative.\n"
    "    >>> stretch('ab', 2)\n"
    "    'aabb'\n"
    '    """\n',
    "entry_point": "stretch",
    "canonical_solution": "    if times < 0:\n"
    "        raise ValueError('times must not be negative')\n"
    "    return ''.join(letter * times for letter in word)\n",
    "contract": "",
    "test": "",
    "base_input": [["ab", 2], ["", 5], ["xyz", 0]],
    "plus_input": [["to be", 3], ["ab", -1], ["abcdefghij", 60], ["it's", 2], ["\u00e9\u6f22", 2], ["ab", 2]],
    "atol": 0,
}

DIGIT_SUM = {
    # Thirty plus inputs for a cap of ten: picks at evenly spread positions; the pick at position 3
    # is negative (the canonical raises), so the first reserve takes its place.
    "task_id": "FixturePlus/3",
    "prompt": "def digit_sum(number: int) -> int:\n"
    '    """Return the sum of the decimal digits of a non-negative integer.\n'
    "    >>> digit_sum(1905)\n"
    "    15\n"
    '    """\n',
    "entry_point": "digit_sum",
    "canonical_solution": "    if number < 0:\n"
    "        raise ValueError('number must not be negative')\n"
    "    total = 0\n"
    "    while number > 0:\n"
    "        total += number % 10\n"
    "        number //= 10\n"
    "    return total\n",
    "contract": "",
    "test": "",
    "base_input": [[1905], [0], [7]],
    "plus_input": [[98765432109876543210]] + [[-5] if index == 3 else [index * 7919 + 11] for index in range(1, 30)],
    "atol": 0,
}

write_jsonl("humanevalplus.jsonl", [FORMAT_AMOUNT, CLIPPED_MEAN, STRETCH, DIGIT_SUM])


def broken(task_id, **fields):
    """A copy of FORMAT_AMOUNT with another id and some fields replaced (None removes a field)."""
    row = dict(FORMAT_AMOUNT, task_id=task_id)
    for key, value in fields.items():
        if value is None:
            row.pop(key)
        else:
            row[key] = value
    return row


write_jsonl(
    "humanevalplus-invalid.jsonl",
    [
        broken("FixturePlus/ok", base_input=[[1], 5, [1]], plus_input=[[2.0], "x", [1]]),
        broken("FixturePlus/no-plus", plus_input=None),
        broken("FixturePlus/atol-text", atol="0.1"),
        broken("FixturePlus/no-docstring", prompt="def format_amount(value):\n"),
        # Python's json module writes a float NaN as NaN, which is not JSON.
        json.dumps(broken("FixturePlus/nan", plus_input=[[float("nan")]])),
        broken("FixturePlus/no-input", base_input=[], plus_input=[["x" * 2000], "y"]),
        broken("FixturePlus/ok"),
        broken("FixturePlus/inputs-object", base_input={"0": [1]}),
    ],
)


# ---------------------------------------------------------------------------------------------
# MBPP+ layout: prompt (a """ block with the text and an assert), canonical_solution (a module).
# ---------------------------------------------------------------------------------------------
def mbpp_prompt(text, example):
    return '"""\n' + text + "\n" + example + '\n"""\n'


MBPP_PLUS = [
    {
        "task_id": "Mbpp/901",
        "prompt": mbpp_prompt(
            "Write a function to count the distinct values that occur in both lists.",
            "assert count_common([1, 2, 3], [2, 3, 4]) == 2",
        ),
        "entry_point": "count_common",
        "canonical_solution": "def count_common(first, second):\r\n    return len(set(first) & set(second))",
        "contract": "",
        "base_input": [[[1, 2, 3], [2, 3, 4]], [[], [1]]],
        "plus_input": [[[1, 1, 1], [1]], [["a", "b"], ["b", "c"]], [[True, 2], [1, 2]]],
        "atol": 0,
    },
    {
        # MBPP+ gives float tasks an atol of 1e-4.
        "task_id": "Mbpp/902",
        "prompt": mbpp_prompt(
            "Write a function to find the area of a circle given its radius.",
            "assert math.isclose(circle_area(1), 3.141592653589793, rel_tol=0.001)",
        ),
        "entry_point": "circle_area",
        "canonical_solution": "import math\n\n\ndef circle_area(radius):\n    return math.pi * radius * radius\n",
        "contract": "",
        "base_input": [[1], [2.5]],
        "plus_input": [[0], [10]],
        "atol": 0.0001,
    },
    {
        # A helper defined before the entry point; a list of pairs stored as lists.
        "task_id": "Mbpp/903",
        "prompt": mbpp_prompt(
            "Write a function to return the sum of each pair in a list of pairs, largest first.",
            "assert pair_sums([(1, 2), (3, 4)]) == [7, 3]",
        ),
        "entry_point": "pair_sums",
        "canonical_solution": "def _add(pair):\n    return pair[0] + pair[1]\n\n\ndef pair_sums(pairs):\n    return sorted((_add(pair) for pair in pairs), reverse=True)\n",
        "contract": "",
        "base_input": [[[[1, 2], [3, 4]]], [[]]],
        "plus_input": [[[[5, -5], [0, 1], [2, 2]]]],
        "atol": 0,
    },
    {
        # EvalPlus rebuilds tuples from the stored lists for tasks like this one; execret passes
        # the lists, on which the canonical raises (unhashable), so those inputs are dropped.
        "task_id": "Mbpp/904",
        "prompt": mbpp_prompt(
            "Write a function to count the distinct items of a list.",
            "assert distinct_count([(1, 2), (1, 2), (2, 1)]) == 2",
        ),
        "entry_point": "distinct_count",
        "canonical_solution": "def distinct_count(items):\n    return len(set(items))\n",
        "contract": "",
        "base_input": [[[[1, 2], [1, 2], [2, 1]]], [[1, 1, 2]]],
        "plus_input": [[["a", "b", "a"]]],
        "atol": 0,
    },
]

write_jsonl("mbppplus.jsonl", MBPP_PLUS)

write_jsonl(
    "mbppplus-invalid.jsonl",
    [
        dict(MBPP_PLUS[0], task_id="Mbpp/only-example", prompt='"""\nassert count_common([1], [1]) == 1\n"""\n'),
        {key: value for key, value in MBPP_PLUS[0].items() if key != "entry_point"},
        dict(MBPP_PLUS[0], task_id="Mbpp/wrong-entry", entry_point="count_shared"),
        # Every input makes the canonical raise: no test is left, so the build skips the task.
        dict(MBPP_PLUS[3], task_id="Mbpp/all-raise", base_input=[[[[1, 2]]]], plus_input=[[[[3, 4], [3, 4]]]]),
    ],
)
