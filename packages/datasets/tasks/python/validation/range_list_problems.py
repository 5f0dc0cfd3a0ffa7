# query: Check a list of inclusive (start, end) integer ranges that should be ordered, non-overlapping and
#   within [minimum, maximum]. Return problems as "<index>: start after end" (such a range is otherwise
#   skipped), "<index>: outside bounds", and "<index>: overlaps or precedes previous" when a range starts at
#   or before the end of the last valid range.
# entry_point: range_list_problems
# example: range_list_problems([(0, 2), (3, 5)], 0, 5) == []
# example: range_list_problems([(1, 4), (3, 6)], 0, 10) == ["1: overlaps or precedes previous"]

def range_list_problems(ranges, minimum, maximum):
    problems = []
    previous_end = None
    for index, (start, end) in enumerate(ranges):
        if start > end:
            problems.append(str(index) + ": start after end")
            continue
        if start < minimum or end > maximum:
            problems.append(str(index) + ": outside bounds")
        if previous_end is not None and start <= previous_end:
            problems.append(str(index) + ": overlaps or precedes previous")
        previous_end = end
    return problems


# tests
assert range_list_problems([(1, 5), (6, 10)], 0, 10) == []
assert range_list_problems([(1, 5), (5, 10)], 0, 10) == ["1: overlaps or precedes previous"]
assert range_list_problems([(5, 1)], 0, 10) == ["0: start after end"]
assert range_list_problems([(0, 10)], 0, 10) == []
assert range_list_problems([(-1, 3)], 0, 10) == ["0: outside bounds"]
assert range_list_problems([(3, 11)], 0, 10) == ["0: outside bounds"]
assert range_list_problems([], 0, 10) == []
assert range_list_problems([(4, 4), (2, 3)], 0, 10) == ["1: overlaps or precedes previous"]
assert range_list_problems([(1, 2), (9, 3), (2, 4)], 0, 10) == ["1: start after end", "2: overlaps or precedes previous"]
