# query: Apply a symbolic chmod change such as "u+x", "go-w", "a=r" or "u=rw,o=" to a numeric
#   permission mode and return the new mode. Each comma-separated clause names who (u, g, o, a; none
#   means all), an operator (+ adds, - removes, = sets exactly) and letters from rwx. A malformed
#   clause gives None.
# entry_point: apply_symbolic_chmod
# example: apply_symbolic_chmod(0o600, "g+r") == 0o640
# example: apply_symbolic_chmod(0o777, "a-x") == 0o666

def apply_symbolic_chmod(mode, change):
    shifts = {"u": 6, "g": 3, "o": 0}
    bits = {"r": 4, "w": 2, "x": 1}
    for clause in change.split(","):
        index = 0
        while index < len(clause) and clause[index] in "ugoa":
            index += 1
        who = clause[:index] or "a"
        if "a" in who:
            who = "ugo"
        if index >= len(clause) or clause[index] not in "+-=":
            return None
        operator = clause[index]
        perms = 0
        for letter in clause[index + 1:]:
            if letter not in bits:
                return None
            perms |= bits[letter]
        for person in who:
            shift = shifts[person]
            if operator == "+":
                mode |= perms << shift
            elif operator == "-":
                mode &= ~(perms << shift)
            else:
                mode = (mode & ~(7 << shift)) | (perms << shift)
    return mode


# tests
assert apply_symbolic_chmod(0o644, "u+x") == 0o744
assert apply_symbolic_chmod(0o777, "go-w") == 0o755
assert apply_symbolic_chmod(0o600, "a+r") == 0o644
assert apply_symbolic_chmod(0o777, "o=") == 0o770
assert apply_symbolic_chmod(0o640, "+x") == 0o751
assert apply_symbolic_chmod(0o123, "u=rw,g=r,o=") == 0o640
assert apply_symbolic_chmod(0o000, "ug+rwx,o+r") == 0o774
assert apply_symbolic_chmod(0o644, "u*x") is None
assert apply_symbolic_chmod(0o644, "u+z") is None
assert apply_symbolic_chmod(0o644, "ug") is None
