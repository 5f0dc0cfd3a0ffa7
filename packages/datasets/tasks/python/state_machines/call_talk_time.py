# query: Total the talk time of a phone line from timed events (time, event): "ring" starts ringing when idle, "answer"
#   connects a ringing call, "hold" and "resume" pause and continue a connected call, and "hangup" ends any call and
#   returns to idle. Only time spent connected and not on hold counts; events that do not apply are ignored, and a call
#   still connected at `now` counts up to `now`.
# entry_point: call_talk_time
# example: call_talk_time([(0, "ring"), (2, "answer"), (12, "hangup")], 20) == 10
# example: call_talk_time([(0, "ring"), (5, "hangup")], 9) == 0

def call_talk_time(events, now):
    state = "idle"
    talk = 0
    since = None
    for time, event in events:
        if event == "ring" and state == "idle":
            state = "ringing"
        elif event == "answer" and state == "ringing":
            state = "talking"
            since = time
        elif event == "hold" and state == "talking":
            talk += time - since
            state = "held"
        elif event == "resume" and state == "held":
            state = "talking"
            since = time
        elif event == "hangup" and state != "idle":
            if state == "talking":
                talk += time - since
            state = "idle"
    if state == "talking":
        talk += now - since
    return talk


# tests
assert call_talk_time([], 100) == 0
assert call_talk_time([(10, "ring"), (15, "answer")], 40) == 25
assert call_talk_time([(0, "ring"), (1, "answer"), (11, "hold"), (20, "resume"), (25, "hangup")], 99) == 15
assert call_talk_time([(0, "ring"), (1, "answer"), (5, "hold"), (9, "hangup")], 30) == 4
assert call_talk_time([(0, "answer"), (3, "hangup")], 10) == 0
assert call_talk_time([(0, "ring"), (2, "answer"), (4, "ring"), (6, "answer"), (8, "hangup")], 10) == 6
assert call_talk_time([(0, "ring"), (1, "answer"), (2, "resume"), (3, "hold"), (4, "hold"), (7, "resume")], 9) == 4
assert call_talk_time([(0, "ring"), (1, "answer"), (3, "hangup"), (5, "ring"), (6, "answer"), (10, "hangup")], 12) == 6
assert call_talk_time([(0, "hangup"), (1, "ring"), (2, "answer"), (3, "hold")], 8) == 1
