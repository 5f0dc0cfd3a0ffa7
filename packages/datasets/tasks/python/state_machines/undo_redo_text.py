# query: Apply editing commands to an initially empty text: "type X" appends X, "delete N" removes the last N
#   characters (all of them if there are fewer), "undo" reverts the latest edit not yet undone and "redo" re-applies
#   the latest undone edit; a new edit discards the redo history, and undo/redo with nothing to do are ignored.
#   Return the final text, or None for an unknown command.
# entry_point: undo_redo_text
# example: undo_redo_text(["type hello", "type !"]) == "hello!"
# example: undo_redo_text(["type abc", "delete 1", "undo"]) == "abc"

def undo_redo_text(commands):
    text = ""
    undo_stack = []
    redo_stack = []
    for command in commands:
        if command == "undo":
            if undo_stack:
                redo_stack.append(text)
                text = undo_stack.pop()
        elif command == "redo":
            if redo_stack:
                undo_stack.append(text)
                text = redo_stack.pop()
        elif command.startswith("type "):
            undo_stack.append(text)
            text += command[5:]
            redo_stack = []
        elif command.startswith("delete "):
            count = int(command[7:])
            undo_stack.append(text)
            text = text[:max(0, len(text) - count)]
            redo_stack = []
        else:
            return None
    return text


# tests
assert undo_redo_text(["type ab", "type c"]) == "abc"
assert undo_redo_text(["type ab", "undo"]) == ""
assert undo_redo_text(["type a", "type b", "undo", "redo"]) == "ab"
assert undo_redo_text(["type a", "undo", "undo", "redo", "redo"]) == "a"
assert undo_redo_text(["type abc", "delete 2"]) == "a"
assert undo_redo_text(["type ab", "delete 5"]) == ""
assert undo_redo_text(["type a", "type b", "undo", "type c", "redo"]) == "ac"
assert undo_redo_text(["type xy", "delete 1", "undo", "undo", "redo"]) == "xy"
assert undo_redo_text(["jump"]) is None
assert undo_redo_text(["type a b"]) == "a b"
