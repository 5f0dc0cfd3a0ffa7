# query: Return the n-th business day (Monday to Friday, not in a set of "YYYY-MM-DD" holidays) of a month
#   as "YYYY-MM-DD"; negative n counts from the end (-1 is the last business day). Return None for n = 0 or
#   when the month has fewer business days than requested.
# entry_point: nth_business_day_of_month
# example: nth_business_day_of_month(2024, 7, 3, set()) == "2024-07-03"
# example: nth_business_day_of_month(2024, 6, -1, set()) == "2024-06-28"

def nth_business_day_of_month(year, month, n, holidays):
    import calendar
    from datetime import date

    business = []
    for day in range(1, calendar.monthrange(year, month)[1] + 1):
        current = date(year, month, day)
        if current.weekday() < 5 and current.isoformat() not in holidays:
            business.append(current.isoformat())
    if n == 0 or abs(n) > len(business):
        return None
    if n > 0:
        return business[n - 1]
    return business[n]


# tests
assert nth_business_day_of_month(2024, 6, 1, set()) == "2024-06-03"
assert nth_business_day_of_month(2024, 6, 1, {"2024-06-03"}) == "2024-06-04"
assert nth_business_day_of_month(2024, 6, 20, set()) == "2024-06-28" and nth_business_day_of_month(2024, 6, 21, set()) is None
assert nth_business_day_of_month(2024, 6, -20, set()) == "2024-06-03" and nth_business_day_of_month(2024, 6, -21, set()) is None
assert nth_business_day_of_month(2024, 6, 0, set()) is None
assert nth_business_day_of_month(2024, 12, -1, {"2024-12-31"}) == "2024-12-30"
assert nth_business_day_of_month(2024, 12, -2, set()) == "2024-12-30"
assert nth_business_day_of_month(2024, 3, 2, {"2024-03-01"}) == "2024-03-05"
assert nth_business_day_of_month(2024, 2, 21, set()) == "2024-02-29"
