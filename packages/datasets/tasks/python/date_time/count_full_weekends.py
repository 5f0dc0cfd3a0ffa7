# query: Count the complete weekends (a Saturday together with the following Sunday) that lie entirely
#   between two "YYYY-MM-DD" dates, both ends included. An end before the start gives 0.
# entry_point: count_full_weekends
# example: count_full_weekends("2024-06-01", "2024-06-30") == 5
# example: count_full_weekends("2024-06-02", "2024-06-08") == 0

def count_full_weekends(start, end):
    from datetime import date, timedelta

    first = date.fromisoformat(start)
    last = date.fromisoformat(end)
    saturday = first + timedelta(days=(5 - first.weekday()) % 7)
    count = 0
    while saturday + timedelta(days=1) <= last:
        count += 1
        saturday += timedelta(days=7)
    return count


# tests
assert count_full_weekends("2024-06-08", "2024-06-09") == 1
assert count_full_weekends("2024-06-08", "2024-06-08") == 0
assert count_full_weekends("2024-06-09", "2024-06-15") == 0
assert count_full_weekends("2024-06-09", "2024-06-16") == 1
assert count_full_weekends("2024-06-03", "2024-06-16") == 2
assert count_full_weekends("2024-06-16", "2024-06-01") == 0
assert count_full_weekends("2024-01-01", "2024-12-31") == 52
assert count_full_weekends("2024-06-07", "2024-06-23") == 3
