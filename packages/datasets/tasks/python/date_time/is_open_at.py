# query: Decide whether a business is open at a weekday (0 = Monday ... 6 = Sunday) and "HH:MM" time,
#   given a schedule mapping weekdays to lists of ("HH:MM", "HH:MM") opening intervals that include the
#   opening minute but not the closing one. A closing time not after the opening time means the interval
#   runs past midnight into the next day (Sunday's into Monday).
# entry_point: is_open_at
# example: is_open_at({0: [("09:00", "17:00")]}, 0, "12:30") == True
# example: is_open_at({4: [("20:00", "02:00")]}, 5, "01:15") == True

def is_open_at(schedule, weekday, clock):
    def minutes(text):
        hours, mins = text.split(":")
        return int(hours) * 60 + int(mins)

    now = minutes(clock)
    for opening, closing in schedule.get(weekday, []):
        start, end = minutes(opening), minutes(closing)
        if end <= start:
            end += 1440
        if start <= now < end:
            return True
    previous = (weekday - 1) % 7
    for opening, closing in schedule.get(previous, []):
        start, end = minutes(opening), minutes(closing)
        if end <= start and now < end:
            return True
    return False


# tests
assert is_open_at({}, 3, "10:00") is False and is_open_at({2: [("20:00", "00:00")]}, 2, "23:59") is True
assert is_open_at({1: [("09:00", "17:00")]}, 1, "09:00") is True
assert is_open_at({1: [("09:00", "17:00")]}, 1, "17:00") is False and is_open_at({1: [("09:00", "17:00")]}, 1, "08:59") is False
assert is_open_at({1: [("09:00", "17:00")]}, 2, "10:00") is False
assert is_open_at({2: [("08:00", "12:00"), ("13:00", "18:00")]}, 2, "12:30") is False and is_open_at({2: [("08:00", "12:00"), ("13:00", "18:00")]}, 2, "13:00") is True
assert is_open_at({3: [("22:00", "03:00")]}, 3, "23:59") is True
assert is_open_at({3: [("22:00", "03:00")]}, 4, "02:59") is True and is_open_at({3: [("22:00", "03:00")]}, 4, "03:00") is False
assert is_open_at({6: [("18:00", "01:00")]}, 0, "00:30") is True
assert is_open_at({5: [("10:00", "10:00")]}, 6, "09:59") is True and is_open_at({5: [("10:00", "10:00")]}, 6, "10:00") is False and is_open_at({5: [("10:00", "10:00")]}, 5, "10:00") is True
assert is_open_at({0: [("09:00", "17:00")]}, 1, "10:00") is False
