# query: Check whether a string is an ISO 8601 ordinal date "YYYY-DDD": a four-digit year and a three-digit
#   day of the year from 001 to 365, or to 366 in leap years (divisible by 4, except centuries not divisible by 400).
# entry_point: is_valid_ordinal_date
# example: is_valid_ordinal_date("2023-045") == True
# example: is_valid_ordinal_date("2023-366") == False

def is_valid_ordinal_date(text):
    if len(text) != 8 or text[4] != "-":
        return False
    year_text = text[:4]
    day_text = text[5:]
    if not (year_text + day_text).isdigit() or not text.isascii():
        return False
    year = int(year_text)
    day = int(day_text)
    leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
    last = 366 if leap else 365
    return 1 <= day <= last


# tests
assert is_valid_ordinal_date("2024-366") is True
assert is_valid_ordinal_date("2023-365") is True
assert is_valid_ordinal_date("2023-001") is True
assert is_valid_ordinal_date("2023-000") is False
assert is_valid_ordinal_date("1900-366") is False
assert is_valid_ordinal_date("2000-366") is True
assert is_valid_ordinal_date("2024-367") is False
assert is_valid_ordinal_date("2024-36") is False
assert is_valid_ordinal_date("2024/100") is False
assert is_valid_ordinal_date("20a4-100") is False
