#!/usr/bin/env python3
"""Authoring check for built-in Python task files (packages/datasets/tasks/python/<domain>/<name>.py).

Usage: python3 check_tasks.py [--mutants] FILE_OR_DIR...

For each task file it checks the format (see docs/task-format.md), runs the canonical against every
test (each test on its own, 2 s per test), checks the two query-time examples (`# example:` lines:
each must hold on the canonical and call the entry point with arguments no test uses, compared by
value after running both), and with --mutants runs crude AST mutants of the canonical
(comparison flips, boundary moves, operator swaps, constant +-1, swapped arguments, removed guards)
and lists the ones that survive every test: either an equivalent mutant or a hole in the tests.
This is an authoring aid only; the real verification is `execret build` (mutator + oracle).
"""
import ast
import copy
import multiprocessing
import os
import re
import signal
import sys

DOMAINS = {"bit_manipulation", "collections", "data_transformation", "date_time", "geometry",
           "math_numerical", "sorting_searching", "state_machines", "string_processing", "validation"}


def parse_example(text, entry_point):
    """The (call, expected) source texts of an example `<call> == <expected>`; ValueError if malformed."""
    try:
        node = ast.parse(text, mode="eval").body
    except SyntaxError as error:
        raise ValueError(f"example does not parse ({error.msg}): {text}")
    if not (isinstance(node, ast.Compare) and len(node.ops) == 1 and isinstance(node.ops[0], ast.Eq)):
        raise ValueError(f"example must be '<call> == <expected>' with one top-level ==: {text}")
    if not any(isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id == entry_point for call in ast.walk(node.left)):
        raise ValueError(f"example must call {entry_point}(...) before ==: {text}")
    return ast.get_source_segment(text, node.left), ast.get_source_segment(text, node.comparators[0])


def parse_task(path):
    """(header, canonical, setup, tests, examples); examples are (call, expected) source texts."""
    text = open(path, encoding="utf-8").read()
    lines = text.split("\n")
    header = {}
    example_texts = []
    index = 0
    key = None
    while index < len(lines) and lines[index].startswith("#"):
        line = lines[index]
        match = re.match(r"^# ([a-z_]+): (.*)$", line)
        if match:
            key = match.group(1)
            if key == "example":
                example_texts.append([match.group(2).strip(), index + 1])
            elif key in header:
                raise ValueError(f"{path}:{index + 1}: header field '{key}' appears twice")
            else:
                header[key] = match.group(2).strip()
        elif line.startswith("#   ") and key == "example":
            example_texts[-1][0] += " " + line[4:].strip()
        elif line.startswith("#   ") and key:
            header[key] += " " + line[4:].strip()
        else:
            raise ValueError(f"{path}:{index + 1}: header lines must be '# key: value' or '#   continuation'")
        index += 1
    for required in ("query", "entry_point"):
        if required not in header:
            raise ValueError(f"{path}:1: header field '{required}' is missing")
    try:
        marker = lines.index("# tests", index)
    except ValueError:
        raise ValueError(f"{path}: no '# tests' line")
    setup = None
    body = lines[index:marker]
    if "# test_setup" in body:
        split = body.index("# test_setup")
        setup = "\n".join(body[split + 1:]).strip() + "\n"
        body = body[:split]
    canonical = "\n".join(body).strip() + "\n"
    tests = []
    for number, line in enumerate(lines[marker + 1:], start=marker + 2):
        if not line.strip() or line.startswith("#"):
            continue
        if not line.startswith("assert "):
            raise ValueError(f"{path}:{number}: each test is one line starting with 'assert '")
        tests.append(line)
    examples = []
    for example, number in example_texts:
        try:
            examples.append(parse_example(example, header["entry_point"]))
        except ValueError as error:
            raise ValueError(f"{path}:{number}: {error}")
    return header, canonical, setup, tests, examples


def example_test(call, expected):
    """The statement an example runs as: what execution-aware reranking runs for `{call, expected}`."""
    return f"assert ({call}) == ({expected})"


class Timeout(Exception):
    pass


def _alarm(*_):
    raise Timeout()


def run_one(args):
    code, setup, tests, stop_early = args
    outcomes = []
    signal.signal(signal.SIGALRM, _alarm)
    for test in tests:
        namespace = {"__name__": "__task__"}
        try:
            signal.setitimer(signal.ITIMER_REAL, 0.5 if stop_early else 2.0)
            exec(compile(code, "<canonical>", "exec"), namespace)
            if setup:
                exec(compile(setup, "<setup>", "exec"), namespace)
            exec(compile(test, "<test>", "exec"), namespace)
            outcomes.append("pass")
        except Timeout:
            outcomes.append("TIMEOUT")
        except AssertionError as error:
            outcomes.append(f"FAIL: {error}")
        except BaseException as error:  # noqa: BLE001 - any error is an outcome
            outcomes.append(f"ERROR: {type(error).__name__}: {error}")
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
        if stop_early and outcomes[-1] != "pass":
            break
    return outcomes


