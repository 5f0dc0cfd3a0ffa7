# query: Count the distinct ways to make an amount from unlimited coins of the given denominations, where
#   the order of coins does not matter (1+2 and 2+1 are the same way). An amount of 0 has exactly one way;
#   a negative amount has none. Duplicate and non-positive denominations are ignored.
# entry_point: coin_change_ways
# example: coin_change_ways(4, [1, 2]) == 3
# example: coin_change_ways(3, [2]) == 0

def coin_change_ways(amount, coins):
    if amount < 0:
        return 0
    ways = [0] * (amount + 1)
    ways[0] = 1
    for coin in sorted(set(coins)):
        if coin <= 0:
            continue
        for value in range(coin, amount + 1):
            ways[value] += ways[value - coin]
    return ways[amount]


# tests
assert coin_change_ways(0, [5]) == 1 and coin_change_ways(0, []) == 1
assert coin_change_ways(-3, [1]) == 0 and coin_change_ways(-1, [1]) == 0
assert coin_change_ways(5, []) == 0
assert coin_change_ways(5, [1, 2, 5]) == 4
assert coin_change_ways(10, [2, 5, 3, 6]) == 5
assert coin_change_ways(7, [2, 4]) == 0
assert coin_change_ways(6, [1, 1, 3]) == 3
assert coin_change_ways(3, [0, -1, 3]) == 1
assert coin_change_ways(100, [1, 5, 10, 25, 50]) == 292
assert coin_change_ways(1, [1]) == 1 and coin_change_ways(2, [2, 1]) == 2
