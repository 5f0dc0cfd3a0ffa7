# query: Decode phone keypad multi-tap input: pressing a key 2-9 repeatedly cycles through its letters (abc, def,
#   ghi, jkl, mno, pqrs, tuv, wxyz), wrapping around after the last, "0" gives a space, and a space separates two
#   letters typed on the same key. Return the decoded text, or None for any other character.
# entry_point: decode_multitap
# example: decode_multitap("33") == "e"
# example: decode_multitap("8 88") == "tu"

def decode_multitap(presses):
    letters = {"2": "abc", "3": "def", "4": "ghi", "5": "jkl", "6": "mno",
               "7": "pqrs", "8": "tuv", "9": "wxyz", "0": " "}
    result = []
    index = 0
    while index < len(presses):
        key = presses[index]
        if key == " ":
            index += 1
            continue
        if key not in letters:
            return None
        count = 0
        while index < len(presses) and presses[index] == key:
            count += 1
            index += 1
        group = letters[key]
        result.append(group[(count - 1) % len(group)])
    return "".join(result)


# tests
assert decode_multitap("44 444") == "hi"
assert decode_multitap("") == ""
assert decode_multitap("2") == "a"
assert decode_multitap("222") == "c"
assert decode_multitap("2222") == "a"
assert decode_multitap("7777") == "s"
assert decode_multitap("4433555 555666") == "hello"
assert decode_multitap("202") == "a a"
assert decode_multitap("21") is None
assert decode_multitap("99999") == "w"
