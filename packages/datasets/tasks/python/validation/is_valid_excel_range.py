# query: Check a spreadsheet range reference "A1:C10": two cell references separated by ":", each column
#   letters (A to XFD, uppercase) followed by a row number 1 to 1048576 without leading zeros, where the first
#   cell is not below or to the right of the second.
# entry_point: is_valid_excel_range
# example: is_valid_excel_range("B2:D10") == True
# example: is_valid_excel_range("D10:B2") == False

def is_valid_excel_range(text):
    def parse(cell):
        split = 0
        while split < len(cell) and "A" <= cell[split] <= "Z":
            split += 1
        letters = cell[:split]
        digits = cell[split:]
        if not letters or not digits.isascii() or not digits.isdigit() or digits[0] == "0":
            return None
        column = 0
        for letter in letters:
            column = column * 26 + ord(letter) - 64
        row = int(digits)
        if column > 16384 or row > 1048576:
            return None
        return (column, row)

    parts = text.split(":")
    if len(parts) != 2:
        return False
    first = parse(parts[0])
    second = parse(parts[1])
    if first is None or second is None:
        return False
    return first[0] <= second[0] and first[1] <= second[1]


# tests
assert is_valid_excel_range("A1:A1") is True
assert is_valid_excel_range("A1:XFD1048576") is True
assert is_valid_excel_range("A1:XFE1") is False
assert is_valid_excel_range("A1:A1048577") is False
assert is_valid_excel_range("B1:A5") is False
assert is_valid_excel_range("A2:C1") is False
assert is_valid_excel_range("A01:B2") is False
assert is_valid_excel_range("A1:B") is False
assert is_valid_excel_range("Z1:AZ2") is True
assert is_valid_excel_range("A1") is False
