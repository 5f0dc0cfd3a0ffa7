# query: Check a money amount typed by a user: an optional leading "-", whole units written either as plain
#   digits or with commas every three digits ("1,234,567"), no leading zeros except a lone "0", and an
#   optional "." followed by exactly two digits.
# entry_point: is_valid_currency_amount
# example: is_valid_currency_amount("1,234.50") == True
# example: is_valid_currency_amount("1,23.50") == False

def is_valid_currency_amount(text):
    body = text[1:] if text.startswith("-") else text
    whole, dot, cents = body.partition(".")
    if dot and (len(cents) != 2 or not cents.isdigit()):
        return False
    groups = whole.split(",")
    for index, group in enumerate(groups):
        if not group.isascii() or not group.isdigit():
            return False
        if index > 0 and len(group) != 3:
            return False
    first = groups[0]
    if len(groups) > 1 and len(first) > 3:
        return False
    if first[0] == "0" and (len(first) > 1 or len(groups) > 1):
        return False
    return True


# tests
assert is_valid_currency_amount("0") is True
assert is_valid_currency_amount("-0.99") is True
assert is_valid_currency_amount("1234567") is True
assert is_valid_currency_amount("123,456,789.00") is True
assert is_valid_currency_amount("1234,567") is False
assert is_valid_currency_amount("1,2345") is False
assert is_valid_currency_amount("0,123") is False
assert is_valid_currency_amount("01") is False
assert is_valid_currency_amount("5.5") is False
assert is_valid_currency_amount(".50") is False
