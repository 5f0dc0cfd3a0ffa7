# query: Classify the order of a list: "ascending" if it never decreases and increases at least once,
#   "descending" if it never increases and decreases at least once, "constant" if all values are equal
#   (including empty and single-element lists), otherwise "unsorted".
# entry_point: sort_direction
# example: sort_direction([1, 4, 9]) == "ascending"
# example: sort_direction([3, 5, 4]) == "unsorted"

def sort_direction(values):
    rising = False
    falling = False
    for index in range(1, len(values)):
        if values[index] > values[index - 1]:
            rising = True
        elif values[index] < values[index - 1]:
            falling = True
        if rising and falling:
            return "unsorted"
    if rising:
        return "ascending"
    if falling:
        return "descending"
    return "constant"


# tests
assert sort_direction([1, 2, 2, 5]) == "ascending"
assert sort_direction([5, 3, 3, 1]) == "descending"
assert sort_direction([4, 4, 4]) == "constant"
assert sort_direction([]) == "constant"
assert sort_direction([9]) == "constant"
assert sort_direction([1, 3, 2]) == "unsorted"
assert sort_direction([3, 1, 2]) == "unsorted"
assert sort_direction([2, 1]) == "descending"
assert sort_direction([-3, -3, -2]) == "ascending"
