# query: Validate a CSV header row (a list of column names) against required and optional column names. Return
#   problems in this order: "blank column <n>" for empty or whitespace-only names (n is 1-based), "duplicate
#   <name>" for each repeat, "unknown <name>" for names in neither list, then "missing <name>" for each
#   required name absent, in required order. Names are compared after stripping surrounding spaces.
# entry_point: csv_header_problems
# example: csv_header_problems(["id", "name"], ["id", "name"], []) == []
# example: csv_header_problems(["id", "colour"], ["id", "name"], []) == ['unknown colour', 'missing name']

def csv_header_problems(header, required, optional):
    known = set(required) | set(optional)
    problems = []
    seen = set()
    for position, raw in enumerate(header, start=1):
        name = raw.strip()
        if not name:
            problems.append("blank column " + str(position))
            continue
        if name in seen:
            problems.append("duplicate " + name)
            continue
        seen.add(name)
        if name not in known:
            problems.append("unknown " + name)
    for name in required:
        if name not in seen:
            problems.append("missing " + name)
    return problems


# tests
assert csv_header_problems([], [], []) == []
assert csv_header_problems([], ["id"], ["x"]) == ['missing id']
assert csv_header_problems([" id ", "note"], ["id"], ["note"]) == []
assert csv_header_problems(["id", "", "  "], ["id"], []) == ['blank column 2', 'blank column 3']
assert csv_header_problems(["id", "id", "id"], ["id"], []) == ['duplicate id', 'duplicate id']
assert csv_header_problems(["zz", "zz"], [], []) == ['unknown zz', 'duplicate zz']
assert csv_header_problems(["b"], ["a", "b", "c"], []) == ['missing a', 'missing c']
assert csv_header_problems(["x", "a"], ["a"], []) == ['unknown x']
