# query: Draw an ASCII box around lines of text: a "+---+" border above and below, and each line between
#   "|" characters, left-aligned and padded to the longest line, with the given number of spaces of
#   padding (default 1) on both sides inside the box. The result is one string with lines joined by "\n".
# entry_point: frame_lines
# example: frame_lines(["abc"]) == "+-----+\n| abc |\n+-----+"
# example: frame_lines(["a", "bb"], 0) == "+--+\n|a |\n|bb|\n+--+"

def frame_lines(lines, padding=1):
    width = 0
    for line in lines:
        if len(line) > width:
            width = len(line)
    inner = width + 2 * padding
    border = "+" + "-" * inner + "+"
    framed = [border]
    for line in lines:
        framed.append("|" + " " * padding + line + " " * (width - len(line) + padding) + "|")
    framed.append(border)
    return "\n".join(framed)


# tests
assert frame_lines(["hi"]) == "+----+\n| hi |\n+----+"
assert frame_lines(["a", "bcd"]) == "+-----+\n| a   |\n| bcd |\n+-----+"
assert frame_lines([]) == "+--+\n+--+"
assert frame_lines(["x"], 0) == "+-+\n|x|\n+-+"
assert frame_lines(["ab", ""], 2) == "+------+\n|  ab  |\n|      |\n+------+"
assert frame_lines(["long", "s"]) == "+------+\n| long |\n| s    |\n+------+"
assert frame_lines(["a", "b"], 3) == "+-------+\n|   a   |\n|   b   |\n+-------+"
