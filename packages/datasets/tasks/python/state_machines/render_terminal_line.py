# query: Render what a terminal displays for one line of output that contains control characters: "\r" moves the cursor
#   to column 0, "\b" moves it one column left (never before column 0), and any other character overwrites the
#   character under the cursor or extends the line, then advances the cursor. Return the visible text.
# entry_point: render_terminal_line
# example: render_terminal_line("10%\r20%") == "20%"
# example: render_terminal_line("abc\bX") == "abX"

def render_terminal_line(output):
    line = []
    cursor = 0
    for ch in output:
        if ch == "\r":
            cursor = 0
        elif ch == "\b":
            if cursor > 0:
                cursor -= 1
        elif cursor < len(line):
            line[cursor] = ch
            cursor += 1
        else:
            line.append(ch)
            cursor += 1
    return "".join(line)


# tests
assert render_terminal_line("") == ''
assert render_terminal_line("hello") == 'hello'
assert render_terminal_line("loading...\rdone") == 'doneing...'
assert render_terminal_line("\b\bab") == 'ab'
assert render_terminal_line("abcd\b\b\bZ") == 'aZcd'
assert render_terminal_line("xyz\r\b1") == '1yz'
assert render_terminal_line("12345\r\r9") == '92345'
assert render_terminal_line("ab\bcd") == 'acd'
assert render_terminal_line("a\bb") == 'b'
assert render_terminal_line("a\rbc\rd") == 'dc'
