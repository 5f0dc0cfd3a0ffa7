# query: Classify button gestures from (time_ms, "down" or "up") events. A press held at least long_ms is "long"; a
#   shorter press is a "tap", and a tap whose press starts within gap_ms after the previous tap's release turns that tap
#   into a "double" (a double does not merge any further). Repeated "down" while pressed and "up" while released are
#   ignored. Return the gestures in order.
# entry_point: button_gestures
# example: button_gestures([(0, "down"), (100, "up")], 500, 200) == ["tap"]
# example: button_gestures([(0, "down"), (900, "up")], 500, 200) == ["long"]

def button_gestures(events, long_ms, gap_ms):
    gestures = []
    pressed_at = None
    last_tap_release = None
    for time, action in events:
        if action == "down":
            if pressed_at is None:
                pressed_at = time
        elif pressed_at is not None:
            held = time - pressed_at
            if held >= long_ms:
                gestures.append("long")
                last_tap_release = None
            elif last_tap_release is not None and pressed_at - last_tap_release <= gap_ms:
                gestures[-1] = "double"
                last_tap_release = None
            else:
                gestures.append("tap")
                last_tap_release = time
            pressed_at = None
    return gestures


# tests
assert button_gestures([], 500, 200) == []
assert button_gestures([(0, "down"), (100, "up"), (250, "down"), (300, "up")], 500, 200) == ['double']
assert button_gestures([(0, "down"), (100, "up"), (301, "down"), (350, "up")], 500, 200) == ['tap', 'tap']
assert button_gestures([(0, "down"), (100, "up"), (300, "down"), (350, "up")], 500, 200) == ['double']
assert button_gestures([(0, "down"), (499, "up"), (600, "down"), (1100, "up")], 500, 200) == ['tap', 'long']
assert button_gestures([(0, "down"), (50, "up"), (100, "down"), (150, "up"), (200, "down"), (250, "up")], 500, 200) == ['double', 'tap']
assert button_gestures([(0, "up"), (10, "down"), (20, "down"), (60, "up"), (70, "up")], 500, 200) == ['tap']
assert button_gestures([(0, "down"), (600, "up"), (650, "down"), (700, "up"), (750, "down"), (800, "up")], 500, 200) == ['long', 'double']
