# query: Report whether an integer is a power of four (1, 4, 16, 64, ...). Zero and negative numbers
#   are not powers of four.
# entry_point: is_power_of_four
# example: is_power_of_four(256) == True
# example: is_power_of_four(32) == False

def is_power_of_four(value):
    if value < 1:
        return False
    if value & (value - 1) != 0:
        return False
    return (value.bit_length() - 1) % 2 == 0


# tests
assert is_power_of_four(1) is True
assert is_power_of_four(4) is True
assert is_power_of_four(16) is True
assert is_power_of_four(2) is False
assert is_power_of_four(8) is False
assert is_power_of_four(0) is False
assert is_power_of_four(20) is False
assert is_power_of_four(12) is False
assert is_power_of_four(1 << 40) is True
assert is_power_of_four(1 << 41) is False
