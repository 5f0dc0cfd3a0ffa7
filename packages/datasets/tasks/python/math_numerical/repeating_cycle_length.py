# query: Return the length of the repeating cycle in the decimal expansion of 1/n (1/7 = 0.(142857) gives
#   6); a terminating decimal such as 1/8 gives 0. Returns None for n below 1.
# entry_point: repeating_cycle_length
# example: repeating_cycle_length(3) == 1
# example: repeating_cycle_length(4) == 0

def repeating_cycle_length(n):
    if n < 1:
        return None
    seen = {}
    remainder = 1 % n
    position = 0
    while remainder != 0:
        if remainder in seen:
            return position - seen[remainder]
        seen[remainder] = position
        remainder = remainder * 10 % n
        position += 1
    return 0


# tests
assert repeating_cycle_length(1) == 0
assert repeating_cycle_length(2) == 0 and repeating_cycle_length(8) == 0
assert repeating_cycle_length(7) == 6
assert repeating_cycle_length(6) == 1
assert repeating_cycle_length(11) == 2
assert repeating_cycle_length(12) == 1
assert repeating_cycle_length(17) == 16
assert repeating_cycle_length(0) is None and repeating_cycle_length(-7) is None
assert repeating_cycle_length(28) == 6 and repeating_cycle_length(81) == 9
assert repeating_cycle_length(250) == 0
