# query: Count the complete calendar months between two dates; a month is complete once the end date's day
#   of month reaches the start date's day. The result is negative when the end date is earlier than the
#   start date.
# entry_point: full_months_between
# example: full_months_between(date(2024, 1, 10), date(2024, 4, 10)) == 3
# example: full_months_between(date(2024, 6, 20), date(2024, 7, 19)) == 0

from datetime import date


def full_months_between(start, end):
    if end < start:
        return -full_months_between(end, start)
    months = (end.year - start.year) * 12 + end.month - start.month
    if end.day < start.day:
        months -= 1
    return months


# tests
assert full_months_between(date(2024, 1, 15), date(2024, 3, 15)) == 2
assert full_months_between(date(2024, 1, 15), date(2024, 3, 14)) == 1
assert full_months_between(date(2024, 1, 31), date(2024, 2, 29)) == 0
assert full_months_between(date(2024, 1, 31), date(2024, 3, 31)) == 2
assert full_months_between(date(2023, 11, 20), date(2024, 2, 19)) == 2
assert full_months_between(date(2023, 11, 20), date(2024, 2, 20)) == 3
assert full_months_between(date(2024, 3, 15), date(2024, 1, 15)) == -2
assert full_months_between(date(2024, 3, 14), date(2024, 1, 15)) == -1
assert full_months_between(date(2024, 5, 5), date(2024, 5, 5)) == 0
assert full_months_between(date(2020, 2, 29), date(2024, 2, 29)) == 48
