# query: Check whether a 17-character vehicle identification number is valid: only digits and uppercase
#   letters other than I, O and Q, and a correct check digit in position 9. Letters are transliterated
#   A-H to 1-8, J-N to 1-5, P to 7, R to 9 and S-Z to 2-9; position weights are 8,7,6,5,4,3,2,10,0,9,8,
#   7,6,5,4,3,2; the weighted sum modulo 11 is the check digit, with 10 written as "X".
# entry_point: is_valid_vin
# example: is_valid_vin("1HGCM82633A004352") == True
# example: is_valid_vin("1HGCM82633A004353") == False

def is_valid_vin(vin):
    if len(vin) != 17:
        return False
    total = 0
    for index in range(17):
        character = vin[index]
        if "0" <= character <= "9":
            value = ord(character) - ord("0")
        elif "A" <= character <= "Z" and character not in "IOQ":
            shift = 1 if character >= "S" else 0
            value = (ord(character) - ord("A") + shift) % 9 + 1
        else:
            return False
        if index < 7:
            weight = 8 - index
        elif index == 7:
            weight = 10
        elif index == 8:
            weight = 0
        else:
            weight = 18 - index
        total += value * weight
    remainder = total % 11
    expected = "X" if remainder == 10 else str(remainder)
    return vin[8] == expected


# tests
assert is_valid_vin("1M8GDM9AXKP042788") is True
assert is_valid_vin("11111111111111111") is True
assert is_valid_vin("JHMCM56557C404453") is True
assert is_valid_vin("STUVWXYZ8ABCDEFGH") is True
assert is_valid_vin("JKLMNPRS8UVWXYZAB") is True
assert is_valid_vin("5YJ3E1EA2KF317000") is True
assert is_valid_vin("1M8GDM9A1KP042788") is False
assert is_valid_vin("1M8GDM9AXKP04278") is False
assert is_valid_vin("1M8ODM9A5KP042788") is False
