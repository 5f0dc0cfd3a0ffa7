# query: Roll up amounts attached to slash-separated paths such as "sales/eu/de" into totals for every
#   path prefix ("sales", "sales/eu", "sales/eu/de"), returned as a dict. Empty segments from leading,
#   trailing or doubled slashes are ignored, and a path with no segments contributes nothing.
# entry_point: rollup_path_totals
# example: rollup_path_totals([("a/b", 5), ("a/c", 2)]) == {"a": 7, "a/b": 5, "a/c": 2}
# example: rollup_path_totals([("docs", 1)]) == {"docs": 1}

def rollup_path_totals(items):
    totals = {}
    for path, amount in items:
        segments = [segment for segment in path.split("/") if segment]
        for depth in range(1, len(segments) + 1):
            prefix = "/".join(segments[:depth])
            totals[prefix] = totals.get(prefix, 0) + amount
    return totals


# tests
assert rollup_path_totals([]) == {}
assert rollup_path_totals([("", 4), ("/", 3)]) == {}
assert rollup_path_totals([("x", 2), ("x", 3)]) == {"x": 5}
assert rollup_path_totals([("x/y/z", 1)]) == {"x": 1, "x/y": 1, "x/y/z": 1}
assert rollup_path_totals([("/x//y/", 6)]) == {"x": 6, "x/y": 6}
assert rollup_path_totals([("a/b", 10), ("a", -4), ("c/b", 1)]) == {"a": 6, "a/b": 10, "c": 1, "c/b": 1}
assert rollup_path_totals([("p/q", 1.5), ("p/r", 2.5)]) == {"p": 4.0, "p/q": 1.5, "p/r": 2.5}
assert rollup_path_totals([("m/n", 0)]) == {"m": 0, "m/n": 0}
