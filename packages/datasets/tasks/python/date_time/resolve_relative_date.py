# query: Resolve a relative date expression against a base "YYYY-MM-DD" date: "today", "tomorrow" and
#   "yesterday" (any case), or a signed amount with a unit such as "+3d", "-2w", "+1m" or "-1y" (days,
#   weeks, months, years), where month and year steps clamp the day to the target month's length. Return
#   "YYYY-MM-DD", or None for anything else.
# entry_point: resolve_relative_date
# example: resolve_relative_date("+10d", "2024-05-25") == "2024-06-04"
# example: resolve_relative_date("+1m", "2024-01-31") == "2024-02-29"

def resolve_relative_date(expression, base):
    import calendar
    import re
    from datetime import date, timedelta

    start = date.fromisoformat(base)
    text = expression.strip().lower()
    words = {"today": 0, "tomorrow": 1, "yesterday": -1}
    if text in words:
        return (start + timedelta(days=words[text])).isoformat()
    match = re.fullmatch(r"([+-])(\d+)([dwmy])", text)
    if match is None:
        return None
    amount = int(match.group(2))
    if match.group(1) == "-":
        amount = -amount
    unit = match.group(3)
    if unit == "d" or unit == "w":
        return (start + timedelta(days=amount * (7 if unit == "w" else 1))).isoformat()
    months = amount if unit == "m" else amount * 12
    year, month_index = divmod(start.year * 12 + start.month - 1 + months, 12)
    day = min(start.day, calendar.monthrange(year, month_index + 1)[1])
    return date(year, month_index + 1, day).isoformat()


# tests
assert resolve_relative_date("Today", "2024-03-01") == "2024-03-01"
assert resolve_relative_date(" yesterday ", "2024-03-01") == "2024-02-29"
assert resolve_relative_date("TOMORROW", "2024-12-31") == "2025-01-01"
assert resolve_relative_date("-1d", "2024-01-01") == "2023-12-31" and resolve_relative_date("+0d", "2024-01-01") == "2024-01-01"
assert resolve_relative_date("-2w", "2024-03-10") == "2024-02-25"
assert resolve_relative_date("+1m", "2024-12-15") == "2025-01-15" and resolve_relative_date("-1m", "2024-03-31") == "2024-02-29"
assert resolve_relative_date("-13m", "2024-01-31") == "2022-12-31"
assert resolve_relative_date("+1y", "2024-02-29") == "2025-02-28" and resolve_relative_date("-4y", "2024-02-29") == "2020-02-29"
assert resolve_relative_date("3d", "2024-01-01") is None and resolve_relative_date("+3x", "2024-01-01") is None
assert resolve_relative_date("+d", "2024-01-01") is None and resolve_relative_date("next week", "2024-01-01") is None
