# query: Decode Morse code from keyed timing: a list of (on, units) pairs alternating between key-down (on=True) and
#   key-up periods. Key-down of 1 unit is a dot and of 3 units a dash; a key-up of 3 units ends a letter and of 7 units
#   ends a word (1 unit separates symbols). `table` maps dot/dash strings to letters and an unknown code becomes "?".
#   Return the decoded text.
# entry_point: morse_timing_decode
# example: morse_timing_decode([(True, 1), (False, 1), (True, 3)], {".-": "A"}) == "A"
# example: morse_timing_decode([(True, 3)], {"-": "T"}) == "T"

def morse_timing_decode(signal, table):
    words = []
    letters = []
    symbols = ""
    for on, units in signal:
        if on:
            symbols += "." if units == 1 else "-"
            continue
        if units >= 3 and symbols:
            letters.append(table.get(symbols, "?"))
            symbols = ""
        if units >= 7 and letters:
            words.append("".join(letters))
            letters = []
    if symbols:
        letters.append(table.get(symbols, "?"))
    if letters:
        words.append("".join(letters))
    return " ".join(words)


# test_setup
CODE = {".-": "A", "-...": "B", "...": "S", "---": "O", ".": "E", "-": "T"}

# tests
assert morse_timing_decode([], CODE) == ''
assert morse_timing_decode([(True, 1), (False, 1), (True, 1), (False, 1), (True, 1), (False, 3), (True, 3), (False, 1), (True, 3), (False, 1), (True, 3)], CODE) == 'SO'
assert morse_timing_decode([(True, 1), (False, 7), (True, 3)], CODE) == 'E T'
assert morse_timing_decode([(True, 1), (False, 3), (True, 3)], CODE) == 'ET'
assert morse_timing_decode([(True, 1), (False, 1), (True, 3), (False, 1), (True, 1)], CODE) == '?'
assert morse_timing_decode([(True, 3), (False, 1), (True, 1), (False, 1), (True, 1), (False, 1), (True, 1), (False, 7)], CODE) == 'B'
assert morse_timing_decode([(False, 7), (True, 1), (False, 7), (False, 7), (True, 1)], CODE) == 'E E'
assert morse_timing_decode([(True, 3), (False, 2), (True, 1)], CODE) == '?'
assert morse_timing_decode([(True, 1), (False, 6), (True, 1)], CODE) == 'EE'
