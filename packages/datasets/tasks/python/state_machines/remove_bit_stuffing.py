# query: Undo HDLC-style bit stuffing on a string of "0"/"1" characters: after five consecutive 1s the sender
#   inserted a 0, which must be dropped. Return the original bits, or None if a 1 follows five 1s (not valid
#   stuffed data) or any other character appears.
# entry_point: remove_bit_stuffing
# example: remove_bit_stuffing("1111101111") == "111111111"
# example: remove_bit_stuffing("0101") == "0101"

def remove_bit_stuffing(bits):
    output = []
    ones = 0
    skip_next = False
    for bit in bits:
        if bit != "0" and bit != "1":
            return None
        if skip_next:
            if bit == "1":
                return None
            skip_next = False
            ones = 0
            continue
        output.append(bit)
        if bit == "1":
            ones += 1
            if ones == 5:
                skip_next = True
        else:
            ones = 0
    return "".join(output)


# tests
assert remove_bit_stuffing("0111110") == "011111"
assert remove_bit_stuffing("111110111110") == "1111111111"
assert remove_bit_stuffing("") == ""
assert remove_bit_stuffing("11111") == "11111"
assert remove_bit_stuffing("111111") is None
assert remove_bit_stuffing("012") is None
assert remove_bit_stuffing("1111101") == "111111"
assert remove_bit_stuffing("11110111110") == "1111011111"
assert remove_bit_stuffing("1111100") == "111110"
