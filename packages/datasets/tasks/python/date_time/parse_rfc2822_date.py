# query: Parse an e-mail style date such as "Tue, 01 Dec 2026 21:22:23 +0100" (the weekday is optional,
#   seconds may be omitted, the zone is "+HHMM"/"-HHMM" or GMT, UT or Z) into a UTC timestamp
#   "YYYY-MM-DDTHH:MM:SSZ". Return None if the text does not have that shape or names an impossible date.
# entry_point: parse_rfc2822_date
# example: parse_rfc2822_date("Mon, 15 Jan 2024 10:00:00 GMT") == "2024-01-15T10:00:00Z"
# example: parse_rfc2822_date("3 Mar 2025 08:30 -0500") == "2025-03-03T13:30:00Z"

def parse_rfc2822_date(text):
    from datetime import datetime, timedelta

    months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    parts = text.replace(",", " ").split()
    if len(parts) == 6:
        parts = parts[1:]
    if len(parts) != 5 or parts[1] not in months:
        return None
    day, month_name, year, clock, zone = parts
    pieces = clock.split(":")
    if len(pieces) == 2:
        pieces.append("00")
    if len(pieces) != 3:
        return None
    try:
        moment = datetime(int(year), months.index(month_name) + 1, int(day), int(pieces[0]), int(pieces[1]), int(pieces[2]))
    except ValueError:
        return None
    if zone in ("GMT", "UT", "Z"):
        offset = 0
    elif len(zone) == 5 and zone[0] in "+-" and zone[1:].isdigit():
        offset = int(zone[1:3]) * 60 + int(zone[3:])
        if zone[0] == "-":
            offset = -offset
    else:
        return None
    return (moment - timedelta(minutes=offset)).strftime("%Y-%m-%dT%H:%M:%SZ")


# tests
assert parse_rfc2822_date("Tue, 01 Dec 2026 21:22:23 +0100") == "2026-12-01T20:22:23Z"
assert parse_rfc2822_date("01 Dec 2026 21:22:23 Z") == "2026-12-01T21:22:23Z" and parse_rfc2822_date("01 Dec 2026 01:00:00 -1000") == "2026-12-01T11:00:00Z"
assert parse_rfc2822_date("Sat, 31 Dec 2022 23:30:00 -0130") == "2023-01-01T01:00:00Z"
assert parse_rfc2822_date("1 Jan 2024 00:15 +0530") == "2023-12-31T18:45:00Z"
assert parse_rfc2822_date("29 Feb 2024 12:00:59 UT") == "2024-02-29T12:00:59Z"
assert parse_rfc2822_date("29 Feb 2023 12:00:00 GMT") is None
assert parse_rfc2822_date("10 Foo 2024 12:00:00 GMT") is None and parse_rfc2822_date("10 Jan 2024 12:00:00") is None
assert parse_rfc2822_date("10 Jan 2024 12:00:00 EST") is None and parse_rfc2822_date("10 Jan 2024 12:00:00 +05") is None and parse_rfc2822_date("10 Jan 2024 12:00:00 +x100") is None
assert parse_rfc2822_date("10 Jan 2024 12 GMT") is None and parse_rfc2822_date("10 Jan 2024 1:2:3:4 GMT") is None
assert parse_rfc2822_date("10 Jan 2024 25:00:00 GMT") is None and parse_rfc2822_date("10 Jan 2024 1x:00:00 GMT") is None
