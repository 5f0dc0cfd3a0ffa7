# query: A door starts closed; "open" works only when closed, "close" only when open, "lock" only when closed
#   and "unlock" only when locked (unlocking leaves it closed). Return the index of the first event that is not
#   allowed (including unknown events); if all are allowed but the door ends open, return the number of events;
#   otherwise return -1.
# entry_point: first_invalid_door_event
# example: first_invalid_door_event(["open", "open"]) == 1
# example: first_invalid_door_event(["lock", "unlock"]) == -1

def first_invalid_door_event(events):
    transitions = {
        ("closed", "open"): "open",
        ("open", "close"): "closed",
        ("closed", "lock"): "locked",
        ("locked", "unlock"): "closed",
    }
    state = "closed"
    for index, event in enumerate(events):
        key = (state, event)
        if key not in transitions:
            return index
        state = transitions[key]
    if state == "open":
        return len(events)
    return -1


# tests
assert first_invalid_door_event([]) == -1
assert first_invalid_door_event(["open", "close"]) == -1
assert first_invalid_door_event(["lock", "unlock", "open", "close", "lock"]) == -1
assert first_invalid_door_event(["close"]) == 0
assert first_invalid_door_event(["open", "lock"]) == 1
assert first_invalid_door_event(["lock", "open"]) == 1
assert first_invalid_door_event(["open"]) == 1
assert first_invalid_door_event(["open", "close", "knock"]) == 2
assert first_invalid_door_event(["lock", "unlock", "unlock"]) == 2
