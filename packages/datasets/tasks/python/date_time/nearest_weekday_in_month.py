# query: Find the weekday (Monday-Friday) nearest to a given day of a month, as in cron's "W" field: a
#   Saturday moves to the Friday before and a Sunday to the Monday after, but never into another month
#   (a Saturday the 1st moves to Monday the 3rd, a Sunday on the last day to the Friday before). Return
#   "YYYY-MM-DD", or None if the day does not exist in that month.
# entry_point: nearest_weekday_in_month
# example: nearest_weekday_in_month(2024, 6, 15) == "2024-06-14"
# example: nearest_weekday_in_month(2024, 6, 12) == "2024-06-12"

def nearest_weekday_in_month(year, month, day):
    import calendar
    from datetime import date, timedelta

    last = calendar.monthrange(year, month)[1]
    if day < 1 or day > last:
        return None
    target = date(year, month, day)
    if target.weekday() == 5:
        target += timedelta(days=-1 if day > 1 else 2)
    elif target.weekday() == 6:
        target += timedelta(days=1 if day < last else -2)
    return target.isoformat()


# tests
assert nearest_weekday_in_month(2024, 6, 16) == "2024-06-17"
assert nearest_weekday_in_month(2024, 6, 1) == "2024-06-03"
assert nearest_weekday_in_month(2024, 6, 30) == "2024-06-28"
assert nearest_weekday_in_month(2024, 6, 2) == "2024-06-03"
assert nearest_weekday_in_month(2024, 6, 29) == "2024-06-28"
assert nearest_weekday_in_month(2024, 3, 31) == "2024-03-29" and nearest_weekday_in_month(2024, 3, 30) == "2024-03-29"
assert nearest_weekday_in_month(2024, 2, 30) is None and nearest_weekday_in_month(2024, 2, 0) is None
assert nearest_weekday_in_month(2024, 2, 29) == "2024-02-29" and nearest_weekday_in_month(2024, 3, 2) == "2024-03-01"
assert nearest_weekday_in_month(2025, 11, 30) == "2025-11-28" and nearest_weekday_in_month(2025, 11, 1) == "2025-11-03"
