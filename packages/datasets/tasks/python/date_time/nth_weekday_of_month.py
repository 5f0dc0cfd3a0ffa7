# query: Return the date of the n-th occurrence of a weekday (0 = Monday through 6 = Sunday) in a given month
#   and year, e.g. the third Monday; n = -1 means the last occurrence. Returns None when that occurrence
#   does not exist or n is 0 or below -1.
# entry_point: nth_weekday_of_month
# example: nth_weekday_of_month(2024, 9, 0, 1) == date(2024, 9, 2)
# example: nth_weekday_of_month(2024, 7, 4, -1) == date(2024, 7, 26)

from datetime import date


def nth_weekday_of_month(year, month, weekday, n):
    import calendar

    last_day = calendar.monthrange(year, month)[1]
    matches = []
    for day in range(1, last_day + 1):
        if date(year, month, day).weekday() == weekday:
            matches.append(day)
    if n == -1:
        return date(year, month, matches[-1])
    if n < 1 or n > len(matches):
        return None
    return date(year, month, matches[n - 1])


# tests
assert nth_weekday_of_month(2024, 1, 0, 3) == date(2024, 1, 15)
assert nth_weekday_of_month(2024, 5, 0, -1) == date(2024, 5, 27)
assert nth_weekday_of_month(2024, 3, 4, 5) == date(2024, 3, 29)
assert nth_weekday_of_month(2024, 2, 0, 5) is None
assert nth_weekday_of_month(2024, 11, 3, 4) == date(2024, 11, 28)
assert nth_weekday_of_month(2024, 11, 3, 0) is None
assert nth_weekday_of_month(2024, 12, 6, 1) == date(2024, 12, 1)
assert nth_weekday_of_month(2024, 2, 3, -1) == date(2024, 2, 29)
assert nth_weekday_of_month(2024, 12, 6, -1) == date(2024, 12, 29)
assert nth_weekday_of_month(2024, 6, 0, -2) is None
