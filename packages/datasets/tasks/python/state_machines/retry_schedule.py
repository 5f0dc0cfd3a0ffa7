# query: Compute the start times of the attempts of a retried operation with exponential backoff. Attempts take no
#   time; the first starts at 0 and after the n-th failure (n from 1) the next attempt waits base * 2**(n-1), capped at
#   max_delay. Stop after a success, after max_attempts attempts, or when the outcomes run out.
# entry_point: retry_schedule
# example: retry_schedule([False, True], 1, 10, 5) == [0, 1]
# example: retry_schedule([False, False, False], 2, 100, 5) == [0, 2, 6]

def retry_schedule(outcomes, base, max_delay, max_attempts):
    starts = []
    time = 0
    failures = 0
    for succeeded in outcomes:
        if len(starts) >= max_attempts:
            break
        starts.append(time)
        if succeeded:
            break
        delay = min(max_delay, base * 2 ** failures)
        failures += 1
        time += delay
    return starts


# tests
assert retry_schedule([True, True], 5, 60, 3) == [0]
assert retry_schedule([], 5, 60, 3) == []
assert retry_schedule([False, False, False, True], 5, 60, 10) == [0, 5, 15, 35]
assert retry_schedule([False, False, False, False, False, False], 5, 30, 10) == [0, 5, 15, 35, 65, 95]
assert retry_schedule([False, False, False, False, True], 1, 100, 3) == [0, 1, 3]
assert retry_schedule([False, False, True, False], 3, 4, 10) == [0, 3, 7]
assert retry_schedule([False, True], 7, 60, 1) == [0]
assert retry_schedule([False, False, False], 10, 15, 0) == []
assert retry_schedule([False, False, False, False, False], 1, 8, 5) == [0, 1, 3, 7, 15]
