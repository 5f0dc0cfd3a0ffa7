# query: Simulate a burglar alarm panel that starts disarmed. "arm:<code>" arms a disarmed panel, "disarm:<code>"
#   disarms it from any state, and a wrong code is counted and changes nothing. "motion" while armed starts an entry
#   countdown of entry_delay ticks, each "tick" during entry counts down, and the alarm sounds when it reaches zero.
#   Other events are ignored. Return (state, number of wrong codes) with state disarmed, armed, entry or alarm.
# entry_point: alarm_panel_state
# example: alarm_panel_state(["arm:4321"], "4321", 3) == ("armed", 0)
# example: alarm_panel_state(["arm:4321", "motion", "tick", "tick", "tick"], "4321", 3) == ("alarm", 0)

def alarm_panel_state(events, code, entry_delay):
    state = "disarmed"
    countdown = 0
    wrong = 0
    for event in events:
        action, _, argument = event.partition(":")
        if action == "arm" or action == "disarm":
            if argument != code:
                wrong += 1
            elif action == "arm" and state == "disarmed":
                state = "armed"
            elif action == "disarm":
                state = "disarmed"
        elif action == "motion" and state == "armed":
            state = "entry"
            countdown = entry_delay
        elif action == "tick" and state == "entry":
            countdown -= 1
            if countdown <= 0:
                state = "alarm"
    return (state, wrong)


# tests
assert alarm_panel_state(["disarm:1234"], "1234", 2) == ("disarmed", 0)
assert alarm_panel_state(["arm:1234", "motion", "arm:1234", "tick"], "1234", 1) == ("alarm", 0)
assert alarm_panel_state(["arm:0000"], "1234", 2) == ("disarmed", 1)
assert alarm_panel_state(["arm:1234", "motion", "tick"], "1234", 2) == ("entry", 0)
assert alarm_panel_state(["arm:1234", "motion", "tick", "tick"], "1234", 2) == ("alarm", 0)
assert alarm_panel_state(["arm:1234", "motion", "tick", "disarm:1234", "tick"], "1234", 2) == ("disarmed", 0)
assert alarm_panel_state(["motion", "tick", "tick"], "1234", 1) == ("disarmed", 0)
assert alarm_panel_state(["arm:1234", "motion", "disarm:9", "tick"], "1234", 1) == ("alarm", 1)
assert alarm_panel_state(["arm:1234", "motion", "motion", "tick", "disarm:12345"], "1234", 2) == ("entry", 1)
assert alarm_panel_state(["arm:1234", "disarm:1234", "arm:1234", "tick", "motion"], "1234", 3) == ("entry", 0)
