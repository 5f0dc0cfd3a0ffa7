# query: Return row n of Pascal's triangle (row 0 is [1], row 3 is [1, 3, 3, 1]), optionally with every
#   entry reduced modulo m when m is given. Returns an empty list for a negative n.
# entry_point: pascal_row
# example: pascal_row(2) == [1, 2, 1]
# example: pascal_row(4, 3) == [1, 1, 0, 1, 1]

def pascal_row(n, m=None):
    if n < 0:
        return []
    row = [1]
    for _ in range(n):
        nxt = [1]
        for index in range(1, len(row)):
            value = row[index - 1] + row[index]
            if m is not None:
                value %= m
            nxt.append(value)
        nxt.append(1)
        row = nxt
    if m is not None:
        row = [value % m for value in row]
    return row


# tests
assert pascal_row(0) == [1]
assert pascal_row(1) == [1, 1]
assert pascal_row(3) == [1, 3, 3, 1]
assert pascal_row(5) == [1, 5, 10, 10, 5, 1]
assert pascal_row(7)[3] == 35
assert pascal_row(-1) == []
assert pascal_row(5, 2) == [1, 1, 0, 0, 1, 1]
assert pascal_row(6, 10) == [1, 6, 5, 0, 5, 6, 1]
assert pascal_row(3, 1) == [0, 0, 0, 0]
assert pascal_row(20, 7)[10] == 184756 % 7
