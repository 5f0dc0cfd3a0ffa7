# query: Debounce a sampled signal: the output starts at the first sample's level and switches to a new level
#   only once that level has been seen in the given number of consecutive samples; shorter glitches are
#   ignored. Return the output level for every sample (an empty list for no samples).
# entry_point: debounce_signal
# example: debounce_signal([1, 1, 0, 0, 0], 2) == [1, 1, 1, 0, 0]
# example: debounce_signal([0, 0, 1, 0, 0], 2) == [0, 0, 0, 0, 0]

def debounce_signal(samples, stable_count):
    if not samples:
        return []
    level = samples[0]
    candidate = level
    streak = 0
    output = []
    for sample in samples:
        if sample == level:
            streak = 0
        elif sample == candidate:
            streak += 1
        else:
            candidate = sample
            streak = 1
        if streak >= stable_count:
            level = candidate
            streak = 0
        output.append(level)
    return output


# tests
assert debounce_signal([0, 1, 0, 0], 2) == [0, 0, 0, 0]
assert debounce_signal([0, 1, 1, 1], 2) == [0, 0, 1, 1]
assert debounce_signal([], 3) == []
assert debounce_signal([1, 0, 0, 0, 1, 0], 3) == [1, 1, 1, 0, 0, 0]
assert debounce_signal([0, 1, 0, 1, 1], 2) == [0, 0, 0, 0, 1]
assert debounce_signal([1, 1, 1], 1) == [1, 1, 1]
assert debounce_signal([0, 1, 0], 1) == [0, 1, 0]
assert debounce_signal([0, 1, 1, 0, 1, 1, 1], 3) == [0, 0, 0, 0, 0, 0, 1]
assert debounce_signal([0, 2, 1, 1], 2) == [0, 0, 0, 1]
