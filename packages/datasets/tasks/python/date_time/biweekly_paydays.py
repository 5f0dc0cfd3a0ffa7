# query: List the paydays ("YYYY-MM-DD") falling in a given year and month for a schedule that pays every
#   14 days on the same cycle as an anchor payday, which may lie before or after that month.
# entry_point: biweekly_paydays
# example: biweekly_paydays("2024-01-05", 2024, 1) == ["2024-01-05", "2024-01-19"]
# example: biweekly_paydays("2024-01-05", 2024, 3) == ["2024-03-01", "2024-03-15", "2024-03-29"]

def biweekly_paydays(anchor, year, month):
    from datetime import date, timedelta

    first = date(year, month, 1)
    if month == 12:
        next_month = date(year + 1, 1, 1)
    else:
        next_month = date(year, month + 1, 1)
    offset = (first - date.fromisoformat(anchor)).days % 14
    current = first + timedelta(days=(14 - offset) % 14)
    result = []
    while current < next_month:
        result.append(current.isoformat())
        current += timedelta(days=14)
    return result


# tests
assert biweekly_paydays("2024-01-05", 2024, 2) == ["2024-02-02", "2024-02-16"]
assert biweekly_paydays("2024-06-01", 2024, 6) == ["2024-06-01", "2024-06-15", "2024-06-29"]
assert biweekly_paydays("2024-06-30", 2024, 6) == ["2024-06-02", "2024-06-16", "2024-06-30"]
assert biweekly_paydays("2025-01-01", 2024, 12) == ["2024-12-04", "2024-12-18"]
assert biweekly_paydays("2024-12-20", 2025, 1) == ["2025-01-03", "2025-01-17", "2025-01-31"]
assert biweekly_paydays("2023-02-14", 2023, 2) == ["2023-02-14", "2023-02-28"]
assert biweekly_paydays("2022-02-28", 2022, 2) == ["2022-02-14", "2022-02-28"]
assert biweekly_paydays("2024-07-15", 2024, 8) == ["2024-08-12", "2024-08-26"]
assert biweekly_paydays("2024-02-01", 2024, 2) == ["2024-02-01", "2024-02-15", "2024-02-29"]
