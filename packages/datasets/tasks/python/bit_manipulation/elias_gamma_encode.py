# query: Encode a list of positive integers with the Elias gamma code and return the concatenated bit
#   string: each value n is written as (number of binary digits of n minus one) zeros followed by n in
#   binary. An empty list gives "" and any value below 1 gives None.
# entry_point: elias_gamma_encode
# example: elias_gamma_encode([2]) == "010"
# example: elias_gamma_encode([1, 1]) == "11"

def elias_gamma_encode(values):
    pieces = []
    for value in values:
        if value < 1:
            return None
        binary = bin(value)[2:]
        pieces.append("0" * (len(binary) - 1) + binary)
    return "".join(pieces)


# tests
assert elias_gamma_encode([]) == ""
assert elias_gamma_encode([1]) == "1"
assert elias_gamma_encode([3]) == "011"
assert elias_gamma_encode([4]) == "00100"
assert elias_gamma_encode([9]) == "0001001"
assert elias_gamma_encode([1, 2, 3]) == "1010011"
assert elias_gamma_encode([16]) == "000010000"
assert elias_gamma_encode([5, 0]) is None
assert elias_gamma_encode([-3]) is None
