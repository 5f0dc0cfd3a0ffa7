# query: Split an integer total into a given number of integer shares that differ by at most one, with the
#   larger shares first, so they add up to the total. A non-positive number of parts gives an empty list.
# entry_point: split_evenly
# example: split_evenly(7, 2) == [4, 3]
# example: split_evenly(12, 5) == [3, 3, 2, 2, 2]

def split_evenly(total, parts):
    if parts <= 0:
        return []
    base = total // parts
    remainder = total % parts
    shares = []
    for index in range(parts):
        if index < remainder:
            shares.append(base + 1)
        else:
            shares.append(base)
    return shares


# tests
assert split_evenly(10, 3) == [4, 3, 3]
assert split_evenly(9, 3) == [3, 3, 3]
assert split_evenly(2, 4) == [1, 1, 0, 0]
assert split_evenly(0, 2) == [0, 0]
assert split_evenly(5, 0) == [] and split_evenly(5, -1) == []
assert split_evenly(11, 4) == [3, 3, 3, 2]
assert split_evenly(7, 1) == [7]
assert split_evenly(-7, 3) == [-2, -2, -3]
