# query: Check an HTTP/1.x response status line such as "HTTP/1.1 404 Not Found": "HTTP/1.0" or "HTTP/1.1",
#   a space, a three-digit status code from 100 to 599, and then either nothing or a space followed by a
#   reason phrase of printable ASCII characters (which may be empty).
# entry_point: is_valid_http_status_line
# example: is_valid_http_status_line("HTTP/1.1 200 OK") == True
# example: is_valid_http_status_line("HTTP/1.1 200OK") == False

def is_valid_http_status_line(line):
    if not (line.startswith("HTTP/1.0 ") or line.startswith("HTTP/1.1 ")):
        return False
    code = line[9:12]
    if len(code) != 3 or not code.isdigit() or not code.isascii():
        return False
    if int(code) < 100 or int(code) > 599:
        return False
    rest = line[12:]
    if rest == "":
        return True
    if rest[0] != " ":
        return False
    for character in rest[1:]:
        if character < " " or character > "~":
            return False
    return True


# tests
assert is_valid_http_status_line("HTTP/1.0 100") is True
assert is_valid_http_status_line("HTTP/1.1 599 ") is True
assert is_valid_http_status_line("HTTP/1.1 600 Bad") is False
assert is_valid_http_status_line("HTTP/1.1 099 Low") is False
assert is_valid_http_status_line("HTTP/2 200 OK") is False
assert is_valid_http_status_line("HTTP/1.1 2000") is False
assert is_valid_http_status_line("HTTP/1.1 2x0 OK") is False
assert is_valid_http_status_line("HTTP/1.1 418 I'm a ~teapot~") is True
assert is_valid_http_status_line("HTTP/1.1 200 \rOK") is False
assert is_valid_http_status_line("http/1.1 200 OK") is False
