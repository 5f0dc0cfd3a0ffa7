# query: Downsample a series by replacing each consecutive group of a fixed number of values with their
#   mean, rounded to 3 decimal places; a final group with fewer values is dropped. A group size below
#   1 gives None.
# entry_point: downsample_mean
# example: downsample_mean([2, 4, 6, 8], 2) == [3.0, 7.0]
# example: downsample_mean([1, 2, 3, 4, 5, 6], 3) == [2.0, 5.0]

def downsample_mean(values, factor):
    if factor < 1:
        return None
    result = []
    for start in range(0, len(values) - factor + 1, factor):
        group = values[start:start + factor]
        result.append(round(sum(group) / factor, 3))
    return result


# tests
assert downsample_mean([], 2) == []
assert downsample_mean([1, 3, 5, 7], 2) == [2.0, 6.0]
assert downsample_mean([1, 3, 5, 7, 9], 2) == [2.0, 6.0]
assert downsample_mean([1, 2, 3], 1) == [1.0, 2.0, 3.0]
assert downsample_mean([1, 2, 4], 3) == [2.333]
assert downsample_mean([1, 2], 3) == []
assert downsample_mean([4, 4, 4, 8, 8, 9], 3) == [4.0, 8.333]
assert downsample_mean([1, 2], 0) is None
assert downsample_mean([-1, 1, -3, -5], 2) == [0.0, -4.0]
