# query: Parse a "latitude,longitude" pair of plain decimal numbers (optional leading minus, digits and at
#   most one decimal point, spaces around each number allowed) into a tuple of floats. Return None if the
#   text is malformed or the latitude is outside -90..90 or the longitude outside -180..180.
# entry_point: parse_lat_lon
# example: parse_lat_lon("40.7, -74.0") == (40.7, -74.0)
# example: parse_lat_lon("0,0") == (0.0, 0.0)

def parse_lat_lon(text):
    pieces = text.split(",")
    if len(pieces) != 2:
        return None
    values = []
    for piece in pieces:
        piece = piece.strip()
        body = piece[1:] if piece.startswith("-") else piece
        if body == "" or body == "." or body.count(".") > 1:
            return None
        for character in body:
            if character != "." and (character < "0" or character > "9"):
                return None
        values.append(float(piece))
    latitude, longitude = values
    if abs(latitude) > 90 or abs(longitude) > 180:
        return None
    return (latitude, longitude)


# tests
assert parse_lat_lon("51.5, -0.12") == (51.5, -0.12)
assert parse_lat_lon("-90,180") == (-90.0, 180.0)
assert parse_lat_lon("90.5,0") is None
assert parse_lat_lon("0,-180.5") is None
assert parse_lat_lon("1,2,3") is None
assert parse_lat_lon("1e1,2") is None
assert parse_lat_lon("1.2.3,4") is None
assert parse_lat_lon(".,1") is None
assert parse_lat_lon("-,5") is None
assert parse_lat_lon("  -5 ,  7.25 ") == (-5.0, 7.25)
