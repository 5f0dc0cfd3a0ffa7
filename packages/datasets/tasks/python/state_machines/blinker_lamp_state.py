# query: A car's indicator has modes "off", "left", "right" and "hazard" set by (time_ms, mode) events; when the mode
#   changes the blink cycle restarts, with the lamp lit for the first period // 2 ms of every period. Events after `now`
#   are ignored and repeating the current mode changes nothing. Return (left lamp lit, right lamp lit) at `now`; hazard
#   blinks both.
# entry_point: blinker_lamp_state
# example: blinker_lamp_state([(0, "left")], 1000, 200) == (True, False)
# example: blinker_lamp_state([(0, "left")], 1000, 700) == (False, False)

def blinker_lamp_state(events, period, now):
    mode = "off"
    started = None
    for time, new_mode in events:
        if time > now:
            break
        if new_mode != mode:
            mode = new_mode
            started = time
    if mode == "off":
        return (False, False)
    lit = (now - started) % period < period // 2
    return (lit and mode in ("left", "hazard"), lit and mode in ("right", "hazard"))


# tests
assert blinker_lamp_state([], 1000, 100) == (False, False)
assert blinker_lamp_state([(100, "right")], 1000, 599) == (False, True)
assert blinker_lamp_state([(0, "right")], 999, 499) == (False, False)
assert blinker_lamp_state([(100, "right")], 1000, 1100) == (False, True)
assert blinker_lamp_state([(0, "hazard")], 800, 1650) == (True, True)
assert blinker_lamp_state([(0, "left"), (300, "left")], 1000, 1250) == (True, False)
assert blinker_lamp_state([(0, "left"), (300, "right")], 1000, 1250) == (False, False)
assert blinker_lamp_state([(0, "hazard"), (500, "left")], 1000, 500) == (True, False)
assert blinker_lamp_state([(0, "left"), (2000, "off")], 1000, 1000) == (True, False)
