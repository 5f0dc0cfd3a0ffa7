# query: Format records as fixed-width text lines from a column spec of (field, width, align) tuples: each
#   value is converted to a string (None or a missing field as empty), cut to the width, then padded with
#   spaces on the right for "<" or on the left for ">", and the columns are concatenated.
# entry_point: format_fixed_width
# example: format_fixed_width([{"n": "ab", "q": 7}], [("n", 4, "<"), ("q", 3, ">")]) == ["ab    7"]
# example: format_fixed_width([{"code": "ABCDEFG"}], [("code", 3, "<")]) == ["ABC"]

def format_fixed_width(records, columns):
    lines = []
    for record in records:
        line = ""
        for field, width, align in columns:
            value = record.get(field)
            text = "" if value is None else str(value)
            text = text[:width]
            if align == ">":
                text = text.rjust(width)
            else:
                text = text.ljust(width)
            line += text
        lines.append(line)
    return lines


# tests
assert format_fixed_width([], [("a", 3, "<")]) == []
assert format_fixed_width([{"a": "x"}], []) == [""]
assert format_fixed_width([{"a": "x"}], [("a", 3, "<")]) == ["x  "]
assert format_fixed_width([{"a": 12}], [("a", 4, ">")]) == ["  12"]
assert format_fixed_width([{"a": "toolong"}], [("a", 4, ">")]) == ["tool"]
assert format_fixed_width([{"a": None}, {}], [("a", 2, "<")]) == ["  ", "  "]
assert format_fixed_width([{"a": 0, "b": False}], [("a", 2, ">"), ("b", 6, "<")]) == [" 0False "]
assert format_fixed_width([{"id": 1, "name": "Bo"}, {"id": 23, "name": "Alexandra"}], [("id", 3, ">"), ("name", 6, "<")]) == ["  1Bo    ", " 23Alexan"]
assert format_fixed_width([{"a": "xyz"}], [("a", 3, "<"), ("a", 3, ">")]) == ["xyzxyz"]
