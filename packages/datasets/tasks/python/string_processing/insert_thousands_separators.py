# query: Format an integer with a separator (default ",") between every group of three digits counted from
#   the right, keeping a leading minus sign for negative numbers, e.g. -1234567 becomes "-1,234,567".
# entry_point: insert_thousands_separators
# example: insert_thousands_separators(5000) == "5,000"
# example: insert_thousands_separators(1234567, " ") == "1 234 567"

def insert_thousands_separators(number, separator=","):
    text = str(abs(number))
    groups = []
    end = len(text)
    while end > 3:
        groups.append(text[end - 3:end])
        end -= 3
    groups.append(text[:end])
    groups.reverse()
    sign = "-" if number < 0 else ""
    return sign + separator.join(groups)


# tests
assert insert_thousands_separators(0) == "0"
assert insert_thousands_separators(999) == "999"
assert insert_thousands_separators(1000) == "1,000"
assert insert_thousands_separators(1234567) == "1,234,567"
assert insert_thousands_separators(-1234) == "-1,234"
assert insert_thousands_separators(100000, ".") == "100.000"
assert insert_thousands_separators(-1) == "-1"
assert insert_thousands_separators(123456) == "123,456"
assert insert_thousands_separators(10 ** 9, " ") == "1 000 000 000"
