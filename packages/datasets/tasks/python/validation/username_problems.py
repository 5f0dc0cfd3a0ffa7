# query: List the problems with a proposed username, in this order: "length" if it is not 3 to 16
#   characters, "first character" if it does not start with a lowercase ASCII letter, "invalid X" for each
#   distinct character X other than lowercase ASCII letters, digits and "_" (in order of first appearance),
#   "double underscore" if it contains "__", and "trailing underscore" if it ends with "_".
# entry_point: username_problems
# example: username_problems("john_doe") == []
# example: username_problems("John") == ["first character", "invalid J"]

def username_problems(name, min_length=3, max_length=16):
    problems = []
    if len(name) < min_length or len(name) > max_length:
        problems.append("length")
    if name == "" or name[0] < "a" or name[0] > "z":
        problems.append("first character")
    invalid = []
    for character in name:
        allowed = "a" <= character <= "z" or "0" <= character <= "9" or character == "_"
        if not allowed and character not in invalid:
            invalid.append(character)
    for character in invalid:
        problems.append("invalid " + character)
    if "__" in name:
        problems.append("double underscore")
    if name.endswith("_"):
        problems.append("trailing underscore")
    return problems


# tests
assert username_problems("alice_0123456789") == []
assert username_problems("zed") == []
assert username_problems("ab") == ["length"]
assert username_problems("a" * 17) == ["length"]
assert username_problems("") == ["length", "first character"]
assert username_problems("9lives") == ["first character"]
assert username_problems("bob-smith!-") == ["invalid -", "invalid !"]
assert username_problems("a__b") == ["double underscore"]
assert username_problems("abc_") == ["trailing underscore"]
assert username_problems("ébc") == ["first character", "invalid é"]
