# query: Parse a Linux CPU list such as "0-3,8,10-11" into a bitmask with bit n set for every CPU n
#   listed; ranges are inclusive and an empty string gives 0. A part that is not a number or a
#   low-high range of numbers, or a range whose start is above its end, gives None.
# entry_point: parse_cpu_list
# example: parse_cpu_list("1,3") == 0b1010
# example: parse_cpu_list("4-5") == 0b110000

def parse_cpu_list(text):
    if text == "":
        return 0
    mask = 0
    for part in text.split(","):
        low_text, dash, high_text = part.partition("-")
        if not low_text.isdigit() or (dash and not high_text.isdigit()):
            return None
        low = int(low_text)
        high = int(high_text) if dash else low
        if low > high:
            return None
        mask |= ((1 << (high - low + 1)) - 1) << low
    return mask


# tests
assert parse_cpu_list("") == 0
assert parse_cpu_list("0") == 1
assert parse_cpu_list("0-3,8,10-11") == 0b110100001111
assert parse_cpu_list("7-7") == 0x80
assert parse_cpu_list("2,2") == 4
assert parse_cpu_list("0-1,1-2") == 7
assert parse_cpu_list("3-1") is None
assert parse_cpu_list("1,,2") is None
assert parse_cpu_list("1-") is None
assert parse_cpu_list("a-3") is None
