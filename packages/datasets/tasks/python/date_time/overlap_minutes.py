# query: Given two same-day time ranges as start and end "HH:MM" strings, return how many minutes they
#   overlap. Ranges that merely touch or do not meet overlap by 0 minutes.
# entry_point: overlap_minutes
# example: overlap_minutes("08:00", "10:00", "09:30", "11:00") == 30
# example: overlap_minutes("14:00", "16:00", "14:30", "15:00") == 30

def overlap_minutes(first_start, first_end, second_start, second_end):
    def to_minutes(clock):
        hours, minutes = clock.split(":")
        return int(hours) * 60 + int(minutes)

    start = max(to_minutes(first_start), to_minutes(second_start))
    end = min(to_minutes(first_end), to_minutes(second_end))
    if end <= start:
        return 0
    return end - start


# tests
assert overlap_minutes("09:00", "11:00", "10:00", "12:00") == 60
assert overlap_minutes("10:00", "12:00", "09:00", "11:00") == 60
assert overlap_minutes("09:00", "17:00", "12:15", "13:00") == 45
assert overlap_minutes("12:15", "13:00", "09:00", "17:00") == 45
assert overlap_minutes("09:00", "10:00", "10:00", "11:00") == 0
assert overlap_minutes("09:00", "10:00", "11:00", "12:00") == 0
assert overlap_minutes("08:30", "09:45", "08:30", "09:45") == 75
assert overlap_minutes("13:00", "14:00", "09:00", "10:30") == 0
