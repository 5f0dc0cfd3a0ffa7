# query: Given search results as (title, score) pairs, drop results whose score is zero or negative, order
#   the rest by score from highest to lowest with ties broken by title ignoring case, and return at most the
#   requested number of titles. A limit of zero or less returns an empty list.
# entry_point: rank_search_results
# example: rank_search_results([("x", 1), ("y", 9), ("z", 4)], 2) == ["y", "z"]
# example: rank_search_results([("Doc", 3), ("api", 3)], 5) == ["api", "Doc"]

def rank_search_results(results, limit):
    if limit <= 0:
        return []
    ordered = sorted(results, key=lambda item: (-item[1], item[0].lower()))
    titles = []
    for title, score in ordered:
        if score <= 0:
            continue
        titles.append(title)
        if len(titles) == limit:
            break
    return titles


# tests
assert rank_search_results([("b", 2), ("a", 5), ("c", 3)], 2) == ["a", "c"]
assert rank_search_results([("b", 2), ("a", 5), ("c", 3)], 10) == ["a", "c", "b"]
assert rank_search_results([], 3) == []
assert rank_search_results([("x", 1)], 0) == []
assert rank_search_results([("Beta", 4), ("alpha", 4), ("Gamma", 4)], 3) == ["alpha", "Beta", "Gamma"]
assert rank_search_results([("zero", 0), ("neg", -2), ("pos", 1)], 5) == ["pos"]
assert rank_search_results([("a", 1), ("b", 1)], -1) == []
assert rank_search_results([("d", 0), ("e", 3), ("f", 7)], 1) == ["f"]
assert rank_search_results([("m", 2), ("n", 2), ("o", 1)], 2) == ["m", "n"]
