# query: An alarm clock first rings at time `alarm` (minutes). While it is ringing, a "snooze" action silences it and
#   makes it ring again `snooze` minutes later, but only up to max_snoozes times; any other action, or a snooze beyond the
#   limit, turns it off. Actions (time, action) taken before the current ring starts, or after it is off, are ignored.
#   Return the times at which it starts ringing.
# entry_point: snooze_ring_times
# example: snooze_ring_times(420, [(421, "snooze")], 9, 3) == [420, 430]
# example: snooze_ring_times(420, [(421, "dismiss")], 9, 3) == [420]

def snooze_ring_times(alarm, actions, snooze, max_snoozes):
    rings = [alarm]
    ringing_since = alarm
    snoozes = 0
    for time, action in actions:
        if ringing_since is None or time < ringing_since:
            continue
        if action == "snooze" and snoozes < max_snoozes:
            snoozes += 1
            ringing_since = time + snooze
            rings.append(ringing_since)
        else:
            ringing_since = None
    return rings


# tests
assert snooze_ring_times(360, [], 10, 2) == [360]
assert snooze_ring_times(360, [(361, "snooze"), (372, "snooze"), (383, "snooze")], 10, 2) == [360, 371, 382]
assert snooze_ring_times(360, [(361, "snooze"), (372, "snooze"), (383, "snooze")], 10, 5) == [360, 371, 382, 393]
assert snooze_ring_times(360, [(350, "dismiss"), (360, "snooze")], 5, 1) == [360, 365]
assert snooze_ring_times(360, [(361, "snooze"), (365, "dismiss"), (371, "snooze")], 10, 3) == [360, 371, 381]
assert snooze_ring_times(360, [(361, "dismiss"), (362, "snooze")], 10, 3) == [360]
assert snooze_ring_times(0, [(0, "snooze"), (5, "snooze")], 5, 0) == [0]
assert snooze_ring_times(100, [(101, "snooze"), (110, "stop"), (111, "snooze")], 9, 3) == [100, 110]
