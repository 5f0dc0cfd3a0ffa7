# query: Two colleagues both work the same local hours ("HH:MM" start to a later "HH:MM" end) every day, in
#   time zones with the given UTC offsets in minutes. Return how many minutes per day their working hours
#   overlap in real time, taking into account that one person's day can overlap the other's previous or
#   next day.
# entry_point: shared_working_minutes
# example: shared_working_minutes(0, 60, "09:00", "17:00") == 420
# example: shared_working_minutes(-300, 60, "09:00", "17:00") == 120

def shared_working_minutes(offset_a, offset_b, start, end):
    def minutes(clock):
        hours, mins = clock.split(":")
        return int(hours) * 60 + int(mins)

    length = minutes(end) - minutes(start)
    a_start = minutes(start) - offset_a
    b_start = minutes(start) - offset_b
    total = 0
    for shift in (-1440, 0, 1440):
        other = b_start + shift
        overlap = min(a_start + length, other + length) - max(a_start, other)
        if overlap > 0:
            total += overlap
    return total


# tests
assert shared_working_minutes(0, 0, "09:00", "17:00") == 480
assert shared_working_minutes(0, 480, "09:00", "17:00") == 0
assert shared_working_minutes(0, 479, "09:00", "17:00") == 1 and shared_working_minutes(0, 90, "09:30", "17:15") == 375
assert shared_working_minutes(330, -240, "09:00", "18:00") == 0
assert shared_working_minutes(600, -600, "08:00", "20:00") == 480
assert shared_working_minutes(600, -480, "08:00", "20:00") == 360
assert shared_working_minutes(-480, 600, "08:00", "20:00") == 360
assert shared_working_minutes(0, 720, "00:00", "23:00") == 1320
assert shared_working_minutes(0, -720, "06:00", "22:00") == 480
assert shared_working_minutes(60, 0, "10:00", "10:30") == 0
