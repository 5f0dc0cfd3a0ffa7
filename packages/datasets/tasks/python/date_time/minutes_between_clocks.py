# query: Return the number of minutes from a start "HH:MM" time to an end "HH:MM" time on a 24-hour clock.
#   If the end time is earlier than the start it is taken to be on the next day; equal times give 0.
# entry_point: minutes_between_clocks
# example: minutes_between_clocks("08:00", "09:30") == 90
# example: minutes_between_clocks("23:00", "01:00") == 120

def minutes_between_clocks(start, end):
    start_hours, start_minutes = start.split(":")
    end_hours, end_minutes = end.split(":")
    first = int(start_hours) * 60 + int(start_minutes)
    second = int(end_hours) * 60 + int(end_minutes)
    if second < first:
        second += 24 * 60
    return second - first


# tests
assert minutes_between_clocks("22:00", "02:00") == 240
assert minutes_between_clocks("09:15", "17:45") == 510
assert minutes_between_clocks("08:00", "08:00") == 0
assert minutes_between_clocks("08:01", "08:00") == 1439
assert minutes_between_clocks("00:00", "23:59") == 1439
assert minutes_between_clocks("23:59", "00:00") == 1
assert minutes_between_clocks("12:30", "12:31") == 1
assert minutes_between_clocks("13:00", "11:30") == 1350
