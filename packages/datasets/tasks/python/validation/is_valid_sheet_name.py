# query: Check whether a name can be used for a spreadsheet worksheet: 1 to 31 characters, none of the
#   characters : \ / ? * [ ], not starting or ending with an apostrophe, and not the reserved name "History"
#   in any letter case.
# entry_point: is_valid_sheet_name
# example: is_valid_sheet_name("Q1 Sales") == True
# example: is_valid_sheet_name("Q1/Q2") == False

def is_valid_sheet_name(name):
    if len(name) < 1 or len(name) > 31:
        return False
    for character in name:
        if character in ":\\/?*[]":
            return False
    if name.startswith("'") or name.endswith("'"):
        return False
    return name.lower() != "history"


# tests
assert is_valid_sheet_name("a") is True
assert is_valid_sheet_name("") is False
assert is_valid_sheet_name("x" * 31) is True
assert is_valid_sheet_name("x" * 32) is False
assert is_valid_sheet_name("'quoted") is False
assert is_valid_sheet_name("quoted'") is False
assert is_valid_sheet_name("it's fine") is True
assert is_valid_sheet_name("HISTORY") is False
assert is_valid_sheet_name("History 2") is True
assert is_valid_sheet_name("data[1]") is False
