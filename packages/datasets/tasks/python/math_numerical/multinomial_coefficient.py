# query: Return the multinomial coefficient (k1 + k2 + ...)! / (k1! * k2! * ...) for a list of group sizes,
#   the number of ways to split that many items into labelled groups of those sizes, exactly. An empty
#   list gives 1; any negative size gives None.
# entry_point: multinomial_coefficient
# example: multinomial_coefficient([2, 1]) == 3
# example: multinomial_coefficient([1, 1, 1]) == 6

def multinomial_coefficient(sizes):
    result = 1
    total = 0
    for size in sizes:
        if size < 0:
            return None
        for step in range(1, size + 1):
            total += 1
            result = result * total // step
    return result


# tests
assert multinomial_coefficient([]) == 1
assert multinomial_coefficient([5]) == 1
assert multinomial_coefficient([0, 0]) == 1
assert multinomial_coefficient([2, 2]) == 6
assert multinomial_coefficient([3, 2, 1]) == 60
assert multinomial_coefficient([4, 0, 4]) == 70
assert multinomial_coefficient([1, 1, 1, 1]) == 24
assert multinomial_coefficient([2, -1]) is None
assert multinomial_coefficient([20, 20, 20]) == 577831214478475823831865900
assert multinomial_coefficient([1, 2, 3, 4]) == 12600
