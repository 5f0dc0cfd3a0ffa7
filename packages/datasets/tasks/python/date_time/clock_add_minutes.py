# query: Add a (possibly negative) number of minutes to a 24-hour "HH:MM" wall-clock time and return the
#   resulting "HH:MM" time, wrapping around midnight in either direction.
# entry_point: clock_add_minutes
# example: clock_add_minutes("08:30", 90) == "10:00"
# example: clock_add_minutes("00:30", -45) == "23:45"

def clock_add_minutes(clock, minutes):
    hours_text, minutes_text = clock.split(":")
    total = int(hours_text) * 60 + int(minutes_text) + minutes
    total %= 1440
    hours = total // 60
    rest = total % 60
    return f"{hours:02d}:{rest:02d}"


# tests
assert clock_add_minutes("23:50", 20) == "00:10"
assert clock_add_minutes("00:05", -10) == "23:55"
assert clock_add_minutes("12:00", 0) == "12:00"
assert clock_add_minutes("09:15", 45) == "10:00"
assert clock_add_minutes("00:00", 1440) == "00:00"
assert clock_add_minutes("01:30", -1530) == "00:00"
assert clock_add_minutes("10:59", 1) == "11:00"
assert clock_add_minutes("07:08", 3000) == "09:08"
assert clock_add_minutes("23:59", 1) == "00:00"
