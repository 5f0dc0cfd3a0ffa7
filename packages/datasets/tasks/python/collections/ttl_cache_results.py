# query: Replay (time, key) lookups against a cache whose entries expire: a lookup is a "hit" if the
#   key was stored less than ttl time units earlier, otherwise a "miss" that stores the key with the
#   current time. Hits do not refresh the entry. Return the list of "hit"/"miss" results.
# entry_point: ttl_cache_results
# example: ttl_cache_results([(0, "a"), (3, "a")], 5) == ["miss", "hit"]
# example: ttl_cache_results([(0, "a"), (7, "a")], 5) == ["miss", "miss"]

def ttl_cache_results(requests, ttl):
    stored = {}
    results = []
    for time, key in requests:
        if key in stored and time - stored[key] < ttl:
            results.append("hit")
        else:
            stored[key] = time
            results.append("miss")
    return results


# tests
assert ttl_cache_results([], 10) == []
assert ttl_cache_results([(1, "k")], 10) == ["miss"]
assert ttl_cache_results([(0, "k"), (9, "k")], 10) == ["miss", "hit"]
assert ttl_cache_results([(0, "k"), (10, "k")], 10) == ["miss", "miss"]
assert ttl_cache_results([(0, "k"), (4, "k"), (8, "k"), (12, "k")], 10) == ["miss", "hit", "hit", "miss"]
assert ttl_cache_results([(0, "a"), (1, "b"), (2, "a"), (3, "b")], 2) == ["miss", "miss", "miss", "miss"]
assert ttl_cache_results([(0, "a"), (1, "b"), (1, "a"), (2, "b")], 2) == ["miss", "miss", "hit", "hit"]
assert ttl_cache_results([(5, "k"), (5, "k")], 0) == ["miss", "miss"]
assert ttl_cache_results([(0, "k"), (15, "k"), (20, "k")], 10) == ["miss", "miss", "hit"]
