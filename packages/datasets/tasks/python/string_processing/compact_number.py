# query: Format a number in compact form for dashboards: below 1000 in absolute value it is shown as a
#   whole number, otherwise divided by the largest fitting power of 1000 and written with one decimal and
#   the suffix "K", "M", "B" or "T" (the decimal is dropped when it is 0). Negative numbers keep their sign.
# entry_point: compact_number
# example: compact_number(1500) == '1.5K'
# example: compact_number(2000000) == '2M'

def compact_number(value):
    sign = "-" if value < 0 else ""
    magnitude = abs(value)
    if magnitude < 1000:
        return sign + str(int(round(magnitude)))
    suffixes = ["K", "M", "B", "T"]
    index = 0
    scaled = magnitude / 1000
    while scaled >= 1000 and index < len(suffixes) - 1:
        scaled /= 1000
        index += 1
    text = "%.1f" % scaled
    if text.endswith(".0"):
        text = text[:-2]
    return sign + text + suffixes[index]


# tests
assert compact_number(0) == '0'
assert compact_number(999) == '999'
assert compact_number(1000) == '1K'
assert compact_number(1250) == '1.2K'
assert compact_number(-45600) == '-45.6K'
assert compact_number(999000) == '999K'
assert compact_number(1000000) == '1M'
assert compact_number(3400000000) == '3.4B'
assert compact_number(7000000000000000) == '7000T'
assert compact_number(-1) == '-1'
