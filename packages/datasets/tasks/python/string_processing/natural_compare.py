# query: Compare two strings in natural order, returning -1, 0 or 1: runs of digits are compared by their
#   numeric value (so "file2" comes before "file10" and "v007" equals "v7"), other characters by their
#   code point, and when one string is a prefix of the other in this sense the shorter comes first.
# entry_point: natural_compare
# example: natural_compare("item9", "item10") == -1
# example: natural_compare("b", "a") == 1

def natural_compare(left, right):
    i = 0
    j = 0
    while i < len(left) and j < len(right):
        if left[i].isdigit() and right[j].isdigit():
            start_i = i
            while i < len(left) and left[i].isdigit():
                i += 1
            start_j = j
            while j < len(right) and right[j].isdigit():
                j += 1
            a = int(left[start_i:i])
            b = int(right[start_j:j])
            if a != b:
                return -1 if a < b else 1
        else:
            if left[i] != right[j]:
                return -1 if left[i] < right[j] else 1
            i += 1
            j += 1
    remaining_left = len(left) - i
    remaining_right = len(right) - j
    if remaining_left == remaining_right:
        return 0
    return -1 if remaining_left < remaining_right else 1


# tests
assert natural_compare("file2", "file10") == -1
assert natural_compare("file10", "file2") == 1
assert natural_compare("a1", "ab") == -1
assert natural_compare("a", "b") == -1
assert natural_compare("img12b", "img12a") == 1
assert natural_compare("x", "x1") == -1
assert natural_compare("x1", "x") == 1
assert natural_compare("", "") == 0
assert natural_compare("v007", "v7") == 0
assert natural_compare("a2b3", "a2b10") == -1
