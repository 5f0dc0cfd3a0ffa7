# query: Check an airline flight number such as "BA117" or "U21234": a two-character airline designator of
#   uppercase letters and digits (not both digits), then a flight number of 1 to 4 digits, optionally
#   followed by one uppercase letter suffix. A single space after the designator is allowed.
# entry_point: is_valid_flight_number
# example: is_valid_flight_number("BA 117") == True
# example: is_valid_flight_number("BA12345") == False

def is_valid_flight_number(text):
    if len(text) > 2 and text[2] == " ":
        text = text[:2] + text[3:]
    upper = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    digits = "0123456789"
    designator = text[:2]
    if len(designator) != 2:
        return False
    for character in designator:
        if character not in upper and character not in digits:
            return False
    if designator[0] in digits and designator[1] in digits:
        return False
    number = text[2:]
    if number and number[-1] in upper:
        number = number[:-1]
    if len(number) < 1 or len(number) > 4:
        return False
    for character in number:
        if character not in digits:
            return False
    return True


# tests
assert is_valid_flight_number("U21234") is True
assert is_valid_flight_number("9W1") is True
assert is_valid_flight_number("LH 4A") is True
assert is_valid_flight_number("12345") is False
assert is_valid_flight_number("") is False
assert is_valid_flight_number("BA") is False
assert is_valid_flight_number("ba117") is False
assert is_valid_flight_number("BA 12345") is False
assert is_valid_flight_number("BA1X7") is False
assert is_valid_flight_number("B-117") is False
