# query: Return one page of a list as a tuple (page items, total number of pages), with pages numbered
#   from 1 and the last page possibly shorter. A page number or page size below 1 gives None, as does a
#   page past the last one (an empty list has no pages).
# entry_point: paginate
# example: paginate([1, 2, 3, 4, 5, 6, 7], 2, 3) == ([4, 5, 6], 3)
# example: paginate(["a", "b", "c"], 2, 2) == (["c"], 2)

def paginate(items, page, per_page):
    if page < 1 or per_page < 1:
        return None
    total_pages = (len(items) + per_page - 1) // per_page
    if page > total_pages:
        return None
    start = (page - 1) * per_page
    return (items[start:start + per_page], total_pages)


# tests
assert paginate([1, 2, 3, 4, 5], 1, 2) == ([1, 2], 3)
assert paginate([1, 2, 3, 4, 5], 3, 2) == ([5], 3)
assert paginate([1, 2, 3, 4, 5], 4, 2) is None
assert paginate([1, 2, 3, 4], 2, 2) == ([3, 4], 2)
assert paginate([1, 2, 3, 4], 3, 2) is None
assert paginate([], 1, 10) is None
assert paginate([1, 2, 3], 1, 10) == ([1, 2, 3], 1)
assert paginate([1, 2, 3], 0, 2) is None
assert paginate([1, 2, 3], 1, 0) is None
assert paginate([1, 2, 3], 3, 1) == ([3], 3)
