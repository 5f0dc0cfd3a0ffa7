# query: Find a target in an ascending sorted list of distinct values by first doubling an upper bound
#   until it passes the target and then binary searching inside the last bracket. Return the target's
#   index, or -1 if it is absent or the list is empty.
# entry_point: galloping_search
# example: galloping_search([2, 4, 6, 8, 10], 8) == 3
# example: galloping_search([1, 5, 9], 4) == -1

def galloping_search(values, target):
    if not values:
        return -1
    bound = 1
    while bound < len(values) and values[bound] < target:
        bound *= 2
    low = bound // 2
    high = min(bound, len(values) - 1)
    while low <= high:
        middle = (low + high) // 2
        if values[middle] == target:
            return middle
        if values[middle] < target:
            low = middle + 1
        else:
            high = middle - 1
    return -1


# tests
assert galloping_search([1, 3, 5, 7, 9, 11, 13, 15, 17], 1) == 0
assert galloping_search([1, 3, 5, 7, 9, 11, 13, 15, 17], 17) == 8
assert galloping_search([1, 3, 5, 7, 9, 11, 13, 15, 17], 11) == 5
assert galloping_search([1, 3, 5, 7, 9, 11, 13, 15, 17], 4) == -1
assert galloping_search([1, 3, 5, 7, 9, 11, 13, 15, 17], 20) == -1
assert galloping_search([7, 9], 9) == 1
assert galloping_search([], 3) == -1
assert galloping_search([2], 2) == 0
assert galloping_search([1, 3, 5, 7, 9, 11, 13, 15, 17], 13) == 6
assert galloping_search([1, 3, 5, 7, 9, 11, 13, 15, 17], 9) == 4
