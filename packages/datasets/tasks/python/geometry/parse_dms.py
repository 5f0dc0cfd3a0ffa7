# query: Parse a coordinate written as degrees, minutes and seconds with a hemisphere letter, such as
#   "40 26 46 N" or "79 58 56 W", into signed decimal degrees rounded to 6 decimals (S and W negative).
#   Returns None for an unknown hemisphere letter or minutes/seconds of 60 or more.
# entry_point: parse_dms
# example: parse_dms("10 30 0 N") == 10.5
# example: parse_dms("0 15 0 W") == -0.25

def parse_dms(text):
    parts = text.split()
    if len(parts) != 4:
        return None
    degrees, minutes, seconds = float(parts[0]), float(parts[1]), float(parts[2])
    hemisphere = parts[3].upper()
    if minutes >= 60 or seconds >= 60:
        return None
    if hemisphere not in ("N", "S", "E", "W"):
        return None
    value = degrees + minutes / 60 + seconds / 3600
    if hemisphere == "S" or hemisphere == "W":
        value = -value
    return round(value, 6)


# tests
assert parse_dms("40 26 46 N") == 40.446111
assert parse_dms("79 58 56 W") == -79.982222
assert parse_dms("33 52 4 S") == -33.867778
assert parse_dms("151 12 36 E") == 151.21
assert parse_dms("12 0 0 e") == 12.0
assert parse_dms("5 60 0 N") is None and parse_dms("5 59 60 N") is None
assert parse_dms("5 59 59 N") == 5.999722
assert parse_dms("10 0 0 X") is None
assert parse_dms("10 0 N") is None
