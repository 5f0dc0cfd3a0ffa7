# query: Parse a date string against a fixed-width pattern in which every Y, M and D stands for one digit
#   of the year, month and day (e.g. "DD.MM.YYYY") and every other character must match literally. The
#   pattern must hold exactly 4 Y, 2 M and 2 D. Return "YYYY-MM-DD", or None on any mismatch, a bad
#   pattern or an impossible date.
# entry_point: parse_date_pattern
# example: parse_date_pattern("31.12.2023", "DD.MM.YYYY") == "2023-12-31"
# example: parse_date_pattern("12/25/2023", "MM/DD/YYYY") == "2023-12-25"

def parse_date_pattern(text, pattern):
    from datetime import date

    if len(text) != len(pattern):
        return None
    fields = {"Y": "", "M": "", "D": ""}
    for character, slot in zip(text, pattern):
        if slot in fields:
            if not character.isdigit():
                return None
            fields[slot] += character
        elif character != slot:
            return None
    if len(fields["Y"]) != 4 or len(fields["M"]) != 2 or len(fields["D"]) != 2:
        return None
    try:
        return date(int(fields["Y"]), int(fields["M"]), int(fields["D"])).isoformat()
    except ValueError:
        return None


# tests
assert parse_date_pattern("2024-03-09", "YYYY-MM-DD") == "2024-03-09"
assert parse_date_pattern("03/09/2024", "MM/DD/YYYY") == "2024-03-09"
assert parse_date_pattern("20240309", "YYYYMMDD") == "2024-03-09"
assert parse_date_pattern("2024-03-09", "YYYY/MM/DD") is None
assert parse_date_pattern("2024-3-09", "YYYY-MM-DD") is None and parse_date_pattern("2024-03-09x", "YYYY-MM-DD") is None
assert parse_date_pattern("2024-0x-09", "YYYY-MM-DD") is None and parse_date_pattern("2024-+3-09", "YYYY-MM-DD") is None
assert parse_date_pattern("2024-13-09", "YYYY-MM-DD") is None and parse_date_pattern("2023-02-29", "YYYY-MM-DD") is None
assert parse_date_pattern("24-03-09", "YY-MM-DD") is None and parse_date_pattern("2024-03-091", "YYYY-MM-DDD") is None
assert parse_date_pattern("2024-003-09", "YYYY-MMM-DD") is None
assert parse_date_pattern("d 09 m 03 y 2024", "d DD m MM y YYYY") == "2024-03-09"
