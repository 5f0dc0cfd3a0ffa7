# query: Produce a classic hex dump of a byte string with a fixed number of bytes per line. Each line is
#   the 4-digit lowercase hex offset, two spaces, the bytes as space-separated two-digit lowercase hex
#   (padded with spaces to full width on a short last line), two spaces, and the bytes as text with
#   non-printable bytes (outside 32-126) shown as ".". A width below 1 gives None.
# entry_point: hex_dump_lines
# example: hex_dump_lines(b"Hi!", 4) == ["0000  48 69 21     Hi!"]
# example: hex_dump_lines(b"abcd", 2) == ["0000  61 62  ab", "0002  63 64  cd"]

def hex_dump_lines(data, width):
    if width < 1:
        return None
    lines = []
    for offset in range(0, len(data), width):
        chunk = data[offset:offset + width]
        hex_part = " ".join(format(byte, "02x") for byte in chunk)
        hex_part = hex_part.ljust(width * 3 - 1)
        text = ""
        for byte in chunk:
            if 32 <= byte <= 126:
                text += chr(byte)
            else:
                text += "."
        lines.append(format(offset, "04x") + "  " + hex_part + "  " + text)
    return lines


# tests
assert hex_dump_lines(b"", 4) == []
assert hex_dump_lines(b"AB\x00\xff", 4) == ["0000  41 42 00 ff  AB.."]
assert hex_dump_lines(b"0123456789", 4) == ["0000  30 31 32 33  0123", "0004  34 35 36 37  4567", "0008  38 39        89"]
assert hex_dump_lines(b"~\x7f ", 3) == ["0000  7e 7f 20  ~. "]
assert hex_dump_lines(b"\x1f", 1) == ["0000  1f  ."]
assert hex_dump_lines(bytes(range(65, 82)), 16)[1] == "0010  51                                               Q"
assert hex_dump_lines(b"abc", 0) is None
assert hex_dump_lines(b"xyz", 2) == ["0000  78 79  xy", "0002  7a     z"]
