# query: Filter a stream so that an item is dropped when an equal item is among the last `window` items
#   already kept (for example to avoid replaying a recently played song). A window below 1 keeps
#   everything.
# entry_point: suppress_recent_repeats
# example: suppress_recent_repeats(["a", "b", "a", "c", "a"], 1) == ["a", "b", "a", "c", "a"]
# example: suppress_recent_repeats(["a", "b", "a", "c", "a"], 2) == ["a", "b", "c", "a"]

def suppress_recent_repeats(items, window):
    kept = []
    for item in items:
        recent = kept[-window:] if window > 0 else []
        if item in recent:
            continue
        kept.append(item)
    return kept


# tests
assert suppress_recent_repeats([], 3) == []
assert suppress_recent_repeats([1, 1, 1], 0) == [1, 1, 1]
assert suppress_recent_repeats([1, 1, 1], 1) == [1]
assert suppress_recent_repeats([1, 2, 1], 1) == [1, 2, 1]
assert suppress_recent_repeats([1, 2, 1], 2) == [1, 2]
assert suppress_recent_repeats([1, 2, 3, 1], 2) == [1, 2, 3, 1]
assert suppress_recent_repeats([1, 2, 3, 1], 3) == [1, 2, 3]
assert suppress_recent_repeats([1, 2, 2, 3, 1, 4, 1], 3) == [1, 2, 3, 4, 1]
assert suppress_recent_repeats([5, 5], -2) == [5, 5]
