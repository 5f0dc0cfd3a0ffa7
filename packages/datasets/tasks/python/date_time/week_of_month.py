# query: Return which week of its month a "YYYY-MM-DD" date falls in, counting calendar rows: week 1 is
#   the row containing the 1st, and a new week begins on the given week-start day (0 = Monday ... 6 =
#   Sunday).
# entry_point: week_of_month
# example: week_of_month("2024-05-06", 0) == 2
# example: week_of_month("2024-05-04", 6) == 1

def week_of_month(text, week_start):
    from datetime import date

    day = date.fromisoformat(text)
    first_weekday = date(day.year, day.month, 1).weekday()
    offset = (first_weekday - week_start) % 7
    return (day.day + offset - 1) // 7 + 1


# tests
assert week_of_month("2024-05-01", 0) == 1
assert week_of_month("2024-05-05", 0) == 1 and week_of_month("2024-05-05", 6) == 2
assert week_of_month("2024-05-31", 0) == 5
assert week_of_month("2024-09-01", 0) == 1 and week_of_month("2024-09-02", 0) == 2
assert week_of_month("2024-09-30", 0) == 6
assert week_of_month("2024-04-07", 0) == 1 and week_of_month("2024-04-08", 0) == 2
assert week_of_month("2024-04-06", 6) == 1 and week_of_month("2024-04-07", 6) == 2
assert week_of_month("2026-02-28", 6) == 4
assert week_of_month("2024-06-15", 5) == 3
