# query: Given a day's departure times "HH:MM" in ascending order and the current time "HH:MM", return the next
#   departure at or after now and the minutes to wait for it, wrapping to the first departure of the next day when none
#   is left today. Return None for an empty timetable.
# entry_point: next_departure
# example: next_departure(["08:00", "09:30"], "08:45") == ("09:30", 45)
# example: next_departure(["06:00"], "07:00") == ("06:00", 1380)

def next_departure(departures, now):
    import bisect
    if not departures:
        return None
    def to_minutes(text):
        hours, minutes = text.split(":")
        return int(hours) * 60 + int(minutes)
    times = [to_minutes(departure) for departure in departures]
    current = to_minutes(now)
    index = bisect.bisect_left(times, current)
    if index < len(times):
        return (departures[index], times[index] - current)
    return (departures[0], times[0] + 24 * 60 - current)


# tests
assert next_departure(["05:15", "12:00", "18:40"], "11:59") == ('12:00', 1)
assert next_departure(["05:15", "12:00", "18:40"], "12:00") == ('12:00', 0)
assert next_departure(["05:15", "12:00", "18:40"], "12:01") == ('18:40', 399)
assert next_departure(["05:15", "12:00", "18:40"], "23:50") == ('05:15', 325)
assert next_departure(["05:15", "12:00", "18:40"], "00:00") == ('05:15', 315)
assert next_departure([], "10:00") is None
assert next_departure(["23:59"], "23:59") == ('23:59', 0)
assert next_departure(["00:00", "00:30"], "00:10") == ('00:30', 20)
assert next_departure(["10:05", "10:06"], "10:06") == ('10:06', 0)
