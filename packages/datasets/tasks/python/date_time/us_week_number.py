# query: Return the US-style week number (0-53) of a "YYYY-MM-DD" date, where weeks start on Sunday and
#   the days of January before the year's first Sunday are in week 0, like strftime's %U.
# entry_point: us_week_number
# example: us_week_number("2024-01-07") == 1
# example: us_week_number("2024-01-06") == 0

def us_week_number(text):
    from datetime import date

    day = date.fromisoformat(text)
    year_day = (day - date(day.year, 1, 1)).days
    sunday_based = (day.weekday() + 1) % 7
    return (year_day + 7 - sunday_based) // 7


# tests
assert us_week_number("2024-01-01") == 0
assert us_week_number("2023-01-01") == 1
assert us_week_number("2023-01-07") == 1 and us_week_number("2023-01-08") == 2
assert us_week_number("2024-12-31") == 52
assert us_week_number("2022-12-31") == 52
assert us_week_number("2028-12-31") == 53
assert us_week_number("2024-06-15") == 23 and us_week_number("2024-06-16") == 24
assert us_week_number("2021-01-02") == 0 and us_week_number("2021-01-03") == 1
