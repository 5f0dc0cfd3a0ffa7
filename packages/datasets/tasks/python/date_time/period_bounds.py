# query: Return the first and last dates ("YYYY-MM-DD") of the calendar period containing a date, where
#   the period is "month", "quarter" (Jan-Mar, Apr-Jun, ...), "half" (Jan-Jun or Jul-Dec) or "year".
#   An unknown period gives None.
# entry_point: period_bounds
# example: period_bounds("2024-05-17", "month") == ("2024-05-01", "2024-05-31")
# example: period_bounds("2024-05-17", "quarter") == ("2024-04-01", "2024-06-30")

def period_bounds(day, period):
    from datetime import date, timedelta

    current = date.fromisoformat(day)
    if period == "month":
        first_month, months = current.month, 1
    elif period == "quarter":
        first_month, months = (current.month - 1) // 3 * 3 + 1, 3
    elif period == "half":
        first_month, months = (1 if current.month <= 6 else 7), 6
    elif period == "year":
        first_month, months = 1, 12
    else:
        return None
    start = date(current.year, first_month, 1)
    end_month = first_month + months
    if end_month > 12:
        following = date(current.year + 1, end_month - 12, 1)
    else:
        following = date(current.year, end_month, 1)
    return (start.isoformat(), (following - timedelta(days=1)).isoformat())


# tests
assert period_bounds("2024-02-10", "month") == ("2024-02-01", "2024-02-29")
assert period_bounds("2023-12-31", "month") == ("2023-12-01", "2023-12-31") and period_bounds("2024-11-15", "month") == ("2024-11-01", "2024-11-30")
assert period_bounds("2024-03-31", "quarter") == ("2024-01-01", "2024-03-31")
assert period_bounds("2024-10-01", "quarter") == ("2024-10-01", "2024-12-31")
assert period_bounds("2024-07-04", "quarter") == ("2024-07-01", "2024-09-30")
assert period_bounds("2024-06-30", "half") == ("2024-01-01", "2024-06-30")
assert period_bounds("2024-07-01", "half") == ("2024-07-01", "2024-12-31")
assert period_bounds("2023-02-28", "year") == ("2023-01-01", "2023-12-31")
assert period_bounds("2024-05-17", "week") is None
