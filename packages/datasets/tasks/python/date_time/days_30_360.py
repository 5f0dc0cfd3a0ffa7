# query: Count the days between two "YYYY-MM-DD" dates under the 30/360 bond-basis day-count convention:
#   a start day of 31 becomes 30, an end day of 31 becomes 30 only when the (adjusted) start day is 30,
#   and the result is 360 * years + 30 * months + days of the differences (negative if the end is earlier).
# entry_point: days_30_360
# example: days_30_360("2024-01-15", "2024-07-15") == 180
# example: days_30_360("2024-01-31", "2024-03-31") == 60

def days_30_360(start, end):
    year1, month1, day1 = (int(part) for part in start.split("-"))
    year2, month2, day2 = (int(part) for part in end.split("-"))
    if day1 == 31:
        day1 = 30
    if day2 == 31 and day1 == 30:
        day2 = 30
    return 360 * (year2 - year1) + 30 * (month2 - month1) + (day2 - day1)


# tests
assert days_30_360("2024-03-10", "2024-03-10") == 0
assert days_30_360("2023-01-01", "2024-01-01") == 360
assert days_30_360("2024-02-28", "2024-03-01") == 3
assert days_30_360("2024-01-31", "2024-02-29") == 29
assert days_30_360("2024-01-30", "2024-03-31") == 60
assert days_30_360("2024-01-29", "2024-03-31") == 62
assert days_30_360("2024-05-31", "2024-05-31") == 0
assert days_30_360("2024-06-15", "2023-12-01") == -194
assert days_30_360("2020-12-31", "2025-08-31") == 1680
