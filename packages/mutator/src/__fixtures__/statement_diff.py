"""Independent check of Python mutants with CPython's own parser (the `ast` module).

Reads JSON from stdin: [{"canonical": str, "mutants": [str, ...]}, ...].
Writes JSON to stdout: for each canonical, a list with one entry per mutant:
{"parses": bool, "error": str | None, "changed": int | None}, where `changed` is the number
of statements that differ between canonical and mutant (None when it does not parse):

- every statement is a node with a header (`ast.dump` of the statement with its nested
  statement lists emptied: the test of an `if`, the target and iterator of a `for`...) and its
  nested statement lists (body, orelse, finalbody, handlers, cases);
- two statement lists of equal length differ by the sum over aligned pairs (1 when headers
  differ, plus the differences of their nested lists);
- a list that is one shorter differs by 1 when removing one statement (with everything nested
  in it) from the longer list makes them equal; any other difference counts as 1000.

A mutant that changes exactly one statement therefore scores exactly 1.
"""

import ast
import copy
import json
import sys

NESTED_FIELDS = ("body", "orelse", "finalbody", "handlers", "cases")
FAR = 1000


def to_tree(node):
    nested = []
    header = copy.copy(node)
    for field in NESTED_FIELDS:
        value = getattr(node, field, None)
        if isinstance(value, list) and all(isinstance(item, ast.AST) for item in value):
            nested.append([to_tree(item) for item in value])
            setattr(header, field, [])
    return {"header": ast.dump(header), "nested": nested}


def list_distance(left, right):
    if len(left) == len(right):
        return sum(node_distance(a, b) for a, b in zip(left, right))
    if len(left) == len(right) + 1:
        for index in range(len(left)):
            if left[:index] + left[index + 1:] == right:
                return 1
    return FAR


def node_distance(left, right):
    distance = 0 if left["header"] == right["header"] else 1
    if len(left["nested"]) != len(right["nested"]):
        return FAR
    for a, b in zip(left["nested"], right["nested"]):
        distance += list_distance(a, b)
    return distance


def main():
    jobs = json.load(sys.stdin)
    results = []
    for job in jobs:
        canonical = to_tree(ast.parse(job["canonical"]))
        entries = []
        for code in job["mutants"]:
            try:
                tree = to_tree(ast.parse(code))
            except SyntaxError as error:
                entries.append({"parses": False, "error": f"{error.msg} (line {error.lineno})", "changed": None})
                continue
            entries.append({"parses": True, "error": None, "changed": node_distance(canonical, tree)})
        results.append(entries)
    json.dump(results, sys.stdout)


if __name__ == "__main__":
    main()
