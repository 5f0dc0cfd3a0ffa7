# query: Find every number written in a text and return them in order as ints, or as floats when they
#   have a decimal point followed by digits. A "-" directly before the digits makes the number negative
#   unless it follows a letter or digit (so "A-7" gives 7); a "." not followed by a digit ends the number.
# entry_point: extract_numbers
# example: extract_numbers("buy 3 apples for 1.25 each") == [3, 1.25]
# example: extract_numbers("temp -4 to 10") == [-4, 10]

def extract_numbers(text):
    numbers = []
    index = 0
    while index < len(text):
        if not text[index].isdigit():
            index += 1
            continue
        start = index
        while index < len(text) and text[index].isdigit():
            index += 1
        is_float = False
        if index + 1 < len(text) and text[index] == "." and text[index + 1].isdigit():
            is_float = True
            index += 1
            while index < len(text) and text[index].isdigit():
                index += 1
        negative = start > 0 and text[start - 1] == "-" and (start < 2 or not text[start - 2].isalnum())
        piece = text[start:index]
        value = float(piece) if is_float else int(piece)
        numbers.append(-value if negative else value)
    return numbers


# tests
assert extract_numbers("") == []
assert extract_numbers("-5 apples") == [-5]
assert extract_numbers("A-7 and B -8") == [7, -8]
assert extract_numbers("version 2.5.1") == [2.5, 1]
assert repr(extract_numbers("or 3.50 costs 12. ok 7.")) == "[3.5, 12, 7]"
assert extract_numbers("x=-0.5, y=3") == [-0.5, 3]
assert extract_numbers("007 agents") == [7]
assert extract_numbers("5 items -") == [5]
assert extract_numbers("ratio 0.5") == [0.5]
assert extract_numbers("3-2") == [3, 2]
