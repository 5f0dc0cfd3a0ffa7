# query: Return the sorted list of character positions at which two strings differ. Positions that exist
#   in only the longer string count as differing; identical strings give an empty list.
# entry_point: differing_positions
# example: differing_positions("cat", "cut") == [1]
# example: differing_positions("abc", "abcde") == [3, 4]

def differing_positions(first, second):
    positions = []
    shorter = min(len(first), len(second))
    for index in range(shorter):
        if first[index] != second[index]:
            positions.append(index)
    longer = max(len(first), len(second))
    for index in range(shorter, longer):
        positions.append(index)
    return positions


# tests
assert differing_positions("abc", "abc") == []
assert differing_positions("abc", "abd") == [2]
assert differing_positions("kitten", "sitting") == [0, 4, 6]
assert differing_positions("", "xy") == [0, 1]
assert differing_positions("abcd", "ab") == [2, 3]
assert differing_positions("", "") == []
assert differing_positions("aaaa", "abab") == [1, 3]
assert differing_positions("Ab", "ab") == [0]
