# query: Linearly map a value from an input range onto an output range (either range may be reversed).
#   When the clamp flag is set, results are limited to the output range. Returns None when the input
#   range has zero width.
# entry_point: remap_range
# example: remap_range(50, 0, 100, 0, 1, False) == 0.5
# example: remap_range(5, 0, 10, 10, 20, False) == 15

def remap_range(value, in_low, in_high, out_low, out_high, clamp):
    if in_high == in_low:
        return None
    ratio = (value - in_low) / (in_high - in_low)
    if clamp:
        if ratio < 0:
            ratio = 0
        if ratio > 1:
            ratio = 1
    return out_low + ratio * (out_high - out_low)


# tests
assert remap_range(5, 0, 10, 0, 100, False) == 50
assert remap_range(15, 0, 10, 0, 100, False) == 150
assert remap_range(15, 0, 10, 0, 100, True) == 100
assert remap_range(-5, 0, 10, 0, 100, True) == 0
assert remap_range(-5, 0, 10, 0, 100, False) == -50
assert remap_range(2, 0, 10, 100, 0, False) == 80
assert remap_range(1, 1, 1, 0, 5, False) is None
assert remap_range(0, 10, 0, 0, 1, False) == 1
assert remap_range(3, 2, 4, -1, 1, False) == 0
assert remap_range(7, 2, 12, 10, 20, True) == 15
