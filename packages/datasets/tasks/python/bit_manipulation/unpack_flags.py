# query: Expand an integer into a list of booleans, one per flag, where the first entry is bit 0.
#   The list has exactly the requested number of entries. Return None if the value is negative or
#   has bits set beyond that count.
# entry_point: unpack_flags
# example: unpack_flags(3, 4) == [True, True, False, False]
# example: unpack_flags(4, 3) == [False, False, True]

def unpack_flags(value, count):
    if value >> count != 0:
        return None
    flags = []
    for index in range(count):
        flags.append((value >> index) & 1 == 1)
    return flags


# tests
assert unpack_flags(0, 3) == [False, False, False]
assert unpack_flags(5, 3) == [True, False, True]
assert unpack_flags(1, 4) == [True, False, False, False]
assert unpack_flags(8, 4) == [False, False, False, True]
assert unpack_flags(8, 3) is None
assert unpack_flags(0, 0) == []
assert unpack_flags(1, 0) is None
assert unpack_flags(-1, 8) is None
assert unpack_flags(6, 3) == [False, True, True]
