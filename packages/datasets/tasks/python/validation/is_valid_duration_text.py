# query: Check a compact duration such as "1h30m", "45s" or "2h5s": one or more number-unit pairs with units
#   h, m and s appearing at most once each and in that order, numbers made of digits, and minutes or seconds
#   at most 59 when a larger unit appears before them. The empty string is invalid.
# entry_point: is_valid_duration_text
# example: is_valid_duration_text("1h30m") == True
# example: is_valid_duration_text("30m1h") == False

def is_valid_duration_text(text):
    order = "hms"
    last_rank = -1
    number = ""
    for character in text:
        if "0" <= character <= "9":
            number += character
            continue
        rank = order.find(character)
        if rank == -1 or number == "" or rank <= last_rank:
            return False
        if last_rank != -1 and int(number) > 59:
            return False
        last_rank = rank
        number = ""
    return last_rank != -1 and number == ""


# tests
assert is_valid_duration_text("45s") is True
assert is_valid_duration_text("90m") is True
assert is_valid_duration_text("2h59m59s") is True
assert is_valid_duration_text("2h60m") is False
assert is_valid_duration_text("1m60s") is False
assert is_valid_duration_text("") is False
assert is_valid_duration_text("h") is False
assert is_valid_duration_text("1h2h") is False
assert is_valid_duration_text("1h30") is False
assert is_valid_duration_text("1d") is False
