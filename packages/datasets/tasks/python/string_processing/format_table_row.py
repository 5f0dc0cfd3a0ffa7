# query: Format one row of a plain-text table: each cell is cut to its column width if too long and padded
#   with spaces to exactly that width, right-aligned if it looks like a number (digits with at most one
#   decimal point and an optional leading minus) and left-aligned otherwise; cells are joined with " | ".
# entry_point: format_table_row
# example: format_table_row(["id", "7"], [3, 3]) == "id  |   7"
# example: format_table_row(["apple", "1.5"], [5, 4]) == "apple |  1.5"

def format_table_row(cells, widths):
    parts = []
    for index in range(len(cells)):
        cell = cells[index]
        width = widths[index]
        if len(cell) > width:
            cell = cell[:width]
        body = cell[1:] if cell.startswith("-") else cell
        numeric = body != "" and body.replace(".", "", 1).isdigit()
        padding = " " * (width - len(cell))
        if numeric:
            parts.append(padding + cell)
        else:
            parts.append(cell + padding)
    return " | ".join(parts)


# tests
assert format_table_row(["name", "42"], [6, 4]) == "name   |   42"
assert format_table_row(["-3.5", "x"], [5, 2]) == " -3.5 | x "
assert format_table_row(["toolong", "1"], [4, 1]) == "tool | 1"
assert format_table_row([], []) == ""
assert format_table_row(["1.2.3"], [6]) == "1.2.3 "
assert format_table_row(["-"], [2]) == "- "
assert format_table_row(["-7"], [4]) == "  -7"
assert format_table_row([".5"], [3]) == " .5"
assert format_table_row(["", "7"], [2, 2]) == "   |  7"
assert format_table_row(["12345", "ab"], [3, 3]) == "123 | ab "
