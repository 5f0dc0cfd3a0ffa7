# query: Given a list of "YYYY-MM-DD" dates in any order, return the sorted "YYYY-MM-DD" dates that are
#   absent between the earliest and latest date. Lists with fewer than two dates have no gaps.
# entry_point: missing_dates
# example: missing_dates(["2024-06-01", "2024-06-04"]) == ["2024-06-02", "2024-06-03"]
# example: missing_dates(["2024-01-31", "2024-02-02"]) == ["2024-02-01"]

def missing_dates(days):
    from datetime import date, timedelta

    if not days:
        return []
    present = {date.fromisoformat(text) for text in days}
    current = min(present)
    last = max(present)
    missing = []
    while current < last:
        if current not in present:
            missing.append(current.isoformat())
        current += timedelta(days=1)
    return missing


# tests
assert missing_dates([]) == []
assert missing_dates(["2024-01-01"]) == []
assert missing_dates(["2024-01-01", "2024-01-03"]) == ["2024-01-02"]
assert missing_dates(["2024-01-05", "2024-01-01", "2024-01-03"]) == ["2024-01-02", "2024-01-04"]
assert missing_dates(["2024-02-27", "2024-03-01"]) == ["2024-02-28", "2024-02-29"]
assert missing_dates(["2024-01-01", "2024-01-02"]) == []
assert missing_dates(["2024-01-01", "2024-01-01", "2024-01-04"]) == ["2024-01-02", "2024-01-03"]
assert missing_dates(["2023-12-30", "2024-01-02", "2023-12-31"]) == ["2024-01-01"]
