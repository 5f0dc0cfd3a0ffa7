# query: Replay key presses into typed text. "CAPS" toggles caps lock, "SHIFT" makes only the next key shifted, "BACK"
#   deletes the last typed character and "SPACE" types a space; any other key is one lowercase letter. A letter is typed
#   upper case when exactly one of caps lock and shift is active, and shift is used up by the next key of any kind.
# entry_point: type_with_modifiers
# example: type_with_modifiers(["SHIFT", "h", "i"]) == "Hi"
# example: type_with_modifiers(["CAPS", "o", "k"]) == "OK"

def type_with_modifiers(keys):
    text = []
    caps = False
    shift = False
    for key in keys:
        if key == "SHIFT":
            shift = True
            continue
        if key == "CAPS":
            caps = not caps
        elif key == "BACK":
            if text:
                text.pop()
        elif key == "SPACE":
            text.append(" ")
        else:
            text.append(key.upper() if caps != shift else key)
        shift = False
    return "".join(text)


# tests
assert type_with_modifiers([]) == ''
assert type_with_modifiers(["a", "b", "c"]) == 'abc'
assert type_with_modifiers(["CAPS", "a", "CAPS", "b"]) == 'Ab'
assert type_with_modifiers(["CAPS", "SHIFT", "x", "y"]) == 'xY'
assert type_with_modifiers(["SHIFT", "SPACE", "z"]) == ' z'
assert type_with_modifiers(["SHIFT", "CAPS", "q"]) == 'Q'
assert type_with_modifiers(["a", "BACK", "BACK", "b"]) == 'b'
assert type_with_modifiers(["SHIFT", "SHIFT", "m", "n"]) == 'Mn'
assert type_with_modifiers(["h", "SPACE", "SHIFT", "w", "BACK", "w"]) == 'h w'
