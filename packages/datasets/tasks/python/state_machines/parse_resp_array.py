# query: Parse a Redis-protocol array such as "*2\r\n$3\r\nGET\r\n$3\r\nkey\r\n" into a list: "*N" gives the
#   element count, "$L" introduces a bulk string of exactly L characters followed by CRLF, and ":N" is an integer
#   (possibly negative). Return None for any malformed input, a missing element or extra trailing data.
# entry_point: parse_resp_array
# example: parse_resp_array("*1\r\n$4\r\nPING\r\n") == ["PING"]
# example: parse_resp_array("*2\r\n:1\r\n:2\r\n") == [1, 2]

def parse_resp_array(data):
    def read_line(position):
        end = data.find("\r\n", position)
        if end == -1:
            return None, position
        return data[position:end], end + 2

    header, index = read_line(0)
    if header is None or header[:1] != "*" or not header[1:].isdigit():
        return None
    items = []
    for _ in range(int(header[1:])):
        line, index = read_line(index)
        if line is None or len(line) < 2:
            return None
        kind = line[0]
        body = line[1:]
        if kind == ":":
            if not body.lstrip("-").isdigit():
                return None
            items.append(int(body))
        elif kind == "$" and body.isdigit():
            length = int(body)
            if data[index + length:index + length + 2] != "\r\n":
                return None
            items.append(data[index:index + length])
            index += length + 2
        else:
            return None
    if index != len(data):
        return None
    return items


# tests
assert parse_resp_array("*3\r\n$3\r\nGET\r\n:5\r\n:-3\r\n") == ["GET", 5, -3]
assert parse_resp_array("*0\r\n") == []
assert parse_resp_array("*2\r\n$0\r\n\r\n$4\r\na\r\nb\r\n") == ["", "a\r\nb"]
assert parse_resp_array("*2\r\n:1\r\n") is None
assert parse_resp_array("*1\r\n$1\r\nabc") is None
assert parse_resp_array("+1\r\n:5\r\n") is None
assert parse_resp_array("*1\r\n+2\r\nab\r\n") is None
assert parse_resp_array("*1\r\n:x\r\n") is None
assert parse_resp_array("*1\r\n:1\r\nextra") is None
assert parse_resp_array("*x\r\n") is None
