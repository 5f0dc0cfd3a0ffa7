# query: Given sessions as (start, end) times with the end exclusive, find the largest number of sessions
#   running at the same moment and the earliest time that peak begins. Sessions with end <= start are ignored;
#   with no valid sessions return (0, None).
# entry_point: peak_concurrency
# example: peak_concurrency([(0, 4), (1, 3)]) == (2, 1)
# example: peak_concurrency([(10, 20), (15, 25), (30, 40)]) == (2, 15)

def peak_concurrency(sessions):
    events = []
    for start, end in sessions:
        if end <= start:
            continue
        events.append((start, 1))
        events.append((end, -1))
    events.sort()
    current = 0
    best = 0
    best_time = None
    for time, change in events:
        current += change
        if current > best:
            best = current
            best_time = time
    return (best, best_time)


# tests
assert peak_concurrency([(1, 5), (2, 6), (4, 8)]) == (3, 4)
assert peak_concurrency([]) == (0, None)
assert peak_concurrency([(1, 3), (3, 5)]) == (1, 1)
assert peak_concurrency([(0, 10), (2, 3), (2, 4)]) == (3, 2)
assert peak_concurrency([(5, 5), (1, 2)]) == (1, 1)
assert peak_concurrency([(3, 1), (2, 5)]) == (1, 2)
assert peak_concurrency([(1, 4), (2, 3), (5, 9), (6, 8), (7, 10)]) == (3, 7)
assert peak_concurrency([(-5, -1), (-3, 0)]) == (2, -3)
assert peak_concurrency([(4, 6), (1, 2), (5, 7), (0, 3)]) == (2, 1)
