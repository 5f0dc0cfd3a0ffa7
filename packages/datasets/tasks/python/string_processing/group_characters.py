# query: Reformat an identifier such as a card number or IBAN into groups of a fixed size joined by a
#   separator (default a space), after removing any spaces already in it. Groups are counted from the left,
#   or from the right when from_right is true (so the short group, if any, comes first).
# entry_point: group_characters
# example: group_characters("12345678", 4) == '1234 5678'
# example: group_characters("1234567", 3, "-", True) == '1-234-567'

def group_characters(text, size, separator=" ", from_right=False):
    compact = text.replace(" ", "")
    groups = []
    if from_right:
        end = len(compact)
        while end > 0:
            groups.insert(0, compact[max(0, end - size):end])
            end -= size
    else:
        for start in range(0, len(compact), size):
            groups.append(compact[start:start + size])
    return separator.join(groups)


# tests
assert group_characters("GB82WEST12345698765432", 4) == 'GB82 WEST 1234 5698 7654 32'
assert group_characters("1234 5678 90", 4) == '1234 5678 90'
assert group_characters("1234567890", 4, " ", True) == '12 3456 7890'
assert group_characters("", 3) == ''
assert group_characters("   ", 3) == ''
assert group_characters("abc", 3, "-", True) == 'abc'
assert group_characters("abcd", 3, "-", True) == 'a-bcd'
assert group_characters("abcde", 2, ".") == 'ab.cd.e'
assert group_characters("ab", 5) == 'ab'
