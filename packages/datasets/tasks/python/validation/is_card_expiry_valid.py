# query: Check a card expiry date written "MM/YY" (year 20YY) against the current year and month: the card
#   stays valid until the end of its expiry month. A malformed string or a month outside 01-12 is invalid.
# entry_point: is_card_expiry_valid
# example: is_card_expiry_valid("08/27", 2025, 6) == True
# example: is_card_expiry_valid("03/25", 2025, 6) == False

def is_card_expiry_valid(expiry, current_year, current_month):
    if len(expiry) != 5 or expiry[2] != "/":
        return False
    month_text = expiry[:2]
    year_text = expiry[3:]
    if not (month_text.isdigit() and year_text.isdigit()):
        return False
    month = int(month_text)
    year = 2000 + int(year_text)
    if month < 1 or month > 12:
        return False
    if year != current_year:
        return year > current_year
    return month >= current_month


# tests
assert is_card_expiry_valid("12/25", 2025, 12) is True
assert is_card_expiry_valid("11/25", 2025, 12) is False
assert is_card_expiry_valid("01/26", 2025, 12) is True
assert is_card_expiry_valid("12/24", 2025, 1) is False
assert is_card_expiry_valid("13/26", 2025, 1) is False
assert is_card_expiry_valid("00/26", 2025, 1) is False
assert is_card_expiry_valid("1/26", 2025, 1) is False
assert is_card_expiry_valid("01-26", 2025, 1) is False
assert is_card_expiry_valid("1a/26", 2025, 1) is False
assert is_card_expiry_valid("06/30", 2025, 7) is True
