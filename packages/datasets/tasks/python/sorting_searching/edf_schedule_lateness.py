# query: Schedule jobs (name, duration, deadline) back to back from time 0 in earliest-deadline-first order, ties broken
#   by name. Return the order of names and the maximum lateness (finish time minus deadline, never below 0).
# entry_point: edf_schedule_lateness
# example: edf_schedule_lateness([("a", 2, 5), ("b", 1, 1)]) == (["b", "a"], 0)
# example: edf_schedule_lateness([("a", 3, 1)]) == (["a"], 2)

def edf_schedule_lateness(jobs):
    ordered = sorted(jobs, key=lambda job: (job[2], job[0]))
    time = 0
    worst = 0
    names = []
    for name, duration, deadline in ordered:
        time += duration
        worst = max(worst, time - deadline)
        names.append(name)
    return (names, worst)


# tests
assert edf_schedule_lateness([]) == ([], 0)
assert edf_schedule_lateness([("x", 4, 10), ("y", 2, 3), ("z", 3, 6)]) == (['y', 'z', 'x'], 0)
assert edf_schedule_lateness([("x", 4, 4), ("y", 2, 3), ("z", 3, 6)]) == (['y', 'x', 'z'], 3)
assert edf_schedule_lateness([("b", 1, 5), ("a", 1, 5)]) == (['a', 'b'], 0)
assert edf_schedule_lateness([("long", 10, 2), ("short", 1, 20)]) == (['long', 'short'], 8)
assert edf_schedule_lateness([("p", 2, 2), ("q", 2, 4), ("r", 2, 5)]) == (['p', 'q', 'r'], 1)
assert edf_schedule_lateness([("solo", 0, 0)]) == (['solo'], 0)
assert edf_schedule_lateness([("m", 3, 1), ("n", 1, 2)]) == (['m', 'n'], 2)
