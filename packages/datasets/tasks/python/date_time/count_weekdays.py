# query: Count the weekdays (Monday to Friday) in the inclusive range between two dates. Returns 0 when
#   the end date is before the start date.
# entry_point: count_weekdays
# example: count_weekdays(date(2024, 7, 1), date(2024, 7, 5)) == 5
# example: count_weekdays(date(2024, 7, 5), date(2024, 7, 8)) == 2

from datetime import date, timedelta


def count_weekdays(start, end):
    total = 0
    current = start
    while current <= end:
        if current.weekday() < 5:
            total += 1
        current += timedelta(days=1)
    return total


# tests
assert count_weekdays(date(2024, 6, 3), date(2024, 6, 9)) == 5
assert count_weekdays(date(2024, 6, 3), date(2024, 6, 3)) == 1
assert count_weekdays(date(2024, 6, 1), date(2024, 6, 2)) == 0
assert count_weekdays(date(2024, 6, 7), date(2024, 6, 8)) == 1
assert count_weekdays(date(2024, 6, 9), date(2024, 6, 3)) == 0
assert count_weekdays(date(2024, 6, 1), date(2024, 6, 30)) == 20
assert count_weekdays(date(2024, 6, 2), date(2024, 6, 3)) == 1
assert count_weekdays(date(2024, 6, 3), date(2024, 6, 17)) == 11
