# query: Move a date forward (positive count) or backward (negative count) by a number of business days,
#   skipping Saturdays, Sundays and any date in the given holiday set. A count of 0 returns the date
#   unchanged.
# entry_point: add_business_days
# example: add_business_days(date(2024, 7, 1), 3, set()) == date(2024, 7, 4)
# example: add_business_days(date(2024, 7, 5), 2, {date(2024, 7, 8)}) == date(2024, 7, 10)

from datetime import date, timedelta


def add_business_days(start, count, holidays):
    step = 1
    if count < 0:
        step = -1
    remaining = abs(count)
    current = start
    while remaining > 0:
        current += timedelta(days=step)
        if current.weekday() >= 5 or current in holidays:
            continue
        remaining -= 1
    return current


# tests
assert add_business_days(date(2024, 6, 3), 1, set()) == date(2024, 6, 4)
assert add_business_days(date(2024, 6, 7), 1, set()) == date(2024, 6, 10)
assert add_business_days(date(2024, 6, 3), 5, set()) == date(2024, 6, 10)
assert add_business_days(date(2024, 6, 8), 0, set()) == date(2024, 6, 8)
assert add_business_days(date(2024, 6, 7), 1, {date(2024, 6, 10)}) == date(2024, 6, 11)
assert add_business_days(date(2024, 6, 10), -1, set()) == date(2024, 6, 7)
assert add_business_days(date(2024, 6, 5), -3, {date(2024, 6, 3)}) == date(2024, 5, 30)
assert add_business_days(date(2024, 6, 8), 1, set()) == date(2024, 6, 10)
assert add_business_days(date(2024, 6, 6), 2, {date(2024, 6, 7)}) == date(2024, 6, 11)
