# query: Simulate one worker running jobs (name, arrival, duration, priority) from time 0 without preemption. Whenever it
#   is free it starts the waiting job with the lowest priority number, ties going to the earlier arrival and then the
#   smaller name, and if nothing is waiting it idles until the next arrival. Return (name, start time) in run order.
# entry_point: schedule_by_priority
# example: schedule_by_priority([("a", 0, 5, 2), ("b", 1, 1, 1)]) == [("a", 0), ("b", 5)]
# example: schedule_by_priority([("a", 3, 2, 1)]) == [("a", 3)]

def schedule_by_priority(jobs):
    import heapq
    pending = sorted(jobs, key=lambda job: job[1])
    ready = []
    schedule = []
    time = 0
    index = 0
    while index < len(pending) or ready:
        if not ready and time < pending[index][1]:
            time = pending[index][1]
        while index < len(pending) and pending[index][1] <= time:
            name, arrival, duration, priority = pending[index]
            heapq.heappush(ready, (priority, arrival, name, duration))
            index += 1
        priority, arrival, name, duration = heapq.heappop(ready)
        schedule.append((name, time))
        time += duration
    return schedule


# tests
assert schedule_by_priority([]) == []
assert schedule_by_priority([("a", 0, 4, 3), ("b", 1, 2, 1), ("c", 2, 1, 2)]) == [('a', 0), ('b', 4), ('c', 6)]
assert schedule_by_priority([("x", 0, 2, 5), ("y", 10, 1, 1)]) == [('x', 0), ('y', 10)]
assert schedule_by_priority([("p", 0, 3, 1), ("q", 3, 1, 2), ("r", 3, 1, 1)]) == [('p', 0), ('r', 3), ('q', 4)]
assert schedule_by_priority([("b", 0, 1, 1), ("a", 0, 1, 1)]) == [('a', 0), ('b', 1)]
assert schedule_by_priority([("late", 2, 1, 1), ("early", 1, 1, 1), ("first", 0, 5, 9)]) == [('first', 0), ('early', 5), ('late', 6)]
assert schedule_by_priority([("k", 4, 2, 1), ("m", 4, 2, 0)]) == [('m', 4), ('k', 6)]
assert schedule_by_priority([("s", 0, 0, 1), ("t", 0, 3, 2), ("u", 1, 1, 0)]) == [('s', 0), ('t', 0), ('u', 3)]
