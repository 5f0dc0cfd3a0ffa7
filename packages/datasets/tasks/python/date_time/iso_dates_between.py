# query: List "YYYY-MM-DD" dates from a start date to an end date inclusive, advancing a fixed number of
#   days each time (the end is included only if a step lands on it). A non-positive step or an end
#   before the start yields an empty list.
# entry_point: iso_dates_between
# example: iso_dates_between("2024-01-01", "2024-01-03", 1) == ["2024-01-01", "2024-01-02", "2024-01-03"]
# example: iso_dates_between("2024-03-01", "2024-03-15", 7) == ["2024-03-01", "2024-03-08", "2024-03-15"]

def iso_dates_between(start, end, step):
    from datetime import date, timedelta

    if step <= 0:
        return []
    current = date.fromisoformat(start)
    last = date.fromisoformat(end)
    result = []
    while current <= last:
        result.append(current.isoformat())
        current += timedelta(days=step)
    return result


# tests
assert iso_dates_between("2024-02-27", "2024-03-01", 1) == ["2024-02-27", "2024-02-28", "2024-02-29", "2024-03-01"]
assert iso_dates_between("2024-01-01", "2024-01-10", 3) == ["2024-01-01", "2024-01-04", "2024-01-07", "2024-01-10"]
assert iso_dates_between("2024-01-01", "2024-01-09", 3) == ["2024-01-01", "2024-01-04", "2024-01-07"]
assert iso_dates_between("2024-01-05", "2024-01-05", 1) == ["2024-01-05"]
assert iso_dates_between("2024-01-06", "2024-01-05", 1) == []
assert iso_dates_between("2024-01-01", "2024-01-05", 0) == []
assert iso_dates_between("2024-01-01", "2024-01-05", -1) == []
assert iso_dates_between("2023-12-30", "2024-01-02", 2) == ["2023-12-30", "2024-01-01"]
