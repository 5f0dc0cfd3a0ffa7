# query: Render a plain-text table as a list of lines: a header line, a separator line of dashes, then
#   one line per row. Columns are left-aligned and padded to their widest cell, cells are joined with
#   " | " (the separator uses "-+-"), trailing spaces are trimmed, missing cells are blank and cells
#   beyond the header count are ignored.
# entry_point: format_text_table
# example: format_text_table(["id", "name"], [[1, "Bob"]]) == ["id | name", "---+-----", "1  | Bob"]
# example: format_text_table(["x"], [["a"], ["bb"]]) == ["x", "--", "a", "bb"]

def format_text_table(headers, rows):
    widths = [len(str(header)) for header in headers]
    for row in rows:
        for index in range(min(len(row), len(headers))):
            if len(str(row[index])) > widths[index]:
                widths[index] = len(str(row[index]))

    def render(cells):
        parts = []
        for index in range(len(headers)):
            cell = str(cells[index]) if index < len(cells) else ""
            parts.append(cell.ljust(widths[index]))
        return " | ".join(parts).rstrip()

    lines = [render(headers), "-+-".join("-" * width for width in widths)]
    for row in rows:
        lines.append(render(row))
    return lines


# tests
assert format_text_table(["name", "qty"], [["apple", 3], ["kiwi", 12]]) == ["name  | qty", "------+----", "apple | 3", "kiwi  | 12"]
assert format_text_table(["a"], []) == ["a", "-"]
assert format_text_table(["id"], [[12345]]) == ["id", "-----", "12345"]
assert format_text_table(["a", "b"], [["x"]]) == ["a | b", "--+--", "x |"]
assert format_text_table(["a", "b"], [[1, 2, 3]]) == ["a | b", "--+--", "1 | 2"]
assert format_text_table(["k", "v"], [["long", None]]) == ["k    | v", "-----+-----", "long | None"]
assert format_text_table(["x", "y", "z"], [["1", "22", "333"]]) == ["x | y  | z", "--+----+----", "1 | 22 | 333"]
assert format_text_table([], [[1]]) == ["", "", ""]
