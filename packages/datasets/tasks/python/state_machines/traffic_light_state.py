# query: A traffic light cycles green, yellow, red, green... with the given phase durations in seconds,
#   starting at the beginning of green at time 0. Return (color, seconds left in the current phase) at the given
#   elapsed time; return None for a negative elapsed time or any duration that is not positive.
# entry_point: traffic_light_state
# example: traffic_light_state(10, 3, 7, 5) == ("green", 5)
# example: traffic_light_state(10, 3, 7, 15) == ("red", 5)

def traffic_light_state(green, yellow, red, elapsed):
    if elapsed < 0 or min(green, yellow, red) <= 0:
        return None
    position = elapsed % (green + yellow + red)
    if position < green:
        return ("green", green - position)
    position -= green
    if position < yellow:
        return ("yellow", yellow - position)
    position -= yellow
    return ("red", red - position)


# tests
assert traffic_light_state(30, 5, 20, 0) == ("green", 30)
assert traffic_light_state(30, 5, 20, 29) == ("green", 1)
assert traffic_light_state(30, 5, 20, 30) == ("yellow", 5)
assert traffic_light_state(30, 5, 20, 34) == ("yellow", 1)
assert traffic_light_state(30, 5, 20, 35) == ("red", 20)
assert traffic_light_state(30, 5, 20, 54) == ("red", 1)
assert traffic_light_state(30, 5, 20, 55) == ("green", 30)
assert traffic_light_state(30, 5, 20, -1) is None
assert traffic_light_state(30, 0, 20, 3) is None
assert traffic_light_state(1, 2, 1, 7) == ("red", 1)
