# query: Simulate a smart door lock that starts locked with the door closed. Events (time, kind): "unlock" unlocks it,
#   "lock" locks it if the door is closed, "open" opens the door only when unlocked, and "close" closes an open door. The
#   lock relocks itself `relock` seconds after being unlocked or after the door closes, unless the door is open at that
#   moment. Return (lock state "locked"/"unlocked", door "open"/"closed") at time now.
# entry_point: smart_lock_state
# example: smart_lock_state([(0, "unlock")], 30, 10) == ("unlocked", "closed")
# example: smart_lock_state([(0, "unlock")], 30, 30) == ("locked", "closed")

def smart_lock_state(events, relock, now):
    locked = True
    door_open = False
    relock_at = None
    for time, kind in list(events) + [(now, "check")]:
        if time > now:
            break
        if relock_at is not None and time >= relock_at and not door_open:
            locked = True
            relock_at = None
        if kind == "unlock" and locked:
            locked = False
            relock_at = time + relock
        elif kind == "lock" and not door_open:
            locked = True
            relock_at = None
        elif kind == "open" and not locked and not door_open:
            door_open = True
            relock_at = None
        elif kind == "close" and door_open:
            door_open = False
            relock_at = time + relock
    return ("locked" if locked else "unlocked", "open" if door_open else "closed")


# tests
assert smart_lock_state([(0, "unlock"), (50, "lock")], 30, 10) == ('unlocked', 'closed')
assert smart_lock_state([(0, "open")], 30, 5) == ('locked', 'closed')
assert smart_lock_state([(0, "unlock"), (10, "open")], 30, 100) == ('unlocked', 'open')
assert smart_lock_state([(0, "unlock"), (10, "open"), (20, "close")], 30, 49) == ('unlocked', 'closed')
assert smart_lock_state([(0, "unlock"), (10, "open"), (20, "close")], 30, 50) == ('locked', 'closed')
assert smart_lock_state([(0, "unlock"), (5, "lock")], 30, 6) == ('locked', 'closed')
assert smart_lock_state([(0, "unlock"), (5, "open"), (6, "lock")], 30, 7) == ('unlocked', 'open')
assert smart_lock_state([(0, "unlock"), (40, "open")], 30, 45) == ('locked', 'closed')
assert smart_lock_state([(0, "unlock"), (20, "unlock")], 30, 35) == ('locked', 'closed')
assert smart_lock_state([(0, "unlock"), (50, "unlock")], 30, 60) == ('unlocked', 'closed')
