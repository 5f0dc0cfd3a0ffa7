# query: Parse an HTTP Range header such as "bytes=0-499,-200" for a resource of the given size into a
#   list of inclusive (start, end) byte ranges: "a-b" (end capped at size - 1), "a-" (to the end) and "-n"
#   (the last n bytes). Ranges that start at or beyond size are skipped; a malformed header, or a unit
#   other than "bytes", gives None.
# entry_point: parse_range_header
# example: parse_range_header("bytes=0-99", 1000) == [(0, 99)]
# example: parse_range_header("bytes=-100", 1000) == [(900, 999)]

def parse_range_header(header, size):
    if not header.startswith("bytes="):
        return None
    ranges = []
    for part in header[6:].split(","):
        part = part.strip()
        dash = part.find("-")
        if dash == -1:
            return None
        first = part[:dash]
        last = part[dash + 1:]
        if first == "":
            if not last.isdigit() or int(last) == 0:
                return None
            ranges.append((max(0, size - int(last)), size - 1))
            continue
        if not first.isdigit() or (last != "" and not last.isdigit()):
            return None
        start = int(first)
        end = size - 1 if last == "" else min(int(last), size - 1)
        if last != "" and int(last) < start:
            return None
        if start < size:
            ranges.append((start, end))
    return ranges


# tests
assert parse_range_header("bytes=a-5", 10000) is None
assert parse_range_header("bytes=500-", 1000) == [(500, 999)]
assert parse_range_header("bytes=-5000", 1000) == [(0, 999)]
assert parse_range_header("bytes=900-2000,1000-1100", 1000) == [(900, 999)]
assert parse_range_header("bytes=0-0, 5-9", 10) == [(0, 0), (5, 9)]
assert parse_range_header("items=0-5", 10) is None
assert parse_range_header("bytes=5-2", 10) is None
assert parse_range_header("bytes=5", 10) is None
assert parse_range_header("bytes=5-x", 10) is None
assert parse_range_header("bytes=-0", 10) is None
