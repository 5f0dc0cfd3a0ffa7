# query: Given a list of "YYYY-MM-DD" dates in any order (duplicates allowed), return the length of the
#   longest run of consecutive calendar days present. An empty list gives 0.
# entry_point: longest_daily_streak
# example: longest_daily_streak(["2024-05-01", "2024-05-02", "2024-05-04"]) == 2
# example: longest_daily_streak(["2024-03-10", "2024-03-09", "2024-03-11", "2024-03-11"]) == 3

def longest_daily_streak(days):
    from datetime import date

    ordinals = sorted({date.fromisoformat(text).toordinal() for text in days})
    if not ordinals:
        return 0
    best = 1
    current = 1
    for index in range(1, len(ordinals)):
        if ordinals[index] == ordinals[index - 1] + 1:
            current += 1
            if current > best:
                best = current
        else:
            current = 1
    return best


# tests
assert longest_daily_streak([]) == 0
assert longest_daily_streak(["2024-01-01"]) == 1
assert longest_daily_streak(["2024-01-03", "2024-01-01", "2024-01-02"]) == 3
assert longest_daily_streak(["2024-01-01", "2024-01-01", "2024-01-02"]) == 2
assert longest_daily_streak(["2024-02-28", "2024-02-29", "2024-03-01", "2024-03-05"]) == 3
assert longest_daily_streak(["2024-01-01", "2024-01-03", "2024-01-05"]) == 1
assert longest_daily_streak(["2024-01-01", "2024-01-02", "2024-01-10", "2024-01-11", "2024-01-12"]) == 3
assert longest_daily_streak(["2024-01-01", "2024-01-02", "2024-01-03", "2024-01-10", "2024-01-11"]) == 3
assert longest_daily_streak(["2023-12-31", "2024-01-01"]) == 2
