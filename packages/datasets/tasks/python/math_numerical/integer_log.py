# query: Return the largest integer exponent e such that base**e does not exceed a positive integer value
#   (the floor of the logarithm), computed exactly. Returns None for a value below 1 or a base below 2.
# entry_point: integer_log
# example: integer_log(1000, 10) == 3
# example: integer_log(33, 2) == 5

def integer_log(value, base):
    if value < 1 or base < 2:
        return None
    exponent = 0
    power = base
    while power <= value:
        power *= base
        exponent += 1
    return exponent


# tests
assert integer_log(1, 10) == 0
assert integer_log(9, 10) == 0
assert integer_log(10, 10) == 1
assert integer_log(99, 10) == 1 and integer_log(100, 10) == 2
assert integer_log(1024, 2) == 10
assert integer_log(1023, 2) == 9
assert integer_log(0, 10) is None
assert integer_log(8, 1) is None
assert integer_log(80, 3) == 3 and integer_log(81, 3) == 4
assert integer_log(10 ** 30, 10) == 30
