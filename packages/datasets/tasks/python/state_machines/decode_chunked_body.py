# query: Decode an HTTP chunked transfer body: each chunk is a hexadecimal size, CRLF, that many characters and
#   CRLF, and a zero-size chunk followed by CRLF ends the body. Return the joined data, or None if a size is not
#   hex, a chunk is not followed by CRLF, or the terminating chunk is missing.
# entry_point: decode_chunked_body
# example: decode_chunked_body("3\r\nabc\r\n0\r\n\r\n") == "abc"
# example: decode_chunked_body("2\r\nhi\r\n1\r\n!\r\n0\r\n\r\n") == "hi!"

def decode_chunked_body(data):
    body = []
    index = 0
    while True:
        line_end = data.find("\r\n", index)
        if line_end == -1:
            return None
        size_text = data[index:line_end]
        if not size_text or any(c not in "0123456789abcdefABCDEF" for c in size_text):
            return None
        size = int(size_text, 16)
        start = line_end + 2
        if size == 0:
            if data[start:start + 2] != "\r\n":
                return None
            return "".join(body)
        chunk_end = start + size
        if data[chunk_end:chunk_end + 2] != "\r\n":
            return None
        body.append(data[start:chunk_end])
        index = chunk_end + 2


# tests
assert decode_chunked_body("4\r\nWiki\r\n5\r\npedia\r\n0\r\n\r\n") == "Wikipedia"
assert decode_chunked_body("0\r\n\r\n") == ""
assert decode_chunked_body("10\r\n0123456789abcdef\r\n0\r\n\r\n") == "0123456789abcdef"
assert decode_chunked_body("4\r\nWiki\r\n") is None
assert decode_chunked_body("2\r\nabXY0\r\n\r\n") is None
assert decode_chunked_body("z\r\nab\r\n0\r\n\r\n") is None
assert decode_chunked_body("1\r\nx\r\n0\r\n\r\ntrailer") == "x"
assert decode_chunked_body("3\r\nabc\r\n0\r\n") is None
assert decode_chunked_body("B\r\nhello world\r\n1\r\n!\r\n0\r\n\r\n") == "hello world!"
assert decode_chunked_body("\r\nab\r\n0\r\n\r\n") is None
