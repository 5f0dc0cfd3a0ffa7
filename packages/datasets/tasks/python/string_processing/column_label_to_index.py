# query: Convert a spreadsheet column label such as "A", "Z", "AA" or "XFD" to its 1-based column
#   number. Lowercase letters are accepted; an empty label or one with any non-letter character gives 0.
# entry_point: column_label_to_index
# example: column_label_to_index("C") == 3
# example: column_label_to_index("AB") == 28

def column_label_to_index(label):
    number = 0
    for character in label.upper():
        if character < "A" or character > "Z":
            return 0
        number = number * 26 + (ord(character) - ord("A") + 1)
    return number


# tests
assert column_label_to_index("A") == 1
assert column_label_to_index("Z") == 26
assert column_label_to_index("AA") == 27
assert column_label_to_index("AZ") == 52
assert column_label_to_index("BA") == 53
assert column_label_to_index("XFD") == 16384
assert column_label_to_index("zz") == 702
assert column_label_to_index("") == 0
assert column_label_to_index("A1") == 0
assert column_label_to_index("[") == 0
