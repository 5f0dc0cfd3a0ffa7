# query: Convert a compact duration string such as "1h30m" or "2d 4h 5s" into a total number of seconds.
#   Units are d, h, m and s, spaces between parts are allowed and an empty string is 0 seconds. Returns
#   None for a unit without a number, a trailing number without a unit, or any other character.
# entry_point: parse_duration
# example: parse_duration("2h15m") == 8100
# example: parse_duration("3m 20s") == 200

def parse_duration(text):
    units = {"d": 86400, "h": 3600, "m": 60, "s": 1}
    total = 0
    number = ""
    for character in text:
        if character.isdigit():
            number += character
        elif character in units:
            if number == "":
                return None
            total += int(number) * units[character]
            number = ""
        elif character != " ":
            return None
    if number != "":
        return None
    return total


# tests
assert parse_duration("1h30m") == 5400
assert parse_duration("2d 4h 5s") == 187205
assert parse_duration("45s") == 45
assert parse_duration("1d") == 86400
assert parse_duration("") == 0
assert parse_duration("h") is None
assert parse_duration("30") is None
assert parse_duration("1h-30m") is None
assert parse_duration("12m 1s") == 721
assert parse_duration("1h 1h") == 7200
