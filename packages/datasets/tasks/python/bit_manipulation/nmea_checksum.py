# query: Compute the checksum of an NMEA 0183 sentence: the XOR of the character codes after the
#   leading "$" up to the first "*" (or the end if there is none), as two uppercase hex digits. A
#   sentence not starting with "$" gives None.
# entry_point: nmea_checksum
# example: nmea_checksum("$ABC*") == "40"
# example: nmea_checksum("$PX") == "08"

def nmea_checksum(sentence):
    if not sentence.startswith("$"):
        return None
    end = sentence.find("*")
    if end == -1:
        end = len(sentence)
    checksum = 0
    for character in sentence[1:end]:
        checksum ^= ord(character)
    return format(checksum, "02X")


# tests
assert nmea_checksum("$") == '00'
assert nmea_checksum("$A") == '41'
assert nmea_checksum("$AB") == '03'
assert nmea_checksum("$AB*99") == '03'
assert nmea_checksum("A") is None
assert nmea_checksum("$GPGLL,5300.97914,N,00259.98174,E,125926,A*28") == '28'
assert nmea_checksum("$**") == '00'
assert nmea_checksum("$a*b*") == '61'
assert nmea_checksum("$AA") == '00'
