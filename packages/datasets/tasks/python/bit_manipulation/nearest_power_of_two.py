# query: Round a positive integer to the nearest power of two; when it lies exactly halfway between
#   two powers, the larger one wins. Inputs below 1 give None.
# entry_point: nearest_power_of_two
# example: nearest_power_of_two(20) == 16
# example: nearest_power_of_two(24) == 32

def nearest_power_of_two(n):
    if n < 1:
        return None
    lower = 1 << (n.bit_length() - 1)
    upper = lower << 1
    if n - lower < upper - n:
        return lower
    return upper


# tests
assert nearest_power_of_two(0) is None
assert nearest_power_of_two(1) == 1
assert nearest_power_of_two(2) == 2
assert nearest_power_of_two(3) == 4
assert nearest_power_of_two(5) == 4
assert nearest_power_of_two(6) == 8
assert nearest_power_of_two(7) == 8
assert nearest_power_of_two(11) == 8
assert nearest_power_of_two(1000) == 1024
assert nearest_power_of_two(64) == 64
