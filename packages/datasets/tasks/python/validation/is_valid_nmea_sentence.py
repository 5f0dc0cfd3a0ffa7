# query: Check an NMEA 0183 sentence such as "$GPGLL,...*hh": it starts with "$" (or "!"), contains exactly
#   one "*" followed by exactly two hex digits (either case), and those digits equal the XOR of the character
#   codes of everything between the start character and the "*".
# entry_point: is_valid_nmea_sentence
# example: is_valid_nmea_sentence("$AB*03") == True
# example: is_valid_nmea_sentence("$AB*04") == False

def is_valid_nmea_sentence(sentence):
    if not sentence.startswith("$") and not sentence.startswith("!"):
        return False
    body, _, digits = sentence[1:].partition("*")
    if len(digits) != 2:
        return False
    for digit in digits:
        if digit not in "0123456789abcdefABCDEF":
            return False
    checksum = 0
    for character in body:
        checksum ^= ord(character)
    return checksum == int(digits, 16)


# tests
assert is_valid_nmea_sentence("$GPGLL,4916.45,N,12311.12,W,225444,A*31") is True
assert is_valid_nmea_sentence("!AIVDM,1,1,,A,13aEOK?P00PD2wVMdLDRhgvL289?,0*26") is True
assert is_valid_nmea_sentence("$GPGLL,4916.45,N,12311.12,W,225444,A*32") is False
assert is_valid_nmea_sentence("GPGLL,4916.45,N,12311.12,W,225444,A*31") is False
assert is_valid_nmea_sentence("$A*41") is True
assert is_valid_nmea_sentence("$A*4") is False
assert is_valid_nmea_sentence("$A*041") is False
assert is_valid_nmea_sentence("#A*41") is False
assert is_valid_nmea_sentence("$A**41") is False
assert is_valid_nmea_sentence("$Q*4G") is False
