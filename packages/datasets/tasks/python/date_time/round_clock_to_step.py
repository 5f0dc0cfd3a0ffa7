# query: Round a 24-hour "HH:MM" time to the nearest multiple of a step given in minutes, rounding exact
#   halfway cases up, and return it as "HH:MM"; rounding past 23:59 wraps to the next day's time.
# entry_point: round_clock_to_step
# example: round_clock_to_step("14:22", 15) == "14:15"
# example: round_clock_to_step("08:53", 5) == "08:55"

def round_clock_to_step(clock, step):
    hours, minutes = clock.split(":")
    total = int(hours) * 60 + int(minutes)
    remainder = total % step
    if remainder * 2 >= step:
        total += step - remainder
    else:
        total -= remainder
    total %= 1440
    return f"{total // 60:02d}:{total % 60:02d}"


# tests
assert round_clock_to_step("10:07", 15) == "10:00"
assert round_clock_to_step("10:08", 15) == "10:15"
assert round_clock_to_step("10:30", 15) == "10:30"
assert round_clock_to_step("23:55", 10) == "00:00"
assert round_clock_to_step("09:05", 10) == "09:10"
assert round_clock_to_step("09:04", 10) == "09:00"
assert round_clock_to_step("13:29", 60) == "13:00"
assert round_clock_to_step("13:30", 60) == "14:00"
assert round_clock_to_step("00:01", 5) == "00:00"
assert round_clock_to_step("23:38", 15) == "23:45"
