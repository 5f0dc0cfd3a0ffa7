# query: Validate a list of percentage shares that must add up to 100: return None if valid, otherwise the first
#   problem among "empty" (no shares), "share <i> out of range" (a share below 0 or above 100, i is the index)
#   and "total is <sum>" when the sum differs from 100 by more than 0.01 (sum rounded to 2 decimals).
# entry_point: percentage_split_error
# example: percentage_split_error([50, 50]) == None
# example: percentage_split_error([50, 40]) == 'total is 90'

def percentage_split_error(shares):
    if not shares:
        return "empty"
    total = 0
    for index, share in enumerate(shares):
        if share < 0 or share > 100:
            return "share " + str(index) + " out of range"
        total += share
    if abs(total - 100) > 0.01:
        return "total is " + str(round(total, 2))
    return None


# tests
assert percentage_split_error([]) == 'empty'
assert percentage_split_error([100]) is None
assert percentage_split_error([0, 100, 0]) is None
assert percentage_split_error([33.33, 33.33, 33.34]) is None
assert percentage_split_error([33.33, 33.33, 33.33]) == 'total is 99.99'
assert percentage_split_error([-1, 101]) == 'share 0 out of range'
assert percentage_split_error([20, 101]) == 'share 1 out of range'
assert percentage_split_error([60, 60]) == 'total is 120'
assert percentage_split_error([99.995]) is None
assert percentage_split_error([33.333, 33.333]) == 'total is 66.67'
