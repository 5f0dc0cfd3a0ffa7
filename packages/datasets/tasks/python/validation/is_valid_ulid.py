# query: Check whether a string is a ULID: exactly 26 characters from Crockford's base32 alphabet
#   "0123456789ABCDEFGHJKMNPQRSTVWXYZ" (letters in either case, so I, L, O and U are invalid), with a first
#   character from 0 to 7 so the value fits in 128 bits.
# entry_point: is_valid_ulid
# example: is_valid_ulid("01ARZ3NDEKTSV4RRFFQ69G5FAV") == True
# example: is_valid_ulid("81ARZ3NDEKTSV4RRFFQ69G5FAV") == False

def is_valid_ulid(text):
    alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
    if len(text) != 26:
        return False
    upper = text.upper()
    for character in upper:
        if character not in alphabet:
            return False
    return upper[0] <= "7"


# tests
assert is_valid_ulid("7ZZZZZZZZZZZZZZZZZZZZZZZZZ") is True
assert is_valid_ulid("00000000000000000000000000") is True
assert is_valid_ulid("01arz3ndektsv4rrffq69g5fav") is True
assert is_valid_ulid("8ZZZZZZZZZZZZZZZZZZZZZZZZZ") is False
assert is_valid_ulid("01ARZ3NDEKTSV4RRFFQ69G5FA") is False
assert is_valid_ulid("01ARZ3NDEKTSV4RRFFQ69G5FAVX") is False
assert is_valid_ulid("01ARZ3NDEKTSV4RRFFQ69G5FAI") is False
assert is_valid_ulid("01ARZ3NDEKTSV4RRFFQ69G5FAU") is False
assert is_valid_ulid("01ARZ3NDEKTSV4RRFFQ69G5FA-") is False
assert is_valid_ulid("") is False
