# query: Given item prices and a budget, return the largest number of distinct items that can be bought
#   without the total exceeding the budget (spending exactly the budget is allowed). A negative budget buys nothing.
# entry_point: max_items_within_budget
# example: max_items_within_budget([4, 2, 7, 1], 7) == 3
# example: max_items_within_budget([10, 20], 15) == 1

def max_items_within_budget(prices, budget):
    count = 0
    spent = 0
    for price in sorted(prices):
        if spent + price > budget:
            break
        spent += price
        count += 1
    return count


# tests
assert max_items_within_budget([5, 1, 3, 2], 6) == 3
assert max_items_within_budget([], 10) == 0
assert max_items_within_budget([4], 3) == 0
assert max_items_within_budget([4], 4) == 1
assert max_items_within_budget([2, 2, 2], 5) == 2
assert max_items_within_budget([0, 0, 7], 0) == 2
assert max_items_within_budget([10, 1, 1], 12) == 3
assert max_items_within_budget([3, 8, 1], -1) == 0
