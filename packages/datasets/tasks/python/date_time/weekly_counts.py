# query: Count "YYYY-MM-DD" dates per ISO week, keyed by the date of that week's Monday ("YYYY-MM-DD"),
#   returning a dict whose keys are in ascending date order. Weeks without dates are absent.
# entry_point: weekly_counts
# example: weekly_counts(["2024-05-06", "2024-05-12"]) == {"2024-05-06": 2}
# example: weekly_counts(["2024-05-13", "2024-05-10"]) == {"2024-05-06": 1, "2024-05-13": 1}

def weekly_counts(dates):
    from datetime import date, timedelta

    counts = {}
    for text in dates:
        day = date.fromisoformat(text)
        monday = day - timedelta(days=day.weekday())
        key = monday.isoformat()
        counts[key] = counts.get(key, 0) + 1
    return {key: counts[key] for key in sorted(counts)}


# tests
assert weekly_counts([]) == {}
assert weekly_counts(["2024-01-01"]) == {"2024-01-01": 1}
assert weekly_counts(["2024-01-07", "2024-01-08"]) == {"2024-01-01": 1, "2024-01-08": 1}
assert weekly_counts(["2024-01-03", "2024-01-03", "2024-01-05"]) == {"2024-01-01": 3}
assert weekly_counts(["2025-01-01", "2024-12-30", "2024-12-29"]) == {"2024-12-23": 1, "2024-12-30": 2}
assert list(weekly_counts(["2024-03-20", "2024-02-01", "2024-03-01"])) == ["2024-01-29", "2024-02-26", "2024-03-18"]
assert weekly_counts(["2024-02-29", "2024-03-03"]) == {"2024-02-26": 2}
assert weekly_counts(["2023-10-15", "2023-10-16"]) == {"2023-10-09": 1, "2023-10-16": 1}
