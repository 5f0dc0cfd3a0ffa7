# query: Simulate a garage door that starts closed. "button": closed -> opening, opening -> stopped,
#   open or stopped -> closing, closing -> opening. "limit" (end of travel): opening -> open, closing -> closed.
#   "obstacle" while closing -> opening. Other events, or events that do not apply, leave the state unchanged.
#   Return the state after every event.
# entry_point: garage_door_states
# example: garage_door_states(["button"]) == ["opening"]
# example: garage_door_states(["button", "limit", "button", "obstacle", "limit"]) == ["opening", "open", "closing", "opening", "open"]

def garage_door_states(events):
    state = "closed"
    history = []
    for event in events:
        if event == "button":
            if state == "closed":
                state = "opening"
            elif state == "opening":
                state = "stopped"
            elif state == "open" or state == "stopped":
                state = "closing"
            elif state == "closing":
                state = "opening"
        elif event == "limit":
            if state == "opening":
                state = "open"
            elif state == "closing":
                state = "closed"
        elif event == "obstacle" and state == "closing":
            state = "opening"
        history.append(state)
    return history


# tests
assert garage_door_states([]) == []
assert garage_door_states(["button", "limit"]) == ["opening", "open"]
assert garage_door_states(["button", "limit", "button", "limit"]) == ["opening", "open", "closing", "closed"]
assert garage_door_states(["button", "button", "button"]) == ["opening", "stopped", "closing"]
assert garage_door_states(["button", "limit", "button", "button"]) == ["opening", "open", "closing", "opening"]
assert garage_door_states(["limit", "obstacle"]) == ["closed", "closed"]
assert garage_door_states(["button", "limit", "button", "obstacle"]) == ["opening", "open", "closing", "opening"]
assert garage_door_states(["button", "obstacle", "wave"]) == ["opening", "opening", "opening"]
assert garage_door_states(["button", "limit", "limit", "obstacle"]) == ["opening", "open", "open", "open"]
