# query: Return the number of days in a given month of a given year, following Gregorian leap-year
#   rules (years divisible by 4 are leap years, except centuries not divisible by 400). Returns None
#   when the month number is outside 1-12.
# entry_point: days_in_month
# example: days_in_month(2024, 4) == 30
# example: days_in_month(2025, 2) == 28

def days_in_month(year, month):
    if month < 1 or month > 12:
        return None
    if month == 2:
        leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
        if leap:
            return 29
        return 28
    if month in (4, 6, 9, 11):
        return 30
    return 31


# tests
assert [days_in_month(2023, m) for m in range(1, 13)] == [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
assert days_in_month(2024, 2) == 29
assert days_in_month(1900, 2) == 28
assert days_in_month(2000, 2) == 29
assert days_in_month(2100, 2) == 28
assert days_in_month(2023, 0) is None
assert days_in_month(2023, 13) is None
assert days_in_month(2024, 12) == 31
