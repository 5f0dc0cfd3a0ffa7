# query: Parse a UTC offset written as "+HH:MM" or "-HH:MM" (or "Z" for UTC) into a signed number of
#   minutes. Returns None for any other shape, non-digit fields, hours above 14 or minutes above 59.
# entry_point: parse_utc_offset
# example: parse_utc_offset("+02:00") == 120
# example: parse_utc_offset("-05:30") == -330

def parse_utc_offset(text):
    if text == "Z":
        return 0
    if len(text) != 6 or text[0] not in "+-" or text[3] != ":":
        return None
    hours_text = text[1:3]
    minutes_text = text[4:6]
    if not hours_text.isdigit() or not minutes_text.isdigit():
        return None
    hours = int(hours_text)
    minutes = int(minutes_text)
    if hours > 14 or minutes > 59:
        return None
    total = hours * 60 + minutes
    if text[0] == "-":
        return -total
    return total


# tests
assert parse_utc_offset("Z") == 0
assert parse_utc_offset("+05:30") == 330
assert parse_utc_offset("-08:00") == -480
assert parse_utc_offset("+14:00") == 840
assert parse_utc_offset("+15:00") is None
assert parse_utc_offset("+01:60") is None
assert parse_utc_offset("-03:59") == -239
assert parse_utc_offset("+05:300") is None
assert parse_utc_offset("*05:30") is None
assert parse_utc_offset("+0a:30") is None and parse_utc_offset("+05-30") is None
