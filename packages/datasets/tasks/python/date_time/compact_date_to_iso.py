# query: Convert a compact "YYYYMMDD" date string into "YYYY-MM-DD". Returns None unless the input is
#   exactly eight digits forming a real calendar date (leap years included).
# entry_point: compact_date_to_iso
# example: compact_date_to_iso("19991231") == "1999-12-31"
# example: compact_date_to_iso("20230615") == "2023-06-15"

def compact_date_to_iso(text):
    import calendar

    if len(text) != 8 or not text.isdigit():
        return None
    year = int(text[0:4])
    month = int(text[4:6])
    day = int(text[6:8])
    if month < 1 or month > 12:
        return None
    if day < 1 or day > calendar.monthrange(year, month)[1]:
        return None
    return f"{year:04d}-{month:02d}-{day:02d}"


# tests
assert compact_date_to_iso("20240101") == "2024-01-01"
assert compact_date_to_iso("20240229") == "2024-02-29"
assert compact_date_to_iso("20230229") is None
assert compact_date_to_iso("20241301") is None
assert compact_date_to_iso("20240001") is None
assert compact_date_to_iso("20240100") is None
assert compact_date_to_iso("20241231") == "2024-12-31"
assert compact_date_to_iso("2024031") is None and compact_date_to_iso("202403150") is None
assert compact_date_to_iso("2024O315") is None
assert compact_date_to_iso("20240431") is None
