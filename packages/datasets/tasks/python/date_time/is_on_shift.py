# query: Decide whether a worker on a repeating rota of on_days working days followed by off_days rest days
#   works on a "YYYY-MM-DD" date, given a date on which a cycle starts; the cycle repeats in both directions
#   in time. Return None if on_days is below 1 or off_days is negative.
# entry_point: is_on_shift
# example: is_on_shift("2024-01-01", 4, 4, "2024-01-04") == True
# example: is_on_shift("2024-01-01", 4, 4, "2024-01-05") == False

def is_on_shift(cycle_start, on_days, off_days, day):
    from datetime import date

    if on_days < 1 or off_days < 0:
        return None
    elapsed = (date.fromisoformat(day) - date.fromisoformat(cycle_start)).days
    return elapsed % (on_days + off_days) < on_days


# tests
assert is_on_shift("2024-03-01", 2, 3, "2024-03-01") is True
assert is_on_shift("2024-03-01", 2, 3, "2024-03-02") is True and is_on_shift("2024-03-01", 2, 3, "2024-03-03") is False
assert is_on_shift("2024-03-01", 2, 3, "2024-03-05") is False and is_on_shift("2024-03-01", 2, 3, "2024-03-06") is True
assert is_on_shift("2024-03-01", 2, 3, "2024-02-29") is False
assert is_on_shift("2024-03-01", 2, 3, "2024-02-25") is True and is_on_shift("2024-03-01", 2, 3, "2024-02-24") is False
assert is_on_shift("2024-03-01", 1, 0, "2030-07-19") is True
assert is_on_shift("2024-03-01", 0, 3, "2024-03-01") is None and is_on_shift("2024-03-01", 2, -1, "2024-03-01") is None
assert is_on_shift("2023-12-30", 3, 4, "2024-01-06") is True and is_on_shift("2023-12-30", 3, 4, "2024-01-05") is False
