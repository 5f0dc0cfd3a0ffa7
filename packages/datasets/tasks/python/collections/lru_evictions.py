# query: Simulate a least-recently-used cache of the given capacity over a sequence of key accesses and
#   return the keys evicted, in eviction order. Accessing a cached key makes it most recently used. A
#   capacity below 1 gives None.
# entry_point: lru_evictions
# example: lru_evictions(2, ["a", "b", "c", "a"]) == ["a", "b"]
# example: lru_evictions(3, ["x", "y", "z", "x", "w"]) == ["y"]

def lru_evictions(capacity, accesses):
    if capacity < 1:
        return None
    cache = []
    evicted = []
    for key in accesses:
        if key in cache:
            cache.remove(key)
        elif len(cache) >= capacity:
            evicted.append(cache.pop(0))
        cache.append(key)
    return evicted


# tests
assert lru_evictions(2, []) == []
assert lru_evictions(2, ["a", "b"]) == []
assert lru_evictions(2, ["a", "b", "c"]) == ["a"]
assert lru_evictions(2, ["a", "b", "a", "c"]) == ["b"]
assert lru_evictions(1, ["a", "b", "a"]) == ["a", "b"]
assert lru_evictions(3, ["a", "b", "c", "a", "d", "e"]) == ["b", "c"]
assert lru_evictions(2, ["a", "a", "a", "b", "c"]) == ["a"]
assert lru_evictions(0, ["a"]) is None
assert lru_evictions(1, ["x", "x"]) == []
