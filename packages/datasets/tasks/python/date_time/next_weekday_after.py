# query: Return the first date strictly after the given date that falls on the requested weekday
#   (0 = Monday through 6 = Sunday); if the date already is that weekday, the result is one week later.
#   Returns None for a weekday number outside 0-6.
# entry_point: next_weekday_after
# example: next_weekday_after(date(2024, 7, 1), 4) == date(2024, 7, 5)
# example: next_weekday_after(date(2024, 7, 6), 0) == date(2024, 7, 8)

from datetime import date, timedelta


def next_weekday_after(day, weekday):
    if weekday < 0 or weekday > 6:
        return None
    ahead = weekday - day.weekday()
    if ahead <= 0:
        ahead += 7
    return day + timedelta(days=ahead)


# tests
assert next_weekday_after(date(2024, 6, 3), 2) == date(2024, 6, 5)
assert next_weekday_after(date(2024, 6, 3), 0) == date(2024, 6, 10)
assert next_weekday_after(date(2024, 6, 5), 0) == date(2024, 6, 10)
assert next_weekday_after(date(2024, 6, 9), 6) == date(2024, 6, 16)
assert next_weekday_after(date(2024, 6, 3), 6) == date(2024, 6, 9)
assert next_weekday_after(date(2024, 6, 9), 0) == date(2024, 6, 10)
assert next_weekday_after(date(2024, 12, 30), 4) == date(2025, 1, 3)
assert next_weekday_after(date(2024, 6, 3), 1) == date(2024, 6, 4)
assert next_weekday_after(date(2024, 6, 3), 7) is None
assert next_weekday_after(date(2024, 6, 3), -1) is None
