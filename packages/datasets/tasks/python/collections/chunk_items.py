# query: Split a list into consecutive chunks of a fixed size, keeping order; the last chunk holds
#   whatever is left and may be shorter. An empty list gives no chunks, and a size below 1 gives None.
# entry_point: chunk_items
# example: chunk_items([1, 2, 3, 4, 5, 6, 7], 3) == [[1, 2, 3], [4, 5, 6], [7]]
# example: chunk_items(["a", "b", "c"], 2) == [["a", "b"], ["c"]]

def chunk_items(items, size):
    if size < 1:
        return None
    chunks = []
    for start in range(0, len(items), size):
        chunks.append(items[start:start + size])
    return chunks


# tests
assert chunk_items([1, 2, 3, 4, 5], 2) == [[1, 2], [3, 4], [5]]
assert chunk_items([], 3) == []
assert chunk_items([1, 2], 5) == [[1, 2]]
assert chunk_items([1, 2, 3], 1) == [[1], [2], [3]]
assert chunk_items([1, 2, 3, 4], 4) == [[1, 2, 3, 4]]
assert chunk_items([1, 2, 3, 4, 5, 6], 3) == [[1, 2, 3], [4, 5, 6]]
assert chunk_items([1, 2], 0) is None
assert chunk_items([1, 2], -1) is None
