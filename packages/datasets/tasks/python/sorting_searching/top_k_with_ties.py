# query: Given a dict of name -> score, return the names of the top k scorers ordered by score (highest first) and
#   name within equal scores, extended to include everyone tied with the k-th place score. k <= 0 or no scores gives an
#   empty list; k beyond the number of names returns everyone.
# entry_point: top_k_with_ties
# example: top_k_with_ties({"ann": 5, "bob": 9}, 1) == ["bob"]
# example: top_k_with_ties({"x": 3, "y": 3, "z": 1}, 1) == ["x", "y"]

def top_k_with_ties(scores, k):
    if k <= 0 or not scores:
        return []
    ranked = sorted(scores.items(), key=lambda item: (-item[1], item[0]))
    if k >= len(ranked):
        return [name for name, _ in ranked]
    cutoff = ranked[k - 1][1]
    result = []
    for name, score in ranked:
        if score < cutoff:
            break
        result.append(name)
    return result


# tests
assert top_k_with_ties({"a": 10, "b": 8, "c": 8, "d": 5}, 2) == ['a', 'b', 'c']
assert top_k_with_ties({"a": 10, "b": 8, "c": 8, "d": 5}, 1) == ['a']
assert top_k_with_ties({"a": 10, "b": 8, "c": 8, "d": 5}, 3) == ['a', 'b', 'c']
assert top_k_with_ties({"a": 10, "b": 8, "c": 8, "d": 5}, 4) == ['a', 'b', 'c', 'd']
assert top_k_with_ties({"a": 10, "b": 8, "c": 8, "d": 5}, 7) == ['a', 'b', 'c', 'd']
assert top_k_with_ties({"a": 10}, 0) == []
assert top_k_with_ties({}, 3) == []
assert top_k_with_ties({"zed": 2, "amy": 2, "kim": 2}, 1) == ['amy', 'kim', 'zed']
assert top_k_with_ties({"p": -1, "q": -3, "r": 0}, 2) == ['r', 'p']
assert top_k_with_ties({"p": 4, "q": 6}, -2) == []
