# query: Count the characters of a terminal string that are actually displayed, ignoring ANSI control
#   sequences: an escape character followed by "[" starts a sequence that runs up to and including its
#   final byte (a character from "@" to "~"). An escape character not followed by "[" counts as a
#   visible character, and an unfinished sequence at the end counts as nothing.
# entry_point: visible_length
# example: visible_length("\x1b[1mhi\x1b[0m") == 2
# example: visible_length("abc") == 3

def visible_length(text):
    length = 0
    index = 0
    while index < len(text):
        if text[index] == "\x1b" and index + 1 < len(text) and text[index + 1] == "[":
            index += 2
            while index < len(text) and not ("@" <= text[index] <= "~"):
                index += 1
            index += 1
            continue
        length += 1
        index += 1
    return length


# tests
assert visible_length("plain") == 5
assert visible_length("\x1b[31mred\x1b[0m") == 3
assert visible_length("") == 0
assert visible_length("\x1b[1;32mok") == 2
assert visible_length("a\x1bb") == 3
assert visible_length("x\x1b[") == 1
assert visible_length("\x1b[2~x") == 1
assert visible_length("\x1b[@z") == 1
assert visible_length("x\x1b[38;5;208mY\x1b[m") == 2
assert visible_length("end\x1b") == 4
