# query: Convert an ISO-8601 timestamp with a UTC offset, "YYYY-MM-DDTHH:MM:SS" followed by "Z" or
#   "+HH:MM"/"-HH:MM" (offset hours up to 14), into the same instant in UTC as "YYYY-MM-DDTHH:MM:SSZ".
#   Return None for any other shape, an offset out of range or an impossible date or time.
# entry_point: iso_with_offset_to_utc
# example: iso_with_offset_to_utc("2024-03-10T01:30:00+05:30") == "2024-03-09T20:00:00Z"
# example: iso_with_offset_to_utc("2024-03-10T12:00:00Z") == "2024-03-10T12:00:00Z"

def iso_with_offset_to_utc(text):
    import re
    from datetime import datetime, timedelta

    match = re.fullmatch(r"(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(Z|[+-]\d{2}:\d{2})", text)
    if match is None:
        return None
    zone = match.group(7)
    offset = 0
    if zone != "Z":
        hours, minutes = int(zone[1:3]), int(zone[4:6])
        if hours > 14 or minutes > 59:
            return None
        offset = hours * 60 + minutes
        if zone[0] == "-":
            offset = -offset
    try:
        moment = datetime(*(int(match.group(index)) for index in range(1, 7)))
    except ValueError:
        return None
    return (moment - timedelta(minutes=offset)).strftime("%Y-%m-%dT%H:%M:%SZ")


# tests
assert iso_with_offset_to_utc("2024-01-01T00:00:00Z") == "2024-01-01T00:00:00Z"
assert iso_with_offset_to_utc("2024-01-01T00:00:00+01:00") == "2023-12-31T23:00:00Z"
assert iso_with_offset_to_utc("2024-02-28T22:15:09-03:00") == "2024-02-29T01:15:09Z"
assert iso_with_offset_to_utc("2024-06-01T12:00:00+14:00") == "2024-05-31T22:00:00Z"
assert iso_with_offset_to_utc("2024-06-01T12:00:00-09:45") == "2024-06-01T21:45:00Z"
assert iso_with_offset_to_utc("2024-06-01T12:00:00+15:00") is None and iso_with_offset_to_utc("2024-06-01T12:00:00+01:60") is None
assert iso_with_offset_to_utc("2024-06-01T12:00:00") is None and iso_with_offset_to_utc("2024-06-01 12:00:00Z") is None
assert iso_with_offset_to_utc("2024-06-31T12:00:00Z") is None and iso_with_offset_to_utc("2024-06-01T24:00:00Z") is None
assert iso_with_offset_to_utc("2024-06-01T12:00:00+0100") is None and iso_with_offset_to_utc("2024-06-01T12:00:00+00:59") == "2024-06-01T11:01:00Z"
assert iso_with_offset_to_utc("2023-12-31T23:59:59-10:30") == "2024-01-01T10:29:59Z"
