# query: Allocate the lowest free slot in a bitmap of the given capacity, where a 1 bit marks a used
#   slot: return a tuple of the updated bitmap with that slot marked used and the slot index, or None
#   if all slots are in use.
# entry_point: allocate_lowest_slot
# example: allocate_lowest_slot(0b0101, 4) == (0b0111, 1)
# example: allocate_lowest_slot(0b0011, 8) == (0b0111, 2)

def allocate_lowest_slot(bitmap, capacity):
    for index in range(capacity):
        bit = 1 << index
        if bitmap & bit == 0:
            return (bitmap | bit, index)
    return None


# tests
assert allocate_lowest_slot(0, 4) == (1, 0)
assert allocate_lowest_slot(0b0001, 4) == (0b0011, 1)
assert allocate_lowest_slot(0b1011, 4) == (0b1111, 2)
assert allocate_lowest_slot(0b0111, 4) == (0b1111, 3)
assert allocate_lowest_slot(0b1111, 4) is None
assert allocate_lowest_slot(0b1111, 5) == (0b11111, 4)
assert allocate_lowest_slot(0, 0) is None
assert allocate_lowest_slot(0b1110, 4) == (0b1111, 0)
