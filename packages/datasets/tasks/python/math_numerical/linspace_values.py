# query: Return `count` evenly spaced numbers from start to stop, including both ends (or excluding stop
#   when endpoint=False), each rounded to 6 decimals. A count of 1 gives [start] and a count below 1
#   gives [].
# entry_point: linspace_values
# example: linspace_values(0, 1, 5) == [0.0, 0.25, 0.5, 0.75, 1.0]
# example: linspace_values(0, 1, 4, endpoint=False) == [0.0, 0.25, 0.5, 0.75]

def linspace_values(start, stop, count, endpoint=True):
    if count < 1:
        return []
    if count == 1:
        return [round(float(start), 6)]
    divisions = count - 1 if endpoint else count
    step = (stop - start) / divisions
    return [round(start + step * index, 6) for index in range(count)]


# tests
assert linspace_values(2, 3, 0) == [] and linspace_values(2, 3, -1) == [] and linspace_values(2, 3, 0, endpoint=False) == []
assert linspace_values(2, 3, 1) == [2.0] and linspace_values(1.23456789, 5, 1) == [1.234568]
assert linspace_values(2, 3, 1, endpoint=False) == [2.0]
assert linspace_values(2, 3, 2) == [2.0, 3.0]
assert linspace_values(2, 3, 2, endpoint=False) == [2.0, 2.5]
assert linspace_values(10, 0, 3) == [10.0, 5.0, 0.0]
assert linspace_values(0, 1, 4) == [0.0, 0.333333, 0.666667, 1.0]
assert linspace_values(-1, 1, 5) == [-1.0, -0.5, 0.0, 0.5, 1.0]
assert linspace_values(0, 10, 5, endpoint=False) == [0.0, 2.0, 4.0, 6.0, 8.0]
