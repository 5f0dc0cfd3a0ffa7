# query: Given same-day sessions as ("HH:MM", "HH:MM") start and end times, return a list of 24 numbers
#   giving how many session minutes fall within each clock hour 00-23 (overlapping sessions add up).
#   Sessions whose end is not after their start are ignored.
# entry_point: hourly_load
# example: hourly_load([("09:30", "10:15")])[9:11] == [30, 15]
# example: sum(hourly_load([("00:00", "23:59")])) == 1439

def hourly_load(sessions):
    def minutes(clock):
        hours, mins = clock.split(":")
        return int(hours) * 60 + int(mins)

    load = [0] * 24
    for start, end in sessions:
        begin = minutes(start)
        finish = minutes(end)
        for hour in range(24):
            overlap = min(hour * 60 + 60, finish) - max(hour * 60, begin)
            if overlap > 0:
                load[hour] += overlap
    return load


# tests
assert hourly_load([]) == [0] * 24
assert hourly_load([("10:00", "10:00"), ("11:00", "09:00")]) == [0] * 24
assert hourly_load([("08:00", "09:00")])[7:10] == [0, 60, 0]
assert hourly_load([("08:59", "09:01")])[8:10] == [1, 1]
assert hourly_load([("13:10", "15:50")])[12:17] == [0, 50, 60, 50, 0]
assert hourly_load([("06:00", "06:30"), ("06:15", "07:00")])[6] == 75
assert hourly_load([("23:00", "23:59")])[23] == 59 and hourly_load([("00:00", "00:45")])[0] == 45
assert sum(hourly_load([("07:20", "12:05"), ("11:00", "11:30")])) == 315
