# query: Build a table-of-contents style line with the left text, a run of fill characters (default ".")
#   and the right text, padded so the line is exactly width characters long. At least one fill character
#   is always used, so a line whose texts are too long comes out longer than width.
# entry_point: leader_line
# example: leader_line("Intro", "1", 10) == 'Intro....1'
# example: leader_line("A", "B", 5, "-") == 'A---B'

def leader_line(left, right, width, fill="."):
    count = width - len(left) - len(right)
    if count < 1:
        count = 1
    return left + fill * count + right


# tests
assert leader_line("Chapter 1", "12", 20) == 'Chapter 1.........12'
assert leader_line("abc", "de", 6) == 'abc.de'
assert leader_line("abc", "de", 5) == 'abc.de'
assert leader_line("abc", "de", 2) == 'abc.de'
assert leader_line("", "", 3, "*") == '***'
assert leader_line("x", "", 4, " ") == 'x   '
assert leader_line("", "9", 3) == '..9'
assert leader_line("long title", "100", 0, "_") == 'long title_100'
