# query: Decide whether an "HH:MM" time lies in a daily window from a start time (inclusive) to an end time
#   (exclusive), where a window whose end is earlier than its start wraps past midnight (e.g. quiet hours
#   22:00-07:00) and a window whose start equals its end covers the whole day.
# entry_point: clock_in_window
# example: clock_in_window("23:30", "22:00", "07:00") == True
# example: clock_in_window("12:00", "22:00", "07:00") == False

def clock_in_window(clock, start, end):
    def minutes(text):
        hours, mins = text.split(":")
        return int(hours) * 60 + int(mins)

    now = minutes(clock)
    low = minutes(start)
    high = minutes(end)
    if low < high:
        return low <= now < high
    return now >= low or now < high


# tests
assert clock_in_window("09:00", "09:00", "17:00") is True
assert clock_in_window("17:00", "09:00", "17:00") is False and clock_in_window("16:59", "09:00", "17:00") is True
assert clock_in_window("08:59", "09:00", "17:00") is False
assert clock_in_window("22:00", "22:00", "07:00") is True and clock_in_window("21:59", "22:00", "07:00") is False
assert clock_in_window("06:59", "22:00", "07:00") is True and clock_in_window("07:00", "22:00", "07:00") is False
assert clock_in_window("00:00", "22:00", "07:00") is True
assert clock_in_window("03:00", "05:00", "05:00") is True
assert clock_in_window("10:30", "10:00", "10:01") is False and clock_in_window("10:00", "10:00", "10:01") is True
assert clock_in_window("01:00", "23:59", "00:00") is False and clock_in_window("23:59", "23:59", "00:00") is True
