# query: Return the non-empty pieces of text enclosed between pairs of "**" markers, in order, scanning left to
#   right so that each "**" toggles bold on or off. Text after an unclosed marker is ignored.
# entry_point: extract_bold_segments
# example: extract_bold_segments("**hi** there") == ["hi"]
# example: extract_bold_segments("a **b** c **d**") == ["b", "d"]

def extract_bold_segments(text):
    segments = []
    inside = False
    current = ""
    index = 0
    while index < len(text):
        if text[index:index + 2] == "**":
            if inside and current:
                segments.append(current)
            inside = not inside
            current = ""
            index += 2
            continue
        if inside:
            current += text[index]
        index += 1
    return segments


# tests
assert extract_bold_segments("a **b** c") == ["b"]
assert extract_bold_segments("**x** and **y z**") == ["x", "y z"]
assert extract_bold_segments("") == []
assert extract_bold_segments("no bold") == []
assert extract_bold_segments("**open") == []
assert extract_bold_segments("****") == []
assert extract_bold_segments("***a**") == ["*a"]
assert extract_bold_segments("**a*b**") == ["a*b"]
assert extract_bold_segments("x**1**y**2") == ["1"]
