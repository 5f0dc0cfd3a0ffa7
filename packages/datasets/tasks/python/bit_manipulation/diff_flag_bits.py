# query: Compare an old and a new flag word and report which bit positions were switched on and which
#   were switched off, as a tuple of two ascending lists (on, off). Unchanged bits appear in neither.
# entry_point: diff_flag_bits
# example: diff_flag_bits(0b0011, 0b0110) == ([2], [0])
# example: diff_flag_bits(0b100, 0b111) == ([0, 1], [])

def diff_flag_bits(old, new):
    turned_on = []
    turned_off = []
    changed = old ^ new
    position = 0
    while changed > 0:
        if changed & 1 == 1:
            if (new >> position) & 1 == 1:
                turned_on.append(position)
            else:
                turned_off.append(position)
        changed >>= 1
        position += 1
    return (turned_on, turned_off)


# tests
assert diff_flag_bits(0, 0) == ([], [])
assert diff_flag_bits(0b1010, 0b1010) == ([], [])
assert diff_flag_bits(0, 0b101) == ([0, 2], [])
assert diff_flag_bits(0b101, 0) == ([], [0, 2])
assert diff_flag_bits(0b0110, 0b1100) == ([3], [1])
assert diff_flag_bits(1, 2) == ([1], [0])
assert diff_flag_bits(0b1000000, 0b1000001) == ([0], [])
assert diff_flag_bits(0xF0, 0x0F) == ([0, 1, 2, 3], [4, 5, 6, 7])