def entry_point_calls(args):
    """For each statement, the (args, kwargs) of every call of the entry point it makes (not the
    recursive calls inside it), copied before the call; run in one process so they compare by value."""
    code, setup, entry_point, statements = args
    recorded = []
    signal.signal(signal.SIGALRM, _alarm)
    for statement in statements:
        namespace = {"__name__": "__task__"}
        calls = []
        try:
            signal.setitimer(signal.ITIMER_REAL, 2.0)
            exec(compile(code, "<canonical>", "exec"), namespace)
            if setup:
                exec(compile(setup, "<setup>", "exec"), namespace)
            original = namespace[entry_point]
            depth = [0]

            def recorder(*call_args, **call_kwargs):
                if depth[0] == 0:
                    try:
                        calls.append(copy.deepcopy((call_args, call_kwargs)))
                    except Exception:  # noqa: BLE001 - an argument that cannot be copied is kept as it is
                        calls.append((call_args, call_kwargs))
                depth[0] += 1
                try:
                    return original(*call_args, **call_kwargs)
                finally:
                    depth[0] -= 1

            namespace[entry_point] = recorder
            exec(compile(statement, "<statement>", "exec"), namespace)
        except BaseException:  # noqa: BLE001 - the calls made before an error still count
            pass
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
        recorded.append(calls)
    return recorded


def same_calls(args):
    """For each example, the indices of the tests that make one of its calls with equal arguments."""
    code, setup, entry_point, tests, example_tests = args
    recorded = entry_point_calls((code, setup, entry_point, list(tests) + list(example_tests)))
    test_calls, example_calls = recorded[:len(tests)], recorded[len(tests):]
    return [[number for number, calls in enumerate(test_calls) if any(_equal(mine, theirs) for mine in own for theirs in calls)]
            for own in example_calls]


def _equal(left, right):
    try:
        return bool(left == right)
    except Exception:  # noqa: BLE001 - values that refuse comparison are not the same call
        return False


class Mutants(ast.NodeVisitor):
    FLIPS = {ast.Lt: [ast.LtE, ast.Gt], ast.LtE: [ast.Lt, ast.GtE], ast.Gt: [ast.GtE, ast.Lt], ast.GtE: [ast.Gt, ast.LtE],
             ast.Eq: [ast.NotEq], ast.NotEq: [ast.Eq], ast.In: [ast.NotIn], ast.NotIn: [ast.In], ast.Is: [ast.IsNot], ast.IsNot: [ast.Is]}
    BINOPS = {ast.Add: [ast.Sub], ast.Sub: [ast.Add], ast.Mult: [ast.FloorDiv], ast.FloorDiv: [ast.Mult, ast.Div], ast.Div: [ast.FloorDiv],
              ast.Mod: [ast.FloorDiv], ast.BitAnd: [ast.BitOr], ast.BitOr: [ast.BitAnd], ast.LShift: [ast.RShift], ast.RShift: [ast.LShift],
              ast.BitXor: [ast.BitOr]}

    def __init__(self, tree):
        self.tree = tree
        self.sites = []

    def generic_visit(self, node):
        if isinstance(node, ast.Compare):
            for position, operator in enumerate(node.ops):
                for replacement in self.FLIPS.get(type(operator), []):
                    self.sites.append((node, "ops", position, replacement))
        elif isinstance(node, (ast.BinOp, ast.AugAssign)):
            for replacement in self.BINOPS.get(type(node.op), []):
                self.sites.append((node, "op", None, replacement))
        elif isinstance(node, ast.BoolOp):
            self.sites.append((node, "op", None, ast.Or if isinstance(node.op, ast.And) else ast.And))
        elif isinstance(node, ast.Constant) and type(node.value) is int:
            self.sites.append((node, "value", None, node.value + 1))
            self.sites.append((node, "value", None, node.value - 1))
        elif isinstance(node, ast.Call) and len(node.args) >= 2:
            self.sites.append((node, "swap", None, None))
        elif isinstance(node, ast.If) and not node.orelse and all(isinstance(stmt, (ast.Return, ast.Raise, ast.Continue, ast.Break)) for stmt in node.body):
            self.sites.append((node, "remove", None, None))
        super().generic_visit(node)

    def build(self):
        self.visit(self.tree)
        results = []
        for number in range(len(self.sites)):
            tree = copy.deepcopy(self.tree)
            visitor = Mutants(tree)
            visitor.visit(tree)
            node, field, position, replacement = visitor.sites[number]
            label = f"{type(node).__name__}@{getattr(node, 'lineno', '?')}"
            if field == "ops":
                node.ops[position] = replacement()
                label += f" {replacement.__name__}"
            elif field == "op":
                node.op = replacement()
                label += f" {replacement.__name__}"
            elif field == "value":
                label += f" {node.value}->{replacement}"
                node.value = replacement
            elif field == "swap":
                node.args[0], node.args[1] = node.args[1], node.args[0]
                label += " swap args"
            elif field == "remove":
                label += " remove guard"
                node.body = [ast.Pass()]
            try:
                results.append((label, ast.unparse(tree)))
            except Exception:  # noqa: BLE001
                pass
        return results


