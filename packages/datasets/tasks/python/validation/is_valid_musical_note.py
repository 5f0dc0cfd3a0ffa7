# query: Check whether a string names a musical note in scientific pitch notation: an uppercase letter A-G,
#   an optional accidental "#" or "b", then an octave number: a single digit from 0 to 8, or "-1".
# entry_point: is_valid_musical_note
# example: is_valid_musical_note("C#4") == True
# example: is_valid_musical_note("H4") == False

def is_valid_musical_note(note):
    if len(note) < 2 or note[0] not in "ABCDEFG":
        return False
    rest = note[1:]
    if rest[0] in "#b":
        rest = rest[1:]
    if rest == "-1":
        return True
    return len(rest) == 1 and "0" <= rest <= "8"


# tests
assert is_valid_musical_note("A0") is True
assert is_valid_musical_note("Bb8") is True
assert is_valid_musical_note("G#-1") is True
assert is_valid_musical_note("C9") is False
assert is_valid_musical_note("c4") is False
assert is_valid_musical_note("C") is False
assert is_valid_musical_note("C#") is False
assert is_valid_musical_note("C##4") is False
assert is_valid_musical_note("C-2") is False
assert is_valid_musical_note("E10") is False
