# query: A screen was last used at time 0; it dims after dim_after seconds without input and locks after lock_after
#   seconds without input (lock_after > dim_after). "input" events keep it awake but do nothing once it is locked, and an
#   "unlock" event unlocks it and counts as input. Given (time, kind) events in order, return its state at time now:
#   "on", "dimmed" or "locked".
# entry_point: screen_power_state
# example: screen_power_state([], 30, 60, 10) == "on"
# example: screen_power_state([], 30, 60, 45) == "dimmed"

def screen_power_state(events, dim_after, lock_after, now):
    last_activity = 0
    locked = False
    for time, kind in events:
        if time - last_activity >= lock_after:
            locked = True
        if kind == "unlock":
            locked = False
            last_activity = time
        elif kind == "input" and not locked:
            last_activity = time
    if locked or now - last_activity >= lock_after:
        return "locked"
    if now - last_activity >= dim_after:
        return "dimmed"
    return "on"


# tests
assert screen_power_state([], 30, 60, 29) == 'on'
assert screen_power_state([], 30, 60, 30) == 'dimmed'
assert screen_power_state([], 30, 60, 60) == 'locked'
assert screen_power_state([(50, "input")], 30, 60, 100) == 'dimmed'
assert screen_power_state([(50, "input")], 30, 60, 79) == 'on'
assert screen_power_state([(60, "input")], 30, 60, 61) == 'locked'
assert screen_power_state([(70, "input"), (80, "unlock")], 30, 60, 90) == 'on'
assert screen_power_state([(59, "input"), (118, "input")], 30, 60, 120) == 'on'
assert screen_power_state([(10, "input"), (20, "unlock"), (100, "input")], 30, 60, 101) == 'locked'
