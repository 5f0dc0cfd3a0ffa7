# query: Left-pad every run of consecutive digits in a text with zeros to the given width so that names
#   sort naturally (for example "img7.png" to "img007.png" with width 3); runs that are already at least
#   that long are left unchanged.
# entry_point: pad_digit_runs
# example: pad_digit_runs("file9", 3) == "file009"
# example: pad_digit_runs("2-5", 2) == "02-05"

def pad_digit_runs(text, width):
    result = []
    index = 0
    while index < len(text):
        if text[index].isdigit():
            end = index
            while end < len(text) and text[end].isdigit():
                end += 1
            run = text[index:end]
            result.append("0" * (width - len(run)) + run)
            index = end
        else:
            result.append(text[index])
            index += 1
    return "".join(result)


# tests
assert pad_digit_runs("img7.png", 3) == "img007.png"
assert pad_digit_runs("v1.10.3", 2) == "v01.10.03"
assert pad_digit_runs("12345", 3) == "12345"
assert pad_digit_runs("no digits", 4) == "no digits"
assert pad_digit_runs("", 2) == ""
assert pad_digit_runs("a1b22c333", 3) == "a001b022c333"
assert pad_digit_runs("9", 1) == "9"
assert pad_digit_runs("007", 5) == "00007"
assert pad_digit_runs("x10y", 0) == "x10y"
