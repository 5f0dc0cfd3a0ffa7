# query: Convert a Unix timestamp in whole seconds (possibly negative, i.e. before 1970) into a UTC
#   timestamp string of the form "YYYY-MM-DDTHH:MM:SSZ", honouring Gregorian leap years.
# entry_point: epoch_to_iso_utc
# example: epoch_to_iso_utc(60) == "1970-01-01T00:01:00Z"
# example: epoch_to_iso_utc(1700000000) == "2023-11-14T22:13:20Z"

def epoch_to_iso_utc(seconds):
    import calendar

    days, rest = divmod(seconds, 86400)
    hour, rest = divmod(rest, 3600)
    minute, second = divmod(rest, 60)
    year = 1970
    while days < 0:
        year -= 1
        days += 366 if calendar.isleap(year) else 365
    while days >= (366 if calendar.isleap(year) else 365):
        days -= 366 if calendar.isleap(year) else 365
        year += 1
    month = 1
    while days >= calendar.monthrange(year, month)[1]:
        days -= calendar.monthrange(year, month)[1]
        month += 1
    return f"{year:04d}-{month:02d}-{days + 1:02d}T{hour:02d}:{minute:02d}:{second:02d}Z"


# tests
assert epoch_to_iso_utc(0) == "1970-01-01T00:00:00Z" and epoch_to_iso_utc(86399) == "1970-01-01T23:59:59Z"
assert epoch_to_iso_utc(86400) == "1970-01-02T00:00:00Z"
assert epoch_to_iso_utc(-1) == "1969-12-31T23:59:59Z"
assert epoch_to_iso_utc(-86401) == "1969-12-30T23:59:59Z"
assert epoch_to_iso_utc(951782400) == "2000-02-29T00:00:00Z"
assert epoch_to_iso_utc(1709251199) == "2024-02-29T23:59:59Z"
assert epoch_to_iso_utc(1735689600) == "2025-01-01T00:00:00Z" and epoch_to_iso_utc(1735603200) == "2024-12-31T00:00:00Z"
assert epoch_to_iso_utc(1234567890) == "2009-02-13T23:31:30Z"
assert epoch_to_iso_utc(4102444800) == "2100-01-01T00:00:00Z"
assert epoch_to_iso_utc(-63158400) == "1968-01-01T00:00:00Z" and epoch_to_iso_utc(2678400) == "1970-02-01T00:00:00Z"
