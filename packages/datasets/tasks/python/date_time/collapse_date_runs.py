# query: Summarise a list of "YYYY-MM-DD" dates (any order, duplicates allowed) as ascending runs of
#   consecutive days: a run of one day is written as the date, a longer run as "start..end".
# entry_point: collapse_date_runs
# example: collapse_date_runs(["2024-01-02", "2024-01-01", "2024-01-05"]) == ["2024-01-01..2024-01-02", "2024-01-05"]
# example: collapse_date_runs(["2024-04-10"]) == ["2024-04-10"]

def collapse_date_runs(dates):
    from datetime import date, timedelta

    days = sorted({date.fromisoformat(text) for text in dates})
    runs = []
    for day in days:
        if runs and day - runs[-1][1] == timedelta(days=1):
            runs[-1][1] = day
        else:
            runs.append([day, day])
    labels = []
    for start, end in runs:
        if start == end:
            labels.append(start.isoformat())
        else:
            labels.append(start.isoformat() + ".." + end.isoformat())
    return labels


# tests
assert collapse_date_runs([]) == []
assert collapse_date_runs(["2024-03-01", "2024-03-01"]) == ["2024-03-01"]
assert collapse_date_runs(["2024-03-01", "2024-03-03"]) == ["2024-03-01", "2024-03-03"]
assert collapse_date_runs(["2024-02-28", "2024-03-01", "2024-02-29"]) == ["2024-02-28..2024-03-01"]
assert collapse_date_runs(["2023-02-28", "2023-03-01"]) == ["2023-02-28..2023-03-01"]
assert collapse_date_runs(["2024-12-31", "2025-01-01", "2024-12-30", "2025-01-03"]) == ["2024-12-30..2025-01-01", "2025-01-03"]
assert collapse_date_runs(["2024-05-05", "2024-05-04", "2024-05-05", "2024-05-06"]) == ["2024-05-04..2024-05-06"]
assert collapse_date_runs(["2024-07-01", "2024-07-02", "2024-07-04", "2024-07-05"]) == ["2024-07-01..2024-07-02", "2024-07-04..2024-07-05"]
