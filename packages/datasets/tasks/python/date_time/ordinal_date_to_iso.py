# query: Convert an ISO ordinal date "YYYY-DDD" (day number within the year, 001 = 1 January) into a
#   calendar date "YYYY-MM-DD", honouring Gregorian leap years. Return None if the text does not have
#   exactly 4 year digits and 3 day digits or the day number does not exist in that year.
# entry_point: ordinal_date_to_iso
# example: ordinal_date_to_iso("2023-032") == "2023-02-01"
# example: ordinal_date_to_iso("2024-366") == "2024-12-31"

def ordinal_date_to_iso(text):
    year_text, _, day_text = text.partition("-")
    if len(year_text) != 4 or len(day_text) != 3 or not (year_text + day_text).isdigit():
        return None
    year = int(year_text)
    remaining = int(day_text)
    leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
    lengths = [31, 29 if leap else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    if remaining < 1 or remaining > sum(lengths):
        return None
    month = 1
    for length in lengths:
        if remaining <= length:
            break
        remaining -= length
        month += 1
    return f"{year:04d}-{month:02d}-{remaining:02d}"


# tests
assert ordinal_date_to_iso("2024-001") == "2024-01-01"
assert ordinal_date_to_iso("2024-031") == "2024-01-31"
assert ordinal_date_to_iso("2024-060") == "2024-02-29"
assert ordinal_date_to_iso("2023-060") == "2023-03-01"
assert ordinal_date_to_iso("2000-060") == "2000-02-29" and ordinal_date_to_iso("1900-060") == "1900-03-01"
assert ordinal_date_to_iso("2023-365") == "2023-12-31"
assert ordinal_date_to_iso("2023-366") is None and ordinal_date_to_iso("2024-367") is None
assert ordinal_date_to_iso("2024-000") is None
assert ordinal_date_to_iso("2024-60") is None and ordinal_date_to_iso("24-060") is None
assert ordinal_date_to_iso("2024-0a1") is None and ordinal_date_to_iso("2024060") is None
