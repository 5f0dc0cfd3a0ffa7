# query: Decide whether a user may perform the requested accesses (a string of r, w and x letters) on a
#   file with the given Unix permission bits. Only one class applies: the owner bits if the user owns
#   the file, else the group bits if the user is in its group, else the other bits. An unknown letter
#   gives None; an empty request is allowed.
# entry_point: can_access_with_mode
# example: can_access_with_mode(0o640, False, True, "r") == True
# example: can_access_with_mode(0o640, False, False, "r") == False

def can_access_with_mode(mode, is_owner, in_group, wanted):
    bits = {"r": 4, "w": 2, "x": 1}
    if is_owner:
        granted = (mode >> 6) & 7
    elif in_group:
        granted = (mode >> 3) & 7
    else:
        granted = mode & 7
    for letter in wanted:
        if letter not in bits:
            return None
        if granted & bits[letter] == 0:
            return False
    return True


# tests
assert can_access_with_mode(0o644, True, False, "rw") is True
assert can_access_with_mode(0o644, False, True, "rw") is False
assert can_access_with_mode(0o644, False, False, "w") is False
assert can_access_with_mode(0o077, True, True, "r") is False
assert can_access_with_mode(0o705, False, True, "x") is False
assert can_access_with_mode(0o705, False, False, "rx") is True
assert can_access_with_mode(0o700, True, False, "") is True
assert can_access_with_mode(0o777, True, False, "rq") is None
assert can_access_with_mode(0o020, False, True, "w") is True
assert (can_access_with_mode(0o300, True, False, "r"), can_access_with_mode(0o500, True, False, "w"), can_access_with_mode(0o100, True, False, "x"), can_access_with_mode(0o010, False, True, "x")) == (False, False, True, True)
