# query: Parse a spreadsheet cell reference such as "B12" (column letters, case-insensitive, then a row
#   number) into a zero-based (row, column) tuple. Return None when the letters or the row number are
#   missing, the row has a leading zero, or anything follows the row number.
# entry_point: parse_cell_reference
# example: parse_cell_reference("C5") == (4, 2)
# example: parse_cell_reference("ab7") == (6, 27)

def parse_cell_reference(reference):
    text = reference.strip().upper()
    index = 0
    column = 0
    while index < len(text) and "A" <= text[index] <= "Z":
        column = column * 26 + (ord(text[index]) - 64)
        index += 1
    digits = text[index:]
    if column == 0 or not digits.isdigit() or digits[0] == "0":
        return None
    return (int(digits) - 1, column - 1)


# tests
assert parse_cell_reference("A1") == (0, 0)
assert parse_cell_reference("b12") == (11, 1)
assert parse_cell_reference("Z3") == (2, 25)
assert parse_cell_reference("AA10") == (9, 26)
assert parse_cell_reference("AZ1") == (0, 51)
assert parse_cell_reference("XFD1048576") == (1048575, 16383)
assert parse_cell_reference("A0") is None and parse_cell_reference("A01") is None
assert parse_cell_reference("12") is None
assert parse_cell_reference("A") is None
assert parse_cell_reference("A1B") is None
