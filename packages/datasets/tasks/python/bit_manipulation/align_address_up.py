# query: Round an address up to the next multiple of an alignment that must be a positive power of
#   two; addresses already aligned stay unchanged. Return None if the alignment is not a positive
#   power of two.
# entry_point: align_address_up
# example: align_address_up(100, 16) == 112
# example: align_address_up(64, 32) == 64

def align_address_up(address, alignment):
    if alignment <= 0 or alignment & (alignment - 1) != 0:
        return None
    mask = alignment - 1
    return (address + mask) & ~mask


# tests
assert align_address_up(13, 8) == 16
assert align_address_up(16, 8) == 16
assert align_address_up(17, 8) == 24
assert align_address_up(0, 4096) == 0
assert align_address_up(1, 4096) == 4096
assert align_address_up(5, 1) == 5
assert align_address_up(10, 6) is None
assert align_address_up(10, 0) is None
assert align_address_up(10, -4) is None
assert align_address_up(9, 2) == 10
