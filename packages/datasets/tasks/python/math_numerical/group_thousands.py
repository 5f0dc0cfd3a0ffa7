# query: Format an integer with the given separator between groups of three digits counted from the
#   right (e.g. 1234567 becomes "1,234,567"), keeping a leading "-" for negative numbers.
# entry_point: group_thousands
# example: group_thousands(1234, ",") == "1,234"
# example: group_thousands(-5000000, " ") == "-5 000 000"

def group_thousands(number, separator):
    digits = str(abs(number))
    groups = []
    end = len(digits)
    while end > 3:
        groups.append(digits[end - 3:end])
        end -= 3
    groups.append(digits[:end])
    text = separator.join(reversed(groups))
    if number < 0:
        return "-" + text
    return text


# tests
assert group_thousands(1234567, ",") == "1,234,567"
assert group_thousands(0, ",") == "0"
assert group_thousands(999, ",") == "999"
assert group_thousands(1000, ",") == "1,000"
assert group_thousands(-1234, ".") == "-1.234"
assert group_thousands(100000, " ") == "100 000"
assert group_thousands(12, ",") == "12" and group_thousands(-1, ",") == "-1"
assert group_thousands(-999999, ",") == "-999,999"
assert group_thousands(1000000, "'") == "1'000'000"
assert group_thousands(98765, ",") == "98,765"
