# query: Return the largest integer whose square does not exceed a non-negative integer, found by binary
#   search over candidate roots. Return None for negative input.
# entry_point: floor_sqrt_search
# example: floor_sqrt_search(26) == 5
# example: floor_sqrt_search(81) == 9

def floor_sqrt_search(number):
    if number < 0:
        return None
    low = 0
    high = number
    while low < high:
        middle = (low + high + 1) // 2
        if middle * middle <= number:
            low = middle
        else:
            high = middle - 1
    return low


# tests
assert floor_sqrt_search(0) == 0
assert floor_sqrt_search(1) == 1
assert floor_sqrt_search(2) == 1
assert floor_sqrt_search(3) == 1
assert floor_sqrt_search(4) == 2
assert floor_sqrt_search(15) == 3
assert floor_sqrt_search(16) == 4
assert floor_sqrt_search(17) == 4
assert floor_sqrt_search(1000000) == 1000
assert floor_sqrt_search(-1) is None
