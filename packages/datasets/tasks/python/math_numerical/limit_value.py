# query: Bring a number into the range from low to high: either clamp it to [low, high], or, when the wrap
#   flag is set, wrap it periodically into [low, high) like an angle. Returns None unless low < high.
# entry_point: limit_value
# example: limit_value(150, 0, 100, False) == 100
# example: limit_value(25, 0, 24, True) == 1

def limit_value(value, low, high, wrap):
    if low >= high:
        return None
    if wrap:
        span = high - low
        return low + (value - low) % span
    if value < low:
        return low
    if value > high:
        return high
    return value


# tests
assert limit_value(5, 0, 10, False) == 5
assert limit_value(-3, 0, 10, False) == 0
assert limit_value(12, 0, 10, False) == 10
assert limit_value(10, 0, 10, False) == 10 and limit_value(0, 0, 10, False) == 0
assert limit_value(12, 0, 10, True) == 2
assert limit_value(-3, 0, 10, True) == 7 and limit_value(7, 1, 5, True) == 3
assert limit_value(10, 0, 10, True) == 0
assert limit_value(370, -180, 180, True) == 10 and limit_value(-190, -180, 180, True) == 170
assert limit_value(5, 5, 5, False) is None
assert limit_value(5, 6, 5, True) is None
