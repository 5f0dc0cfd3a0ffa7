# query: Return the (first, last) dates of the seven-day week containing a given date, for weeks that start
#   on the given weekday (0 = Monday through 6 = Sunday). Returns None for a weekday outside 0-6.
# entry_point: week_bounds
# example: week_bounds(date(2024, 7, 3), 0) == (date(2024, 7, 1), date(2024, 7, 7))
# example: week_bounds(date(2024, 7, 3), 6) == (date(2024, 6, 30), date(2024, 7, 6))

from datetime import date, timedelta


def week_bounds(day, first_weekday):
    if first_weekday < 0 or first_weekday > 6:
        return None
    offset = day.weekday() - first_weekday
    if offset < 0:
        offset += 7
    start = day - timedelta(days=offset)
    return (start, start + timedelta(days=6))


# tests
assert week_bounds(date(2024, 6, 5), 0) == (date(2024, 6, 3), date(2024, 6, 9))
assert week_bounds(date(2024, 6, 3), 0) == (date(2024, 6, 3), date(2024, 6, 9))
assert week_bounds(date(2024, 6, 9), 0) == (date(2024, 6, 3), date(2024, 6, 9))
assert week_bounds(date(2024, 6, 9), 6) == (date(2024, 6, 9), date(2024, 6, 15))
assert week_bounds(date(2024, 6, 8), 6) == (date(2024, 6, 2), date(2024, 6, 8))
assert week_bounds(date(2024, 6, 4), 2) == (date(2024, 5, 29), date(2024, 6, 4))
assert week_bounds(date(2025, 1, 1), 0) == (date(2024, 12, 30), date(2025, 1, 5))
assert week_bounds(date(2024, 6, 5), 7) is None
assert week_bounds(date(2024, 6, 5), -1) is None
