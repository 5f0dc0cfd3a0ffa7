# query: Parse a human-written data size such as "1.5 KiB", "2KB" or "512" into a whole number of
#   bytes (rounded down). Units are case-sensitive: B, KB, MB, GB are powers of 1000 and KiB, MiB,
#   GiB powers of 1024; no unit means bytes and spaces around the parts are allowed. Anything else
#   gives None.
# entry_point: parse_byte_size
# example: parse_byte_size("4 KiB") == 4096
# example: parse_byte_size("3MB") == 3000000

def parse_byte_size(text):
    multipliers = {"B": 1, "KB": 1000, "MB": 1000000, "GB": 1000000000, "KiB": 1024, "MiB": 1048576, "GiB": 1073741824}
    text = text.strip()
    index = 0
    while index < len(text) and (text[index].isdigit() or text[index] == "."):
        index += 1
    number = text[:index]
    unit = text[index:].strip()
    if number == "" or number == "." or number.count(".") > 1:
        return None
    if unit == "":
        unit = "B"
    if unit not in multipliers:
        return None
    return int(float(number) * multipliers[unit])


# tests
assert parse_byte_size("512") == 512
assert parse_byte_size("1.5 KiB") == 1536
assert parse_byte_size("2KB") == 2000
assert parse_byte_size(" 3 MiB ") == 3145728
assert parse_byte_size("1 GB") == 1000000000
assert parse_byte_size("2 GiB") == 2147483648
assert parse_byte_size("2.5 MB") == 2500000
assert parse_byte_size("1.2.3 KB") is None
assert parse_byte_size("10 kb") is None
assert parse_byte_size("KB") is None
