# query: Check whether a string is a real calendar date written exactly as YYYY-MM-DD with ASCII digits:
#   the month must be 01 to 12 and the day must exist in that month, taking leap years into account.
# entry_point: is_valid_iso_date
# example: is_valid_iso_date("2024-07-15") == True
# example: is_valid_iso_date("2024-04-31") == False

def is_valid_iso_date(text):
    import calendar
    if len(text) != 10 or text[4] != "-" or text[7] != "-":
        return False
    for index in range(10):
        if index == 4 or index == 7:
            continue
        if text[index] < "0" or text[index] > "9":
            return False
    year = int(text[:4])
    month = int(text[5:7])
    day = int(text[8:])
    if month < 1 or month > 12:
        return False
    return 1 <= day <= calendar.monthrange(year, month)[1]


# tests
assert is_valid_iso_date("2024-02-29") is True
assert is_valid_iso_date("2023-02-29") is False
assert is_valid_iso_date("2023-12-31") is True
assert is_valid_iso_date("2023-13-01") is False
assert is_valid_iso_date("2023-00-10") is False
assert is_valid_iso_date("2023-01-00") is False
assert is_valid_iso_date("2023-01-011") is False
assert is_valid_iso_date("2023-01-01") is True
assert is_valid_iso_date("20a3-01-01") is False
assert is_valid_iso_date("2023-01-1 ") is False
