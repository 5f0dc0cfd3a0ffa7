# query: Count how many 29 February dates lie between two "YYYY-MM-DD" dates, both ends included, using
#   Gregorian leap-year rules. If the end is before the start the count is 0.
# entry_point: count_leap_days_between
# example: count_leap_days_between("2020-01-01", "2024-12-31") == 2
# example: count_leap_days_between("2021-03-01", "2023-12-31") == 0

def count_leap_days_between(start, end):
    from datetime import date

    first = date.fromisoformat(start)
    last = date.fromisoformat(end)
    count = 0
    for year in range(first.year, last.year + 1):
        if year % 4 == 0 and (year % 100 != 0 or year % 400 == 0):
            if first <= date(year, 2, 29) <= last:
                count += 1
    return count


# tests
assert count_leap_days_between("2024-02-29", "2024-02-29") == 1
assert count_leap_days_between("2024-02-28", "2024-02-28") == 0
assert count_leap_days_between("2024-03-01", "2028-02-28") == 0
assert count_leap_days_between("2024-03-01", "2028-02-29") == 1
assert count_leap_days_between("1896-01-01", "1904-12-31") == 2
assert count_leap_days_between("1999-01-01", "2001-01-01") == 1
assert count_leap_days_between("2100-01-01", "2100-12-31") == 0
assert count_leap_days_between("2030-01-01", "2020-01-01") == 0
assert count_leap_days_between("1601-01-01", "2000-12-31") == 97
