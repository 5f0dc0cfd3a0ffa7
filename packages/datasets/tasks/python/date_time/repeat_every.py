# query: List the dates ("YYYY-MM-DD") of an event that starts on a date and repeats every interval_days
#   days, up to and including an end date and at most limit occurrences. An interval below one day gives
#   an empty list.
# entry_point: repeat_every
# example: repeat_every("2024-01-01", 7, "2024-01-31", 10) == ["2024-01-01", "2024-01-08", "2024-01-15", "2024-01-22", "2024-01-29"]
# example: repeat_every("2024-01-01", 7, "2024-01-31", 2) == ["2024-01-01", "2024-01-08"]

def repeat_every(start, interval_days, until, limit):
    from datetime import date, timedelta

    if interval_days < 1:
        return []
    current = date.fromisoformat(start)
    last = date.fromisoformat(until)
    result = []
    while current <= last and len(result) < limit:
        result.append(current.isoformat())
        current += timedelta(days=interval_days)
    return result


# tests
assert repeat_every("2024-03-01", 1, "2024-03-03", 10) == ["2024-03-01", "2024-03-02", "2024-03-03"]
assert repeat_every("2024-03-01", 2, "2024-03-04", 10) == ["2024-03-01", "2024-03-03"]
assert repeat_every("2024-03-05", 1, "2024-03-04", 10) == []
assert repeat_every("2024-03-04", 3, "2024-03-04", 10) == ["2024-03-04"]
assert repeat_every("2024-03-01", 1, "2024-03-31", 0) == []
assert repeat_every("2024-03-01", 0, "2024-03-31", 5) == [] and repeat_every("2024-03-01", -1, "2024-03-31", 5) == []
assert repeat_every("2024-02-20", 5, "2024-03-10", 10) == ["2024-02-20", "2024-02-25", "2024-03-01", "2024-03-06"]
assert repeat_every("2023-12-25", 14, "2024-12-31", 3) == ["2023-12-25", "2024-01-08", "2024-01-22"]
