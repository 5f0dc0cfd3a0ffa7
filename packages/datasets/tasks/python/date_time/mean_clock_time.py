# query: Average a list of "HH:MM" times of day on the 24-hour circle (so 23:00 and 01:00 average to 00:00),
#   returning "HH:MM" rounded to the nearest minute. Return None for an empty list or when the times
#   cancel out and have no defined mean (such as 06:00 and 18:00).
# entry_point: mean_clock_time
# example: mean_clock_time(["23:00", "01:00"]) == "00:00"
# example: mean_clock_time(["08:00", "10:00"]) == "09:00"

def mean_clock_time(clocks):
    import math

    x = 0.0
    y = 0.0
    for clock in clocks:
        hours, minutes = clock.split(":")
        angle = (int(hours) * 60 + int(minutes)) / 1440 * 2 * math.pi
        x += math.cos(angle)
        y += math.sin(angle)
    if math.hypot(x, y) < 1e-9:
        return None
    total = round(math.atan2(y, x) / (2 * math.pi) * 1440) % 1440
    return f"{total // 60:02d}:{total % 60:02d}"


# tests
assert mean_clock_time([]) is None
assert mean_clock_time(["07:45"]) == "07:45"
assert mean_clock_time(["22:00", "23:00"]) == "22:30"
assert mean_clock_time(["23:50", "00:20"]) == "00:05"
assert mean_clock_time(["06:00", "18:00"]) is None
assert mean_clock_time(["12:00", "13:00", "14:00"]) == "13:00"
assert mean_clock_time(["00:00", "00:00", "06:00"]) == "01:46"
assert mean_clock_time(["21:00", "03:00", "00:00"]) == "00:00"
assert mean_clock_time(["17:59"]) == "17:59" and mean_clock_time(["18:01"]) == "18:01"
