# query: Simulate a microwave oven over events: "open"/"close" the door (opening pauses cooking), "add" puts 30 seconds
#   on the timer, "start" begins cooking only with the door closed and time left, "stop" pauses cooking or, when not
#   cooking, clears the timer, and an integer n lets n seconds pass (cooking stops when the timer reaches 0). Return
#   (seconds left on the timer, seconds cooked, whether it is cooking).
# entry_point: microwave_run
# example: microwave_run(["add", "start", 10]) == (20, 10, True)
# example: microwave_run(["add", "stop"]) == (0, 0, False)

def microwave_run(events):
    door_open = False
    cooking = False
    timer = 0
    cooked = 0
    for event in events:
        if event == "open":
            door_open = True
            cooking = False
        elif event == "close":
            door_open = False
        elif event == "add":
            timer += 30
        elif event == "start":
            if not door_open and timer > 0:
                cooking = True
        elif event == "stop":
            if cooking:
                cooking = False
            else:
                timer = 0
        elif cooking:
            spent = min(event, timer)
            timer -= spent
            cooked += spent
            if timer == 0:
                cooking = False
    return (timer, cooked, cooking)


# tests
assert microwave_run([]) == (0, 0, False)
assert microwave_run(["add", "add", "start", 45]) == (15, 45, True)
assert microwave_run(["add", "start", 50]) == (0, 30, False)
assert microwave_run(["add", "start", 30, "start"]) == (0, 30, False)
assert microwave_run(["open", "add", "start", 10, "close", "start", 5]) == (25, 5, True)
assert microwave_run(["add", "start", 10, "open", 10, "close", 5]) == (20, 10, False)
assert microwave_run(["add", "start", 5, "stop", "start", 5, "stop", "stop"]) == (0, 10, False)
assert microwave_run(["start", 5]) == (0, 0, False)
assert microwave_run(["add", "start", 29, "stop", "start", 4]) == (0, 30, False)
assert microwave_run(["add", 12, "start", 29, "add"]) == (31, 29, True)