def main(argv):
    want_mutants = "--mutants" in argv
    paths = []
    for argument in [a for a in argv if a != "--mutants"]:
        if os.path.isdir(argument):
            for root, _, files in os.walk(argument):
                paths += [os.path.join(root, name) for name in files if name.endswith(".py")]
        else:
            paths.append(argument)
    paths.sort()
    problems = 0
    per_domain = {}
    surviving_total = 0
    mutants_total = 0
    examples_checked = 0
    examples_failing = 0
    with multiprocessing.Pool(2, maxtasksperchild=20) as pool:
        for path in paths:
            try:
                header, canonical, setup, tests, examples = parse_task(path)
            except ValueError as error:
                print(f"FORMAT {error}")
                problems += 1
                continue
            domain = os.path.basename(os.path.dirname(path))
            per_domain[domain] = per_domain.get(domain, 0) + 1
            notes = []
            if domain not in DOMAINS:
                notes.append(f"folder '{domain}' is not one of the ten domains")
            if not 7 <= len(tests) <= 10:
                notes.append(f"{len(tests)} tests (need 7-10)")
            if len(set(tests)) != len(tests):
                notes.append("duplicate tests")
            if f"def {header['entry_point']}(" not in canonical:
                notes.append(f"canonical does not define {header['entry_point']}")
            if header["entry_point"] in header["query"]:
                notes.append("query names the function")
            tree = ast.parse(canonical)
            for node in ast.walk(tree):
                if isinstance(node, (ast.Import, ast.ImportFrom)):
                    for alias in node.names:
                        module = (node.module if isinstance(node, ast.ImportFrom) else alias.name).split(".")[0]
                        if module not in sys.stdlib_module_names:
                            notes.append(f"non-stdlib import {module}")
            if ast.get_docstring(tree.body[0]) if tree.body and isinstance(tree.body[0], ast.FunctionDef) else False:
                notes.append("canonical has a docstring (keep the query out of the code)")
            outcomes = pool.apply_async(run_one, ((canonical, setup, tests, False),)).get(timeout=60)
            failing = [(test, outcome) for test, outcome in zip(tests, outcomes) if outcome != "pass"]
            for test, outcome in failing:
                notes.append(f"canonical fails: {test} -> {outcome}")
            if len(examples) != 2:
                notes.append(f"{len(examples)} examples (need 2 '# example:' lines)")
            if len(set(call for call, _ in examples)) != len(examples):
                notes.append("two examples make the same call")
            if examples:
                statements = [example_test(call, expected) for call, expected in examples]
                example_outcomes = pool.apply_async(run_one, ((canonical, setup, statements, False),)).get(timeout=60)
                duplicates = pool.apply_async(same_calls, ((canonical, setup, header["entry_point"], tests, statements),)).get(timeout=60)
                for (call, expected), outcome, same in zip(examples, example_outcomes, duplicates):
                    if outcome != "pass":
                        notes.append(f"example does not hold on the canonical: {call} == {expected} -> {outcome}")
                    for number in same:
                        notes.append(f"example {call} repeats the call of test {tests[number]}")
                examples_checked += len(examples)
                examples_failing += sum(outcome != "pass" or bool(same) for outcome, same in zip(example_outcomes, duplicates))
            if want_mutants and not failing:
                mutants = Mutants(tree).build()
                jobs = [pool.apply_async(run_one, ((code, setup, tests, True),)) for _, code in mutants]
                survivors = []
                for (label, _), job in zip(mutants, jobs):
                    try:
                        result = job.get(timeout=60)
                    except multiprocessing.TimeoutError:
                        continue
                    if len(result) == len(tests) and all(outcome == "pass" for outcome in result):
                        survivors.append(label)
                mutants_total += len(mutants)
                surviving_total += len(survivors)
                if survivors:
                    notes.append(f"{len(survivors)}/{len(mutants)} crude mutants survive: " + "; ".join(survivors[:8]))
            if notes:
                hard = [n for n in notes if "survive" not in n]
                problems += 1 if hard else 0
                print(f"{'PROBLEM' if hard else 'note'} {path}: " + " | ".join(notes))
    print(f"{len(paths)} files, {problems} with problems; per domain: " + ", ".join(f"{d}={n}" for d, n in sorted(per_domain.items())))
    print(f"examples: {examples_checked} checked, {examples_checked - examples_failing} hold on the canonical and call with arguments no test uses")
    if want_mutants:
        print(f"crude mutants surviving: {surviving_total}/{mutants_total}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
