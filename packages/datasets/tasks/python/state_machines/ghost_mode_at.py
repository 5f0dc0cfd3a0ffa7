# query: Find a maze-game ghost's mode at time `now`. A schedule of (mode, seconds) pairs runs from time 0, with the last
#   mode lasting forever. Power pellets eaten at the given times make the ghost "frightened" for `fright` seconds (a new
#   pellet restarts that period) and pause the schedule clock meanwhile. Return the current mode.
# entry_point: ghost_mode_at
# example: ghost_mode_at([("scatter", 7), ("chase", 20)], [], 5, 6) == "scatter"
# example: ghost_mode_at([("scatter", 7), ("chase", 20)], [3], 5, 6) == "frightened"

def ghost_mode_at(schedule, pellets, fright, now):
    clock = 0
    resumed_at = 0
    for time in sorted(pellets):
        if time > now:
            break
        if time > resumed_at:
            clock += time - resumed_at
        resumed_at = time + fright
    if now < resumed_at:
        return "frightened"
    clock += now - resumed_at
    for mode, seconds in schedule[:-1]:
        if clock < seconds:
            return mode
        clock -= seconds
    return schedule[-1][0]


# tests
assert ghost_mode_at([("scatter", 7), ("chase", 20), ("scatter", 7), ("chase", 1)], [], 2, 6) == 'scatter'
assert ghost_mode_at([("scatter", 7), ("chase", 20), ("scatter", 7), ("chase", 1)], [], 6, 7) == 'chase'
assert ghost_mode_at([("scatter", 7), ("chase", 20), ("scatter", 7), ("chase", 1)], [], 6, 34) == 'chase'
assert ghost_mode_at([("scatter", 7), ("chase", 20), ("scatter", 7), ("chase", 1)], [], 6, 500) == 'chase'
assert ghost_mode_at([("scatter", 7), ("chase", 20), ("scatter", 7), ("chase", 1)], [5], 6, 10) == 'frightened'
assert ghost_mode_at([("scatter", 7), ("chase", 20), ("scatter", 7), ("chase", 1)], [5], 6, 11) == 'scatter'
assert ghost_mode_at([("scatter", 7), ("chase", 20), ("scatter", 7), ("chase", 1)], [1, 8], 4, 35) == 'scatter'
assert ghost_mode_at([("scatter", 7), ("chase", 20), ("scatter", 7), ("chase", 1)], [5, 9], 6, 14) == 'frightened'
assert ghost_mode_at([("scatter", 7), ("chase", 20), ("scatter", 7), ("chase", 1)], [3], 8, 3) == 'frightened'
assert ghost_mode_at([("scatter", 7), ("chase", 20), ("scatter", 7), ("chase", 1)], [40], 6, 30) == 'scatter'
