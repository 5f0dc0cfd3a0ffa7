# query: Blend two "#rrggbb" or short "#rgb" hex colours: each channel becomes first + (second - first) *
#   weight rounded to the nearest integer, with weight 0 giving the first colour and 1 the second. Return
#   lowercase "#rrggbb", or None for a malformed colour or a weight outside 0..1.
# entry_point: blend_hex_colors
# example: blend_hex_colors("#000000", "#ffffff", 0.25) == "#404040"
# example: blend_hex_colors("#f00", "#00f", 1) == "#0000ff"

def blend_hex_colors(first, second, weight):
    def parse(color):
        if not color.startswith("#"):
            return None
        text = color[1:]
        if len(text) == 3:
            text = "".join(character * 2 for character in text)
        if len(text) != 6 or any(character not in "0123456789abcdefABCDEF" for character in text):
            return None
        return [int(text[index:index + 2], 16) for index in range(0, 6, 2)]

    start = parse(first)
    end = parse(second)
    if start is None or end is None or not 0 <= weight <= 1:
        return None
    mixed = [round(low + (high - low) * weight) for low, high in zip(start, end)]
    return "#" + "".join(format(channel, "02x") for channel in mixed)


# tests
assert blend_hex_colors("#102030", "#102030", 0.7) == "#102030"
assert blend_hex_colors("#FF8000", "#000000", 0) == "#ff8000"
assert blend_hex_colors("#000000", "#C8C8C8", 1) == "#c8c8c8"
assert blend_hex_colors("#000", "#fff", 0.75) == "#bfbfbf"
assert blend_hex_colors("#ff0000", "#0000ff", 0.2) == "#cc0033"
assert blend_hex_colors("#0a0b0c", "#0b0c0d", 0.9) == "#0b0c0d"
assert blend_hex_colors("#000000", "#ffffff", 1.5) is None and blend_hex_colors("#000000", "#ffffff", -0.1) is None
assert blend_hex_colors("0000000", "#ffffff", 0.5) is None and blend_hex_colors("#00000", "#fff", 0.5) is None
assert blend_hex_colors("#ggg", "#fff", 0.5) is None and blend_hex_colors("#fff", "#12345z", 0.5) is None
assert blend_hex_colors("#abc", "#abcdef", 0.2) == "#aabfd3"
