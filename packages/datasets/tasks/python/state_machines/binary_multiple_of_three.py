# query: Decide with a three-state automaton (tracking the remainder) whether a binary string, read most
#   significant bit first, encodes a multiple of 3. Return None for an empty string or any character other
#   than 0 and 1.
# entry_point: binary_multiple_of_three
# example: binary_multiple_of_three("1100") == True
# example: binary_multiple_of_three("101") == False

def binary_multiple_of_three(bits):
    if not bits:
        return None
    table = [[0, 1], [2, 0], [1, 2]]
    state = 0
    for bit in bits:
        if bit != "0" and bit != "1":
            return None
        state = table[state][int(bit)]
    return state == 0


# tests
assert binary_multiple_of_three("0") is True
assert binary_multiple_of_three("11") is True
assert binary_multiple_of_three("110") is True
assert binary_multiple_of_three("1001") is True
assert binary_multiple_of_three("111") is False
assert binary_multiple_of_three("10") is False
assert binary_multiple_of_three("") is None
assert binary_multiple_of_three("102") is None
assert binary_multiple_of_three("1010") is False
assert binary_multiple_of_three("10101") is True
