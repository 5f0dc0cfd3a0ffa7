# query: Convert a US-dollar amount string such as "$1,234.5" or "-$0.99" into a whole number of cents.
#   Surrounding spaces, commas in the whole part and the "$" sign are optional; at most two decimal
#   digits are allowed. Return None for anything else, including a missing whole part or a trailing ".".
# entry_point: parse_money_to_cents
# example: parse_money_to_cents("$2,500.75") == 250075
# example: parse_money_to_cents("-$0.99") == -99

def parse_money_to_cents(text):
    body = text.strip()
    negative = body.startswith("-")
    if negative:
        body = body[1:]
    if body.startswith("$"):
        body = body[1:]
    whole, dot, fraction = body.partition(".")
    whole = whole.replace(",", "")
    if not whole.isdigit():
        return None
    if dot and (len(fraction) > 2 or not fraction.isdigit()):
        return None
    cents = int(whole) * 100
    if fraction:
        cents += int(fraction.ljust(2, "0"))
    if negative:
        return -cents
    return cents


# tests
assert parse_money_to_cents("$1,234.56") == 123456
assert parse_money_to_cents("12") == 1200
assert parse_money_to_cents("$0.5") == 50
assert parse_money_to_cents("-$3.07") == -307
assert parse_money_to_cents(" 7.10 ") == 710
assert parse_money_to_cents("-0.01") == -1
assert parse_money_to_cents("1.234") is None
assert parse_money_to_cents("$") is None and parse_money_to_cents("abc") is None
assert parse_money_to_cents("5.") is None
assert parse_money_to_cents("$.50") is None
