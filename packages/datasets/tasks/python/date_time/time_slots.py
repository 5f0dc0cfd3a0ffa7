# query: List the start times ("HH:MM") of consecutive appointment slots of a given length in minutes
#   that fit completely between a start and an end time on the same day. A non-positive slot length or
#   an end not after the start yields an empty list.
# entry_point: time_slots
# example: time_slots("13:00", "14:00", 20) == ["13:00", "13:20", "13:40"]
# example: time_slots("09:00", "09:45", 30) == ["09:00"]

def time_slots(start, end, length):
    def parse(clock):
        hours, minutes = clock.split(":")
        return int(hours) * 60 + int(minutes)

    if length <= 0:
        return []
    slots = []
    current = parse(start)
    finish = parse(end)
    while current + length <= finish:
        slots.append(f"{current // 60:02d}:{current % 60:02d}")
        current += length
    return slots


# tests
assert time_slots("09:00", "10:00", 30) == ["09:00", "09:30"]
assert time_slots("09:00", "10:00", 25) == ["09:00", "09:25"]
assert time_slots("09:00", "09:00", 15) == []
assert time_slots("10:00", "09:00", 15) == []
assert time_slots("09:00", "10:00", 0) == []
assert time_slots("09:00", "10:00", -5) == []
assert time_slots("09:00", "10:00", 60) == ["09:00"]
assert time_slots("08:45", "09:30", 15) == ["08:45", "09:00", "09:15"]
assert time_slots("09:00", "09:59", 60) == []
assert time_slots("11:50", "12:10", 10) == ["11:50", "12:00"]
