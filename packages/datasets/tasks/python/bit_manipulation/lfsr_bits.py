# query: Generate the first count output bits of a Fibonacci linear-feedback shift register of the
#   given width: each step outputs the lowest bit, XORs the bits at the tap positions (0 is the lowest
#   bit) and shifts the register right, inserting that feedback bit at the top. A seed of 0 or one that
#   does not fit in the width gives None.
# entry_point: lfsr_bits
# example: lfsr_bits(0b10, [0, 1], 2, 3) == [0, 1, 1]
# example: lfsr_bits(0b100, [0, 1], 3, 4) == [0, 0, 1, 0]

def lfsr_bits(seed, taps, width, count):
    if seed <= 0 or seed >= 1 << width:
        return None
    state = seed
    output = []
    for _ in range(count):
        output.append(state & 1)
        feedback = 0
        for tap in taps:
            feedback ^= (state >> tap) & 1
        state = (state >> 1) | (feedback << (width - 1))
    return output


# tests
assert lfsr_bits(1, [0, 1], 2, 6) == [1, 0, 1, 1, 0, 1]
assert lfsr_bits(0b1001, [0, 1], 4, 15) == [1, 0, 0, 1, 1, 0, 1, 0, 1, 1, 1, 1, 0, 0, 0]
assert lfsr_bits(0b1001, [0, 1], 4, 0) == []
assert lfsr_bits(0b1000, [0, 3], 4, 8) == [0, 0, 0, 1, 1, 1, 1, 0]
assert lfsr_bits(0b0001, [0], 4, 9) == [1, 0, 0, 0, 1, 0, 0, 0, 1]
assert lfsr_bits(0b11, [1], 3, 5) == [1, 1, 0, 1, 0]
assert lfsr_bits(0, [0, 1], 4, 5) is None
assert lfsr_bits(16, [0, 1], 4, 5) is None
assert lfsr_bits(15, [0, 1], 4, 3) == [1, 1, 1]
