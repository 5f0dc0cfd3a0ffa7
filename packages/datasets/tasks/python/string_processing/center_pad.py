# query: Center text within a given width using a fill character (default space); when the padding
#   cannot be split evenly the extra fill character goes on the right. Text longer than the width is
#   cut to its first width characters.
# entry_point: center_pad
# example: center_pad("hi", 6) == "  hi  "
# example: center_pad("abc", 6, "-") == "-abc--"

def center_pad(text, width, fill=" "):
    total = width - len(text)
    if total < 0:
        return text[:width]
    left = total // 2
    right = total - left
    return fill * left + text + fill * right


# tests
assert center_pad("ab", 6) == "  ab  "
assert center_pad("ab", 5, "*") == "*ab**"
assert center_pad("abc", 3) == "abc"
assert center_pad("abcd", 2) == "ab"
assert center_pad("", 3, "-") == "---"
assert center_pad("x", 2, ".") == "x."
assert center_pad("hi", 7, "=") == "==hi==="
assert center_pad("title", 0) == ""
assert center_pad("abc", 2) == "ab"
