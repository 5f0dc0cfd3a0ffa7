# query: Shift a date by a whole number of calendar months (negative goes backwards). When the original
#   day of month does not exist in the target month, use the last day of that month instead.
# entry_point: add_months
# example: add_months(date(2024, 1, 15), 2) == date(2024, 3, 15)
# example: add_months(date(2024, 5, 31), 1) == date(2024, 6, 30)

from datetime import date


def add_months(start, months):
    index = start.year * 12 + start.month - 1 + months
    year = index // 12
    month = index % 12 + 1
    if month == 12:
        next_first = date(year + 1, 1, 1)
    else:
        next_first = date(year, month + 1, 1)
    last_day = (next_first - date(year, month, 1)).days
    day = min(start.day, last_day)
    return date(year, month, day)


# tests
assert add_months(date(2024, 1, 31), 1) == date(2024, 2, 29)
assert add_months(date(2023, 1, 31), 1) == date(2023, 2, 28)
assert add_months(date(2024, 3, 15), -3) == date(2023, 12, 15)
assert add_months(date(2023, 11, 30), 3) == date(2024, 2, 29)
assert add_months(date(2024, 5, 10), 0) == date(2024, 5, 10)
assert add_months(date(2024, 12, 31), 1) == date(2025, 1, 31)
assert add_months(date(2024, 8, 31), 1) == date(2024, 9, 30)
assert add_months(date(2024, 2, 29), 12) == date(2025, 2, 28)
assert add_months(date(2023, 1, 1), -1) == date(2022, 12, 1)
assert add_months(date(2024, 10, 31), 2) == date(2024, 12, 31)
