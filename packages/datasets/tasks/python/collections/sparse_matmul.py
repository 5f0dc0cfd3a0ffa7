# query: Multiply two sparse matrices stored as dicts of row -> {column: value} (missing entries are
#   zero) and return the product in the same form, leaving out zero results and rows with no nonzero
#   entries.
# entry_point: sparse_matmul
# example: sparse_matmul({0: {0: 2}}, {0: {1: 3}}) == {0: {1: 6}}
# example: sparse_matmul({0: {1: 1}}, {0: {0: 5}}) == {}

def sparse_matmul(left, right):
    product = {}
    for row, row_values in left.items():
        for middle, left_value in row_values.items():
            for col, right_value in right.get(middle, {}).items():
                cell = product.setdefault(row, {})
                cell[col] = cell.get(col, 0) + left_value * right_value
    cleaned = {}
    for row, cols in product.items():
        kept = {col: value for col, value in cols.items() if value != 0}
        if kept:
            cleaned[row] = kept
    return cleaned


# tests
assert sparse_matmul({}, {0: {0: 1}}) == {}
assert sparse_matmul({0: {0: 1, 1: 2}, 1: {1: 3}}, {0: {0: 4}, 1: {0: 5, 1: 6}}) == {0: {0: 14, 1: 12}, 1: {0: 15, 1: 18}}
assert sparse_matmul({0: {0: 1, 1: 1}}, {0: {0: 2}, 1: {0: -2}}) == {}
assert sparse_matmul({0: {0: 1, 1: 1}}, {0: {0: 2, 1: 1}, 1: {0: -2}}) == {0: {1: 1}}
assert sparse_matmul({"r": {"k": 2}}, {"k": {"c": 0.5}}) == {"r": {"c": 1.0}}
assert sparse_matmul({0: {2: 3}}, {2: {0: 1, 5: 2}}) == {0: {0: 3, 5: 6}}
assert sparse_matmul({0: {0: 1}, 1: {0: 1}}, {0: {3: 7}}) == {0: {3: 7}, 1: {3: 7}}
assert sparse_matmul({0: {0: 2}}, {0: {0: 3}}) == {0: {0: 6}}
