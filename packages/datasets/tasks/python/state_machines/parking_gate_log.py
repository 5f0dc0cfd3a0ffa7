# query: Run a parking garage gate over "enter" and "exit" events: an enter is denied when the garage is at
#   capacity, and an exit from an empty garage is counted as a bad exit; other events are ignored. Return
#   (cars inside, denied entries, bad exits).
# entry_point: parking_gate_log
# example: parking_gate_log(["enter", "exit"], 5) == (0, 0, 0)
# example: parking_gate_log(["enter", "enter", "enter", "exit"], 3) == (2, 0, 0)

def parking_gate_log(events, capacity):
    inside = 0
    denied = 0
    bad_exits = 0
    for event in events:
        if event == "enter":
            if inside >= capacity:
                denied += 1
            else:
                inside += 1
        elif event == "exit":
            if inside == 0:
                bad_exits += 1
            else:
                inside -= 1
    return (inside, denied, bad_exits)


# tests
assert parking_gate_log([], 2) == (0, 0, 0)
assert parking_gate_log(["enter", "enter"], 2) == (2, 0, 0)
assert parking_gate_log(["enter", "enter", "enter"], 2) == (2, 1, 0)
assert parking_gate_log(["exit"], 3) == (0, 0, 1)
assert parking_gate_log(["enter", "exit", "exit"], 1) == (0, 0, 1)
assert parking_gate_log(["enter"], 0) == (0, 1, 0)
assert parking_gate_log(["enter", "honk", "enter", "exit", "enter"], 2) == (2, 0, 0)
assert parking_gate_log(["enter", "enter", "exit", "enter", "enter"], 2) == (2, 1, 0)
