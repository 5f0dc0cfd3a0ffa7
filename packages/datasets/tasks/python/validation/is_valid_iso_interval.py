# query: Check an ISO 8601 date interval "YYYY-MM-DD/YYYY-MM-DD": both ends must be real calendar dates in
#   exactly that format and the start must not be after the end (a one-day interval has equal ends).
# entry_point: is_valid_iso_interval
# example: is_valid_iso_interval("2024-01-01/2024-01-31") == True
# example: is_valid_iso_interval("2024-02-01/2024-01-31") == False

def is_valid_iso_interval(text):
    import datetime

    parts = text.split("/")
    if len(parts) != 2:
        return False
    dates = []
    for part in parts:
        if len(part) != 10 or part[4] != "-" or part[7] != "-":
            return False
        try:
            dates.append(datetime.date.fromisoformat(part))
        except ValueError:
            return False
    return dates[0] <= dates[1]


# tests
assert is_valid_iso_interval("2024-02-29/2024-02-29") is True
assert is_valid_iso_interval("2023-02-29/2023-03-01") is False
assert is_valid_iso_interval("2024-01-02/2024-01-01") is False
assert is_valid_iso_interval("2024-1-01/2024-01-02") is False
assert is_valid_iso_interval("2024-01-01") is False
assert is_valid_iso_interval("2024-01-01/2024-01-02/2024-01-03") is False
assert is_valid_iso_interval("20240101/2024-01-02") is False
assert is_valid_iso_interval("2024-13-01/2025-01-01") is False
assert is_valid_iso_interval("+202-01-01/2024-01-02") is False
assert is_valid_iso_interval("1999-12-31/2000-01-01") is True
