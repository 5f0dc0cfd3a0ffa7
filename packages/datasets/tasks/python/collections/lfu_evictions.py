# query: Simulate a least-frequently-used cache of the given capacity over a sequence of key accesses
#   and return the evicted keys in order. Each access counts as a use; when a new key arrives at a full
#   cache the key with the fewest uses is evicted, ties going to the least recently used. An evicted
#   key starts from zero uses if it returns. A capacity below 1 gives None.
# entry_point: lfu_evictions
# example: lfu_evictions(2, ["a", "a", "b", "c"]) == ["b"]
# example: lfu_evictions(1, ["x", "y"]) == ["x"]

def lfu_evictions(capacity, accesses):
    if capacity < 1:
        return None
    counts = {}
    last_used = {}
    evicted = []
    for time, key in enumerate(accesses):
        if key not in counts and len(counts) >= capacity:
            victim = min(counts, key=lambda k: (counts[k], last_used[k]))
            evicted.append(victim)
            del counts[victim]
            del last_used[victim]
        counts[key] = counts.get(key, 0) + 1
        last_used[key] = time
    return evicted


# tests
assert lfu_evictions(2, []) == []
assert lfu_evictions(2, ["a", "b", "a"]) == []
assert lfu_evictions(2, ["a", "b", "c"]) == ['a']
assert lfu_evictions(2, ["a", "b", "b", "a", "c"]) == ['b']
assert lfu_evictions(2, ["a", "b", "a", "a", "b", "b", "c"]) == ['a']
assert lfu_evictions(3, ["a", "b", "c", "a", "b", "d", "e"]) == ['c', 'd']
assert lfu_evictions(2, ["a", "a", "b", "c", "b", "d"]) == ['b', 'c', 'b']
assert lfu_evictions(1, ["a", "a", "b", "a"]) == ['a', 'b']
assert lfu_evictions(0, ["a"]) is None
