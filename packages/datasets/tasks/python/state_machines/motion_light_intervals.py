# query: A motion-sensor light turns on at a motion event and stays on until `hold` seconds after the most recent motion;
#   motion while it is on extends the time. Given motion times in any order, return the (on, off) intervals in
#   chronological order.
# entry_point: motion_light_intervals
# example: motion_light_intervals([0], 10) == [(0, 10)]
# example: motion_light_intervals([0, 5], 10) == [(0, 15)]

def motion_light_intervals(motions, hold):
    intervals = []
    on_at = None
    off_at = None
    for time in sorted(motions):
        if on_at is not None and time <= off_at:
            off_at = time + hold
            continue
        if on_at is not None:
            intervals.append((on_at, off_at))
        on_at = time
        off_at = time + hold
    if on_at is not None:
        intervals.append((on_at, off_at))
    return intervals


# tests
assert motion_light_intervals([], 30) == []
assert motion_light_intervals([100, 10, 20], 30) == [(10, 50), (100, 130)]
assert motion_light_intervals([0, 30, 61], 30) == [(0, 60), (61, 91)]
assert motion_light_intervals([0, 31], 30) == [(0, 30), (31, 61)]
assert motion_light_intervals([5, 5, 5], 1) == [(5, 6)]
assert motion_light_intervals([0, 10, 20, 30, 40], 10) == [(0, 50)]
assert motion_light_intervals([0, 11, 22], 10) == [(0, 10), (11, 21), (22, 32)]
assert motion_light_intervals([-20, -5], 10) == [(-20, -10), (-5, 5)]
