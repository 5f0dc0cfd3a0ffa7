# query: Check a Brazilian CPF number, given as 11 digits with optional "." and "-" separators: numbers with
#   all digits equal are invalid, the 10th digit must equal the check computed from the first 9 digits with
#   weights 10 down to 2, and the 11th from the first 10 with weights 11 down to 2 (check = 11 - sum mod 11,
#   or 0 when that is 10 or 11).
# entry_point: is_valid_cpf
# example: is_valid_cpf("529.982.247-25") == True
# example: is_valid_cpf("529.982.247-26") == False

def is_valid_cpf(text):
    digits = []
    for character in text:
        if character in ".-":
            continue
        if not "0" <= character <= "9":
            return False
        digits.append(int(character))
    if len(digits) != 11 or len(set(digits)) == 1:
        return False
    for length in (9, 10):
        total = 0
        for index in range(length):
            total += digits[index] * (length + 1 - index)
        check = 11 - total % 11
        if check >= 10:
            check = 0
        if digits[length] != check:
            return False
    return True


# tests
assert is_valid_cpf("11144477735") is True
assert is_valid_cpf("111.444.777-35") is True
assert is_valid_cpf("111.444.777-36") is False
assert is_valid_cpf("111.444.777-43") is False
assert is_valid_cpf("111.111.111-11") is False
assert is_valid_cpf("1114447773") is False
assert is_valid_cpf("111 444 777 35") is False
assert is_valid_cpf("123.456.789-09") is True
assert is_valid_cpf("000.000.001-91") is True
assert is_valid_cpf("390.533.447-05") is True
