# query: Apply keystrokes to a one-line text in a tiny modal editor that starts in normal mode with the cursor at 0. In
#   normal mode "i" enters insert mode, "h"/"l" move the cursor left/right (staying within the text), "x" deletes the
#   character under the cursor and other keys do nothing. In insert mode "ESC" returns to normal mode and any other key
#   is inserted before the cursor. Return (text, cursor).
# entry_point: modal_editor
# example: modal_editor("", ["i", "h", "i"]) == ("hi", 2)
# example: modal_editor("abc", ["x"]) == ("bc", 0)

def modal_editor(text, keys):
    chars = list(text)
    cursor = 0
    inserting = False
    for key in keys:
        if inserting:
            if key == "ESC":
                inserting = False
            else:
                chars.insert(cursor, key)
                cursor += 1
        elif key == "i":
            inserting = True
        elif key == "h":
            cursor = max(0, cursor - 1)
        elif key == "l":
            cursor = min(len(chars), cursor + 1)
        elif key == "x" and cursor < len(chars):
            del chars[cursor]
    return ("".join(chars), cursor)


# tests
assert modal_editor("", []) == ('', 0)
assert modal_editor("word", ["l", "l", "x"]) == ('wod', 2)
assert modal_editor("ab", ["h", "h", "i", "z"]) == ('zab', 1)
assert modal_editor("ab", ["l", "l", "l", "i", "c", "ESC", "x"]) == ('abc', 3)
assert modal_editor("ab", ["l", "l", "x"]) == ('ab', 2)
assert modal_editor("cat", ["l", "i", "h", "ESC", "x", "x"]) == ('ch', 2)
assert modal_editor("q", ["z", "x", "x"]) == ('', 0)
assert modal_editor("", ["i", "i", "x", "ESC", "i", "l"]) == ('ixl', 3)
assert modal_editor("xyz", ["l", "l", "h", "x"]) == ('xz', 1)
