# query: Decode a bit string of concatenated Elias gamma codes (k zeros followed by a k+1 digit binary
#   number starting with 1) into the list of positive integers. An empty string gives []; a final code
#   cut short gives None.
# entry_point: elias_gamma_decode
# example: elias_gamma_decode("010") == [2]
# example: elias_gamma_decode("11") == [1, 1]

def elias_gamma_decode(bits):
    values = []
    index = 0
    while index < len(bits):
        zeros = 0
        while index < len(bits) and bits[index] == "0":
            zeros += 1
            index += 1
        end = index + zeros + 1
        if end > len(bits):
            return None
        values.append(int(bits[index:end], 2))
        index = end
    return values


# tests
assert elias_gamma_decode("") == []
assert elias_gamma_decode("1") == [1]
assert elias_gamma_decode("011") == [3]
assert elias_gamma_decode("00100") == [4]
assert elias_gamma_decode("1010011") == [1, 2, 3]
assert elias_gamma_decode("0001001") == [9]
assert elias_gamma_decode("000010000") == [16]
assert elias_gamma_decode("0010") is None
assert elias_gamma_decode("000") is None
assert elias_gamma_decode("10") is None
