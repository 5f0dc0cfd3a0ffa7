# query: Simulate a single first-come-first-served server: customers arrive at the given non-negative
#   times (in order) and need the given service durations; return how long each waits before service
#   starts. Lists of different lengths give None.
# entry_point: fifo_wait_times
# example: fifo_wait_times([0, 1, 2], [3, 3, 3]) == [0, 2, 4]
# example: fifo_wait_times([5], [1]) == [0]

def fifo_wait_times(arrivals, durations):
    if len(arrivals) != len(durations):
        return None
    waits = []
    free_at = 0
    for arrival, duration in zip(arrivals, durations):
        start = max(arrival, free_at)
        waits.append(start - arrival)
        free_at = start + duration
    return waits


# tests
assert fifo_wait_times([], []) == []
assert fifo_wait_times([0], [4]) == [0]
assert fifo_wait_times([0, 0], [4, 1]) == [0, 4]
assert fifo_wait_times([0, 4], [4, 1]) == [0, 0]
assert fifo_wait_times([0, 3], [4, 1]) == [0, 1]
assert fifo_wait_times([0, 10, 11], [2, 5, 1]) == [0, 0, 4]
assert fifo_wait_times([1, 2, 3, 4], [2, 2, 2, 2]) == [0, 1, 2, 3]
assert fifo_wait_times([0, 1], [1]) is None
assert fifo_wait_times([2, 2, 9], [3, 3, 1]) == [0, 3, 0]
