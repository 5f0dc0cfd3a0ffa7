# query: Parse an HTTP header value with quality weights such as "en-US,en;q=0.9,fr;q=0.8" into the list of
#   values ordered by their q weight from highest to lowest, where a value without q counts as 1, equal
#   weights keep their original order, and values with q=0 or an empty name are dropped.
# entry_point: parse_quality_list
# example: parse_quality_list("gzip;q=0.5, br") == ["br", "gzip"]
# example: parse_quality_list("text/html,*/*;q=0.1") == ["text/html", "*/*"]

def parse_quality_list(header):
    entries = []
    for position, part in enumerate(header.split(",")):
        name, *parameters = [piece.strip() for piece in part.split(";")]
        if not name:
            continue
        quality = 1.0
        for parameter in parameters:
            if parameter.startswith("q="):
                quality = float(parameter[2:])
        if quality > 0:
            entries.append((-quality, position, name))
    entries.sort()
    return [entry[2] for entry in entries]


# tests
assert parse_quality_list("") == []
assert parse_quality_list("en") == ["en"]
assert parse_quality_list("a;q=0.2,b;q=0.8,c") == ["c", "b", "a"]
assert parse_quality_list("x;q=0.5,y;q=0.5,z;q=0.5") == ["x", "y", "z"]
assert parse_quality_list("de;q=0,fr") == ["fr"]
assert parse_quality_list(" ja ; q=0.7 , ko ") == ["ko", "ja"]
assert parse_quality_list("a;level=1;q=0.3,b;q=0.4") == ["b", "a"]
assert parse_quality_list(",,en;q=1,") == ["en"]
assert parse_quality_list("z,a") == ["z", "a"]
assert parse_quality_list("late;q=0.001") == ["late"]
