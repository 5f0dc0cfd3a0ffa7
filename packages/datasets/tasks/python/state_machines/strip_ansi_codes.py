# query: Remove terminal escape sequences from text: ESC "[" followed by parameter characters up to and including
#   a final character in the range "@" to "~" (a control sequence), or ESC followed by any other single character.
#   An unfinished sequence at the end is dropped too.
# entry_point: strip_ansi_codes
# example: strip_ansi_codes("\x1b[1mbold\x1b[0m") == "bold"
# example: strip_ansi_codes("plain") == "plain"

def strip_ansi_codes(text):
    output = []
    state = "text"
    for character in text:
        if state == "text":
            if character == "\x1b":
                state = "escape"
            else:
                output.append(character)
        elif state == "escape":
            state = "csi" if character == "[" else "text"
        elif "@" <= character <= "~":
            state = "text"
    return "".join(output)


# tests
assert strip_ansi_codes("\x1b[31mred\x1b[0m") == "red"
assert strip_ansi_codes("") == ""
assert strip_ansi_codes("\x1b[2@q") == "q"
assert strip_ansi_codes("a\x1b[1;32mb") == "ab"
assert strip_ansi_codes("\x1b[") == ""
assert strip_ansi_codes("x\x1bcY") == "xY"
assert strip_ansi_codes("\x1b[2Jclear") == "clear"
assert strip_ansi_codes("\x1b[?25lhide") == "hide"
assert strip_ansi_codes("\x1b[5~z") == "z"
assert strip_ansi_codes("tab\there") == "tab\there"
