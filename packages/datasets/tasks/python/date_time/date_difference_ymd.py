# query: Express the time from a start date to an end date ("YYYY-MM-DD") as (years, months, days): the
#   largest number of whole months such that adding them to the start (a day past the month's end is
#   clamped to its last day) does not pass the end, split into years and months, plus the remaining days.
#   Return None if the end is before the start.
# entry_point: date_difference_ymd
# example: date_difference_ymd("2020-05-10", "2024-07-15") == (4, 2, 5)
# example: date_difference_ymd("2024-01-31", "2024-03-01") == (0, 1, 1)

def date_difference_ymd(start, end):
    import calendar
    from datetime import date

    first = date.fromisoformat(start)
    last = date.fromisoformat(end)
    if last < first:
        return None

    def shifted(months):
        total = first.month - 1 + months
        year = first.year + total // 12
        month = total % 12 + 1
        return date(year, month, min(first.day, calendar.monthrange(year, month)[1]))

    months = (last.year - first.year) * 12 + last.month - first.month
    if shifted(months) > last:
        months -= 1
    days = (last - shifted(months)).days
    return (months // 12, months % 12, days)


# tests
assert date_difference_ymd("2024-06-01", "2024-06-01") == (0, 0, 0)
assert date_difference_ymd("2024-06-02", "2024-06-01") is None
assert date_difference_ymd("2024-06-01", "2024-06-30") == (0, 0, 29)
assert date_difference_ymd("2024-06-15", "2024-07-14") == (0, 0, 29)
assert date_difference_ymd("2024-06-15", "2024-07-15") == (0, 1, 0)
assert date_difference_ymd("2023-12-20", "2024-01-05") == (0, 0, 16)
assert date_difference_ymd("2023-11-30", "2025-02-28") == (1, 3, 0)
assert date_difference_ymd("2020-02-29", "2021-02-28") == (1, 0, 0)
assert date_difference_ymd("2019-03-31", "2024-03-30") == (4, 11, 30)
assert date_difference_ymd("2000-01-01", "2025-12-31") == (25, 11, 30)
