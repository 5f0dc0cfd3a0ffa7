# query: Return how many week rows a month occupies in a wall calendar whose weeks start on the given
#   weekday (0 = Monday through 6 = Sunday), counting partial first and last weeks as full rows.
# entry_point: calendar_rows
# example: calendar_rows(2024, 7, 0) == 5
# example: calendar_rows(2024, 3, 6) == 6

def calendar_rows(year, month, first_weekday):
    import calendar
    from datetime import date

    offset = (date(year, month, 1).weekday() - first_weekday) % 7
    days = calendar.monthrange(year, month)[1]
    cells = offset + days
    rows = cells // 7
    if cells % 7 != 0:
        rows += 1
    return rows


# tests
assert calendar_rows(2021, 2, 0) == 4
assert calendar_rows(2021, 2, 6) == 5
assert calendar_rows(2024, 6, 0) == 5
assert calendar_rows(2024, 6, 6) == 6
assert calendar_rows(2024, 3, 0) == 5
assert calendar_rows(2024, 9, 6) == 5
assert calendar_rows(2024, 2, 3) == 5
assert calendar_rows(2026, 2, 6) == 4
assert calendar_rows(2024, 12, 0) == 6
assert calendar_rows(2016, 2, 1) == 5
