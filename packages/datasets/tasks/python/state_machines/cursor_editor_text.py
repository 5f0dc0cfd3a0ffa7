# query: Simulate a one-line text field from a list of keys: "LEFT"/"RIGHT" move the cursor (not past either end),
#   "HOME"/"END" jump to the ends, "BACKSPACE" deletes before the cursor and "DELETE" after it, and any other key
#   is text inserted at the cursor. Return (final text, final cursor position).
# entry_point: cursor_editor_text
# example: cursor_editor_text(["h", "i"]) == ("hi", 2)
# example: cursor_editor_text(["a", "c", "LEFT", "b"]) == ("abc", 2)

def cursor_editor_text(keys):
    text = ""
    cursor = 0
    for key in keys:
        if key == "LEFT":
            if cursor > 0:
                cursor -= 1
        elif key == "RIGHT":
            if cursor < len(text):
                cursor += 1
        elif key == "HOME":
            cursor = 0
        elif key == "END":
            cursor = len(text)
        elif key == "BACKSPACE":
            if cursor > 0:
                text = text[:cursor - 1] + text[cursor:]
                cursor -= 1
        elif key == "DELETE":
            text = text[:cursor] + text[cursor + 1:]
        else:
            text = text[:cursor] + key + text[cursor:]
            cursor += len(key)
    return (text, cursor)


# tests
assert cursor_editor_text(["a", "b", "c"]) == ("abc", 3)
assert cursor_editor_text(["a", "b", "LEFT", "x"]) == ("axb", 2)
assert cursor_editor_text(["a", "LEFT", "LEFT", "b"]) == ("ba", 1)
assert cursor_editor_text(["a", "b", "HOME", "RIGHT", "RIGHT", "RIGHT", "c"]) == ("abc", 3)
assert cursor_editor_text(["a", "b", "HOME", "DELETE"]) == ("b", 0)
assert cursor_editor_text(["a", "b", "BACKSPACE"]) == ("a", 1)
assert cursor_editor_text(["BACKSPACE", "DELETE"]) == ("", 0)
assert cursor_editor_text(["a", "b", "c", "LEFT", "LEFT", "BACKSPACE", "END", "d"]) == ("bcd", 3)
assert cursor_editor_text(["x", "HOME", "y", "END", "z"]) == ("yxz", 3)
assert cursor_editor_text(["ab", "LEFT", "c", "HOME", "RIGHT", "DELETE"]) == ("ab", 1)
