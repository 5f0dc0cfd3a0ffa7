# query: Convert a 1-based spreadsheet column number into its letter label (1 is "A", 26 is "Z", 27 is
#   "AA", 703 is "AAA"). Return None for numbers below 1.
# entry_point: spreadsheet_column_label
# example: spreadsheet_column_label(3) == "C"
# example: spreadsheet_column_label(28) == "AB"

def spreadsheet_column_label(number):
    if number < 1:
        return None
    letters = ""
    while number > 0:
        number, remainder = divmod(number - 1, 26)
        letters = chr(65 + remainder) + letters
    return letters


# tests
assert spreadsheet_column_label(1) == "A"
assert spreadsheet_column_label(26) == "Z"
assert spreadsheet_column_label(27) == "AA"
assert spreadsheet_column_label(52) == "AZ"
assert spreadsheet_column_label(53) == "BA"
assert spreadsheet_column_label(702) == "ZZ"
assert spreadsheet_column_label(703) == "AAA"
assert spreadsheet_column_label(16384) == "XFD"
assert spreadsheet_column_label(0) is None and spreadsheet_column_label(-5) is None
