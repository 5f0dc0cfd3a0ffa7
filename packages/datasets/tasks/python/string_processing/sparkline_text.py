# query: Turn a list of numbers into a one-line sparkline using the eight block characters "▁▂▃▄▅▆▇█":
#   the minimum maps to "▁", the maximum to "█" and values in between to the level (max - min) / 7 steps
#   above the minimum, rounded down. If all values are equal every character is "▄"; an empty list gives "".
# entry_point: sparkline_text
# example: sparkline_text([1, 8]) == '▁█'
# example: sparkline_text([2, 2]) == '▄▄'

def sparkline_text(values):
    blocks = "▁▂▃▄▅▆▇█"
    if not values:
        return ""
    low = min(values)
    high = max(values)
    if high == low:
        return "▄" * len(values)
    characters = []
    for value in values:
        level = (value - low) * 7 // (high - low)
        characters.append(blocks[level])
    return "".join(characters)


# tests
assert sparkline_text([]) == ''
assert sparkline_text([0, 1, 2, 3, 4, 5, 6, 7]) == '▁▂▃▄▅▆▇█'
assert sparkline_text([5]) == '▄'
assert sparkline_text([3, 1, 2]) == '█▁▄'
assert sparkline_text([-10, 0, 10]) == '▁▄█'
assert sparkline_text([0, 13, 14]) == '▁▇█'
assert sparkline_text([0, 1, 100]) == '▁▁█'
assert sparkline_text([10, 20, 30, 40]) == '▁▃▅█'
